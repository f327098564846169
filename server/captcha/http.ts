import 'server-only';
import type { NextRequest } from 'next/server';
import { clientIp } from '@/server/http/handler';
import { captchaClientId } from './limits';
import { failure, REP, reply } from './protocol';
import { checkCaptcha, getCaptcha, type CaptchaResult } from './service';

async function readBody(req: NextRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** These two paths speak AJ-Captcha's envelope, not the `{ code, msg, data }` of handler(). */
function captchaRoute<T>(
  name: string,
  run: (body: Record<string, unknown>, clientId: string) => Promise<CaptchaResult<T>>,
) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      const clientId = captchaClientId(clientIp(req), req.headers.get('user-agent'));
      return reply(await run(await readBody(req), clientId));
    } catch (error) {
      console.error(`[captcha] ${name} failed`, error);
      return reply(failure(REP.exception));
    }
  };
}

/** 获取行为验证码 POST /captcha/get */
export const handleCaptchaGet = captchaRoute('get', getCaptcha);
/** 校验行为验证码 POST /captcha/check */
export const handleCaptchaCheck = captchaRoute('check', checkCaptcha);
