import { handler, ok } from '@/server/http/handler';
import { setSessionCookie } from '@/server/services/identity/auth';
import { registerInput, registerWithSmsCode } from '@/server/services/identity/register';
import {
  ACCOUNT_LABELS,
  accountSiteFields,
  accountSiteResult,
  REGISTER_RATE_LIMIT,
  requestMeta,
} from '@/server/services/identity/sms-code';

/**
 * 单点登录：注册 POST /v1/api/sso/register：同 auth/register，另收 returnUrl 与 from，
 * 返回用户信息，returnUrl 安全时一并返回
 */
export const POST = handler(
  {
    input: registerInput.extend(accountSiteFields),
    labels: ACCOUNT_LABELS,
    rateLimit: REGISTER_RATE_LIMIT,
  },
  async ({ req, input, ip }) => {
    const result = await registerWithSmsCode(input, requestMeta(req, ip));
    const res = ok(await accountSiteResult(result.userInfo, input.returnUrl));
    setSessionCookie(res, req, result);
    return res;
  },
);
