import { eq } from 'drizzle-orm';
import { POST as checkRoute } from '@/app/captcha/check/route';
import { POST as getRoute } from '@/app/captcha/get/route';
import {
  aesEncrypt,
  blockPuzzlePlaintext,
  captchaVerificationOf,
  clickWordPlaintext,
  type CaptchaPoint,
} from '@/lib/captcha';
import { db } from '@/server/db';
import { captchaStates } from '@/server/db/schema';
import { request } from './fixtures';
import { solveBlockPuzzle, type CaptchaImageData } from '../fixtures/captcha-solver';

async function post<T>(route: typeof getRoute, path: string, body: unknown, ip: string) {
  const res = await route(request(path, { method: 'POST', body, ip }));
  return (await res.json()) as { repCode: string; repMsg: string | null; repData: T | null };
}

/** A clickWord answer can't be read off the image without OCR, so the test reads it. */
export async function storedClickPoints(token: string): Promise<CaptchaPoint[]> {
  const [row] = await db
    .select()
    .from(captchaStates)
    .where(eq(captchaStates.key, `RUNNING:CAPTCHA:${token}`));
  return (row!.value as { points: CaptchaPoint[] }).points;
}

/**
 * Passes a captcha (the blockPuzzle unless told) through the real `/captcha/get` and
 * `/captcha/check` routes, as the widget does, and returns the `captchaVerification` it
 * would hand to the app.
 */
export async function passCaptcha(
  ip: string,
  captchaType: 'blockPuzzle' | 'clickWord' = 'blockPuzzle',
): Promise<string> {
  const got = await post<CaptchaImageData>(getRoute, '/captcha/get', { captchaType }, ip);
  if (!got.repData) throw new Error(`captcha get failed: ${got.repCode} ${got.repMsg}`);
  const data = got.repData;
  const plaintext =
    captchaType === 'blockPuzzle'
      ? blockPuzzlePlaintext(await solveBlockPuzzle(data))
      : clickWordPlaintext(await storedClickPoints(data.token));
  const checked = await post(
    checkRoute,
    '/captcha/check',
    { captchaType, token: data.token, pointJson: aesEncrypt(plaintext, data.secretKey) },
    ip,
  );
  if (checked.repCode !== '0000') throw new Error(`captcha check failed: ${checked.repCode}`);
  return captchaVerificationOf(data.token, plaintext, data.secretKey);
}
