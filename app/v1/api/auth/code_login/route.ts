import { handler, ok } from '@/server/http/handler';
import { setSessionCookie } from '@/server/services/identity/auth';
import {
  ACCOUNT_LABELS,
  CODE_LOGIN_RATE_LIMIT,
  codeLoginInput,
  loginWithSmsCode,
  requestMeta,
} from '@/server/services/identity/sms-code';
import { withLoginLanding } from '@/server/services/login-landing';

/** 验证码登录 POST /v1/api/auth/code_login：成功时写入会话 Cookie 并返回用户信息（及无返回地址时的落地页） */
export const POST = handler(
  { input: codeLoginInput, labels: ACCOUNT_LABELS, rateLimit: CODE_LOGIN_RATE_LIMIT },
  async ({ req, input, ip }) => {
    const result = await loginWithSmsCode(input, requestMeta(req, ip));
    const res = ok(await withLoginLanding(result.userInfo));
    setSessionCookie(res, req, result);
    return res;
  },
);
