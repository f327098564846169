import 'server-only';
import type { NextRequest } from 'next/server';
import { readBody as readLimitedBody } from '@/server/http/body';
import { clientIp } from '@/server/http/handler';
import { logger } from '@/server/observability/logger';
import { captchaClientId } from './limits';
import { failure, REP, reply } from './protocol';
import { checkCaptcha, getCaptcha, type CaptchaResult } from './service';

// A captcha exchange is a few hundred bytes; these routes sit outside handler() and its limit.
const CAPTCHA_BODY_LIMIT = 16 * 1024;

/** The JSON object sent, or {} for anything else (too long, not JSON), which the check refuses. */
async function readBody(req: NextRequest): Promise<Record<string, unknown>> {
  try {
    const raw = await readLimitedBody(req, 'json', CAPTCHA_BODY_LIMIT);
    const body: unknown = JSON.parse(new TextDecoder().decode(raw));
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
      logger.error({ err: error, route: `/captcha/${name}` }, 'captcha request failed');
      return reply(failure(REP.exception));
    }
  };
}

/** 获取行为验证码 POST /captcha/get */
export const handleCaptchaGet = captchaRoute('get', getCaptcha);
/** 校验行为验证码 POST /captcha/check */
export const handleCaptchaCheck = captchaRoute('check', checkCaptcha);
