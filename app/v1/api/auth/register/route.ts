import { handler, ok } from '@/server/http/handler';
import { setSessionCookie } from '@/server/services/identity/auth';
import { registerInput, registerWithSmsCode } from '@/server/services/identity/register';
import {
  ACCOUNT_LABELS,
  REGISTER_RATE_LIMIT,
  requestMeta,
} from '@/server/services/identity/sms-code';

/** 注册 POST /v1/api/auth/register：创建个人账号并登录，返回用户信息 */
export const POST = handler(
  { input: registerInput, labels: ACCOUNT_LABELS, rateLimit: REGISTER_RATE_LIMIT },
  async ({ req, input, ip }) => {
    const result = await registerWithSmsCode(input, requestMeta(req, ip));
    const res = ok(result.userInfo);
    setSessionCookie(res, req, result);
    return res;
  },
);
