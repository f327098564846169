import { handler, ok } from '@/server/http/handler';
import { setSessionCookie } from '@/server/services/identity/auth';
import {
  ACCOUNT_LABELS,
  accountSiteFields,
  accountSiteResult,
  CODE_LOGIN_RATE_LIMIT,
  codeLoginInput,
  loginWithSmsCode,
  requestMeta,
} from '@/server/services/identity/sms-code';
import { withLoginLanding } from '@/server/services/login-landing';

/**
 * 单点登录：验证码登录 POST /v1/api/sso/code_login：同 auth/code_login，另收 returnUrl 与 from，
 * 返回用户信息，returnUrl 安全时一并返回
 */
export const POST = handler(
  {
    input: codeLoginInput.extend(accountSiteFields),
    labels: ACCOUNT_LABELS,
    rateLimit: CODE_LOGIN_RATE_LIMIT,
  },
  async ({ req, input, ip }) => {
    const result = await loginWithSmsCode(input, requestMeta(req, ip));
    const { landingUrl } = await withLoginLanding(result.userInfo);
    const answer = await accountSiteResult(result.userInfo, input.returnUrl);
    const res = ok(landingUrl ? { ...answer, landingUrl } : answer);
    setSessionCookie(res, req, result);
    return res;
  },
);
