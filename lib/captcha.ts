import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** Captcha constants of spec §9 and the AJ-Captcha protocol. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
/** The jigsaw piece image: as tall as the background, 47 px wide. */
export const CAPTCHA_JIGSAW_WIDTH = 47;
/** The slider's drag handle. */
export const CAPTCHA_BLOCK_SIZE = 50;
export const CAPTCHA_BAR_HEIGHT = 40;
export const CAPTCHA_CLICK_COUNT = 3;
/** Every client sends y = 5 for the slider; the server checks it exactly. */
export const CAPTCHA_SLIDE_Y = 5;
export const CAPTCHA_SUCCESS_CLOSE_MS = 1000;
export const CAPTCHA_SLIDE_FAIL_REFRESH_MS = 1000;
export const CAPTCHA_POINT_FAIL_REFRESH_MS = 700;
export const CAPTCHA_REP_SUCCESS = '0000';
export const CAPTCHA_SUCCESS_TEXT = '验证成功';
export const CAPTCHA_FAILURE_TEXT = '验证失败';

export interface CaptchaPoint {
  x: number;
  y: number;
}

const aesOptions = { mode: ECB, padding: Pkcs7 };

/** AES-128-ECB, PKCS7, key = the secret's UTF-8 bytes, Base64 out (what AJ-Captcha expects). */
export function aesEncrypt(plaintext: string, secretKey: string): string {
  return AES.encrypt(Utf8.parse(plaintext), Utf8.parse(secretKey), aesOptions).toString();
}

export function aesDecrypt(ciphertext: string, secretKey: string): string {
  return AES.decrypt(ciphertext, Utf8.parse(secretKey), aesOptions).toString(Utf8);
}

/** The answer is sent encrypted when the server handed out a key, in the clear otherwise. */
export function encryptAnswer(plaintext: string, secretKey: string | null | undefined): string {
  return secretKey ? aesEncrypt(plaintext, secretKey) : plaintext;
}

/** What the widget hands to the app after a pass; the server stored the same string. */
export function captchaVerificationOf(
  token: string,
  plaintext: string,
  secretKey: string | null | undefined,
): string {
  return encryptAnswer(`${token}---${plaintext}`, secretKey);
}

/** The slide distance in the 310-px image space; not rounded, as the official clients send it. */
export function scaleDrag(offset: number, displayWidth: number): number {
  return (offset * CAPTCHA_IMAGE_WIDTH) / displayWidth;
}

export function blockPuzzlePlaintext(x: number): string {
  return JSON.stringify({ x, y: CAPTCHA_SLIDE_Y });
}

/** A click on the displayed image, scaled to 310x155 and rounded. */
export function scaleClick(
  point: CaptchaPoint,
  displayWidth: number,
  displayHeight: number,
): CaptchaPoint {
  return {
    x: Math.round((point.x * CAPTCHA_IMAGE_WIDTH) / displayWidth),
    y: Math.round((point.y * CAPTCHA_IMAGE_HEIGHT) / displayHeight),
  };
}

export function clickWordPlaintext(points: readonly CaptchaPoint[]): string {
  return JSON.stringify(points.map(({ x, y }) => ({ x, y })));
}

/** `1.25s验证成功`: the seconds taken, two decimals, then the success text. */
export function successText(elapsedMs: number): string {
  return `${(elapsedMs / 1000).toFixed(2)}s${CAPTCHA_SUCCESS_TEXT}`;
}
