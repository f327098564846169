import { ACCOUNT_SETTINGS_LABELS, profileSchema } from '@/lib/account-settings';
import { handler } from '@/server/http/handler';
import { updateProfile } from '@/server/services/account-settings';

/** 修改个人资料（姓名、头像） POST /v1/api/user/profile */
export const POST = handler(
  { auth: 'user', input: profileSchema, labels: ACCOUNT_SETTINGS_LABELS },
  ({ user, input }) => updateProfile(user.id, input),
);
