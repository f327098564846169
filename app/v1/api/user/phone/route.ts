import { ACCOUNT_SETTINGS_LABELS, phoneChangeSchema } from '@/lib/account-settings';
import { handler } from '@/server/http/handler';
import { changePhone } from '@/server/services/account-settings';

/** 更换手机号（新手机号 + 短信验证码） POST /v1/api/user/phone */
export const POST = handler(
  {
    auth: 'user',
    input: phoneChangeSchema,
    labels: ACCOUNT_SETTINGS_LABELS,
    rateLimit: { name: 'user-phone', max: 10, windowSeconds: 60 },
  },
  ({ user, input, ip }) => changePhone(user.id, input, ip),
);
