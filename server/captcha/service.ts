import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { CaptchaPoint } from '@/lib/captcha';
import { purgeExpiredLimits } from '@/server/http/rate-limit';
import { aesEcbDecrypt, aesEcbEncrypt } from './aes';
import { renderBackground } from './backgrounds';
import { drawBlockPuzzle } from './block-puzzle';
import { drawClickWord, HAN_ZI_SIZE } from './click-word';
import { limitCheck, limitGet, limitVerify, recordFailure } from './limits';
import { failure, REP, type CaptchaFailure } from './protocol';
import { purgeExpiredStates, putState, takeState, tokenKey, verificationKey } from './store';

export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

export const CAPTCHA_TOKEN_TTL_SECONDS = 120;
export const CAPTCHA_VERIFICATION_TTL_SECONDS = 180;
/** AJ-Captcha's slip-offset: the slide passes within this many pixels of the hole. */
export const BLOCK_PUZZLE_TOLERANCE = 5;
/** Longer ciphertexts are no answer of ours; the cap also bounds the verification key. */
const MAX_POINT_JSON_LENGTH = 300;
const MAX_VERIFICATION_LENGTH = 480;
const PURGE_INTERVAL_MS = 60_000;

interface TokenState {
  captchaType: CaptchaType;
  secretKey: string;
  /** blockPuzzle: one point; clickWord: the points in click order. */
  points: CaptchaPoint[];
}

export interface CaptchaImageData {
  originalImageBase64: string;
  jigsawImageBase64?: string;
  token: string;
  secretKey: string;
  wordList?: string[];
  result: false;
}

export interface CaptchaCheckData {
  captchaType: CaptchaType;
  token: string;
  pointJson: string;
  ts: number | null;
  result: true;
}

export type CaptchaResult<T> = { data: T } | CaptchaFailure;

type Body = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isCaptchaType = (value: string): value is CaptchaType =>
  (CAPTCHA_TYPES as readonly string[]).includes(value);

