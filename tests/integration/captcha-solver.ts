import { POST as checkRoute } from '@/app/captcha/check/route';
import { POST as getRoute } from '@/app/captcha/get/route';
import { aesEncrypt, blockPuzzlePlaintext, captchaVerificationOf } from '@/lib/captcha';
import { request } from './fixtures';
import { solveBlockPuzzle, type CaptchaImageData } from '../fixtures/captcha-solver';

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
