import { ACCOUNT_SETTINGS_LABELS, passwordChangeSchema } from '@/lib/account-settings';
import { handler } from '@/server/http/handler';
import { changePassword } from '@/server/services/account-settings';

/** 修改密码（需原密码） POST /v1/api/user/password */
export const POST = handler(
  {
    auth: 'user',
    input: passwordChangeSchema,
    labels: ACCOUNT_SETTINGS_LABELS,
    rateLimit: { name: 'user-password', max: 10, windowSeconds: 60 },
  },
  ({ user, input }) => changePassword(user.id, input),
);
