import sharp from 'sharp';
import { POST as checkRoute } from '@/app/captcha/check/route';
import { POST as getRoute } from '@/app/captcha/get/route';
import { aesEncrypt, blockPuzzlePlaintext, captchaVerificationOf } from '@/lib/captcha';
import { request } from './fixtures';

/** `repData` of a `/captcha/get` answer. */
export interface CaptchaImageData {
  originalImageBase64: string;
  jigsawImageBase64?: string;
  token: string;
  secretKey: string;
  wordList?: string[];
  result: boolean;
}

export async function rawPixels(base64: string, alpha: boolean) {
  const img = sharp(Buffer.from(base64, 'base64'));
  return (alpha ? img.ensureAlpha() : img.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Solves a slide as a protocol-only client could: the hole is where the background, inside the
 * piece's shape, is a uniformly darkened copy of the piece (least-squares fit, smallest residual).
 */
export async function solveBlockPuzzle(data: CaptchaImageData): Promise<number> {
  const bg = await rawPixels(data.originalImageBase64, false);
  const piece = await rawPixels(data.jigsawImageBase64!, true);
  const pw = piece.info.width;
  const ph = piece.info.height;
  const alpha = (x: number, y: number) =>
    x < 0 || y < 0 || x >= pw || y >= ph ? 0 : piece.data[(y * pw + x) * 4 + 3]!;
  // Inner pixels only: the outlines drawn on the piece and around the hole are left out.
  const inner: [number, number][] = [];
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      let solid = true;
      for (let dy = -3; dy <= 3 && solid; dy++) {
        for (let dx = -3; dx <= 3 && solid; dx++) solid = alpha(x + dx, y + dy) === 255;
      }
      if (solid) inner.push([x, y]);
    }
  }
  if (inner.length <= 500) throw new Error(`the piece has only ${inner.length} inner pixels`);
  let best = { x: -1, residual: Infinity };
  for (let hx = 0; hx + pw <= bg.info.width; hx++) {
    let bp = 0;
    let pp = 0;
    for (const [x, y] of inner) {
      for (let c = 0; c < 3; c++) {
        const p = piece.data[(y * pw + x) * 4 + c]!;
        bp += bg.data[(y * bg.info.width + hx + x) * 3 + c]! * p;
        pp += p * p;
      }
    }
    const k = bp / pp;
    let residual = 0;
    for (const [x, y] of inner) {
      for (let c = 0; c < 3; c++) {
        const d =
          bg.data[(y * bg.info.width + hx + x) * 3 + c]! - k * piece.data[(y * pw + x) * 4 + c]!;
        residual += d * d;
      }
    }
    if (residual < best.residual) best = { x: hx, residual };
  }
  return best.x;
}

async function post<T>(route: typeof getRoute, path: string, body: unknown, ip: string) {
  const res = await route(request(path, { method: 'POST', body, ip }));
  return (await res.json()) as { repCode: string; repMsg: string | null; repData: T | null };
}

/**
 * Passes a blockPuzzle through the real `/captcha/get` and `/captcha/check` routes, as the
 * widget does, and returns the `captchaVerification` it would hand to the app.
 */
export async function passCaptcha(ip: string): Promise<string> {
  const got = await post<CaptchaImageData>(
    getRoute,
    '/captcha/get',
    { captchaType: 'blockPuzzle' },
    ip,
  );
  if (!got.repData) throw new Error(`captcha get failed: ${got.repCode} ${got.repMsg}`);
  const data = got.repData;
  const plaintext = blockPuzzlePlaintext(await solveBlockPuzzle(data));
  const checked = await post(
    checkRoute,
    '/captcha/check',
    {
      captchaType: 'blockPuzzle',
      token: data.token,
      pointJson: aesEncrypt(plaintext, data.secretKey),
    },
    ip,
  );
  if (checked.repCode !== '0000') throw new Error(`captcha check failed: ${checked.repCode}`);
  return captchaVerificationOf(data.token, plaintext, data.secretKey);
}