function captchaTypeOf(body: Body): CaptchaType | CaptchaFailure {
  const value = text(body.captchaType);
  if (!value) return failure(REP.blank, 'captchaType');
  return isCaptchaType(value) ? value : { repCode: REP.error.code, repMsg: '验证码类型不支持' };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const secretKeyOf = () => Array.from({ length: 16 }, () => ALNUM[randomInt(ALNUM.length)]).join('');

let lastPurge = 0;
/** Drops expired states and counters now and then, so no scheduler is needed. */
async function purgeNowAndThen(): Promise<void> {
  const now = Date.now();
  if (now - lastPurge < PURGE_INTERVAL_MS) return;
  lastPurge = now;
  await Promise.all([purgeExpiredStates(), purgeExpiredLimits()]);
}

/** `/captcha/get`: a fresh challenge; its answer stays on the server for 120 s. */
export async function getCaptcha(
  body: Body,
  clientId: string,
): Promise<CaptchaResult<CaptchaImageData>> {
  const captchaType = captchaTypeOf(body);
  if (typeof captchaType !== 'string') return captchaType;
  const limited = await limitGet(clientId);
  if (limited) return limited;
  await purgeNowAndThen();

  let data: CaptchaImageData;
  let points: CaptchaPoint[];
  const token = randomUUID().replaceAll('-', '');
  const secretKey = secretKeyOf();
  try {
    const background = await renderBackground();
    if (captchaType === 'blockPuzzle') {
      const puzzle = await drawBlockPuzzle(background);
      points = [puzzle.point];
      data = {
        originalImageBase64: puzzle.backgroundPng.toString('base64'),
        jigsawImageBase64: puzzle.jigsawPng.toString('base64'),
        token,
        secretKey,
        result: false,
      };
    } else {
      const click = await drawClickWord(background);
      points = click.points;
      data = {
        originalImageBase64: click.backgroundPng.toString('base64'),
        token,
        secretKey,
        wordList: click.wordList,
        result: false,
      };
    }
  } catch (error) {
    console.error('[captcha] image generation failed', error);
    return failure(REP.generation);
  }
  const state: TokenState = { captchaType, secretKey, points };
  await putState(tokenKey(token), { ...state }, CAPTCHA_TOKEN_TTL_SECONDS);
  return { data };
}

function toInt(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw new Error('not a number');
  return Math.trunc(n);
}

function toPoint(value: unknown): CaptchaPoint {
  if (typeof value !== 'object' || value === null) throw new Error('not a point');
  const { x, y } = value as { x?: unknown; y?: unknown };
  return { x: toInt(x), y: toInt(y) };
}

/** The client's answer as integer points; throws when it is not the expected JSON. */
function parseAnswer(captchaType: CaptchaType, plaintext: string): CaptchaPoint[] {
  const json: unknown = JSON.parse(plaintext);
  if (captchaType === 'blockPuzzle') return [toPoint(json)];
  if (!Array.isArray(json)) throw new Error('not a point list');
  return json.map(toPoint);
}

function matches(captchaType: CaptchaType, expected: CaptchaPoint[], got: CaptchaPoint[]): boolean {
  if (got.length !== expected.length) return false;
  return expected.every((e, i) => {
    const g = got[i]!;
    return captchaType === 'blockPuzzle'
      ? Math.abs(g.x - e.x) <= BLOCK_PUZZLE_TOLERANCE && g.y === e.y
      : Math.abs(g.x - e.x) <= HAN_ZI_SIZE && Math.abs(g.y - e.y) <= HAN_ZI_SIZE;
  });
}

/**
 * `/captcha/check`: the token is spent whatever the outcome. A pass stores
 * AES(token---plaintext) for the second verification, from the exact decrypted string.
 */
export async function checkCaptcha(
  body: Body,
  clientId: string,
): Promise<CaptchaResult<CaptchaCheckData>> {
  const captchaType = captchaTypeOf(body);
  if (typeof captchaType !== 'string') return captchaType;
  const token = text(body.token);
  if (!token) return failure(REP.blank, 'token');
  const pointJson = text(body.pointJson);
  if (!pointJson) return failure(REP.blank, 'pointJson');
  const limited = await limitCheck(clientId);
  if (limited) return limited;

  const state = (await takeState(tokenKey(token))) as TokenState | null;
  if (!state) return failure(REP.invalid);

  let plaintext: string;
  let answer: CaptchaPoint[];
  try {
    if (pointJson.length > MAX_POINT_JSON_LENGTH) throw new Error('answer too long');
    plaintext = state.secretKey ? aesEcbDecrypt(pointJson, state.secretKey) : pointJson;
    answer = parseAnswer(captchaType, plaintext);
  } catch {
    await recordFailure(clientId);
    return failure(REP.error);
  }
  if (state.captchaType !== captchaType || !matches(captchaType, state.points, answer)) {
    await recordFailure(clientId);
    return failure(REP.coordinate);
  }

  const joined = `${token}---${plaintext}`;
  const verification = state.secretKey ? aesEcbEncrypt(joined, state.secretKey) : joined;
  await putState(
    verificationKey(verification),
    { token, captchaType },
    CAPTCHA_VERIFICATION_TTL_SECONDS,
  );
  const ts = typeof body.ts === 'number' && Number.isFinite(body.ts) ? body.ts : null;
  return { data: { captchaType, token, pointJson, ts, result: true } };
}

export type VerificationResult = { ok: true } | { ok: false; repCode: string; repMsg: string };

/**
 * The second verification, in-process: the business endpoint (SMS code) passes the
 * `captchaVerification` the widget handed to the app. Found → spent and ok; missing, expired
 * or used → 6110; empty → 0011. With `clientId`, calls are also limited per client (6205).
 * With `captchaType`, only a pass of that kind counts (the login escalation asks for clickWord).
 */
export async function verifyCaptchaVerification(
  captchaVerification: string,
  options: { clientId?: string; captchaType?: CaptchaType } = {},
): Promise<VerificationResult> {
  if (!captchaVerification) return { ok: false, ...failure(REP.blank, 'captchaVerification') };
  if (options.clientId) {
    const limited = await limitVerify(options.clientId);
    if (limited) return { ok: false, ...limited };
  }
  // Base64 never holds a space: a `+` that travelled unencoded in a query string became one.
  const value = captchaVerification.replaceAll(' ', '+');
  if (value.length > MAX_VERIFICATION_LENGTH) return { ok: false, ...failure(REP.invalid) };
  const state = await takeState(verificationKey(value));
  const passed = state && (!options.captchaType || state.captchaType === options.captchaType);
  return passed ? { ok: true } : { ok: false, ...failure(REP.invalid) };
}
