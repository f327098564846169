import { handler, ok } from '@/server/http/handler';
import { logout } from '@/server/services/identity/auth';
import {
  resetPasswordInput,
  resetPasswordWithSmsCode,
} from '@/server/services/identity/reset-password';
import {
  ACCOUNT_LABELS,
  RESET_PASSWORD_RATE_LIMIT,
  requestMeta,
} from '@/server/services/identity/sms-code';

/** 重置密码 PUT /v1/api/auth/resetPassword：设置新密码并退出该账号的所有会话 */
export const PUT = handler(
  { input: resetPasswordInput, labels: ACCOUNT_LABELS, rateLimit: RESET_PASSWORD_RATE_LIMIT },
  async ({ req, input, ip }) => {
    await resetPasswordWithSmsCode(input, requestMeta(req, ip));
    const res = ok(null);
    await logout(req, res);
    return res;
  },
);
