import { handler } from '@/server/http/handler';
import { otherSessionCount } from '@/server/services/account-settings';
import { SESSION_COOKIE } from '@/server/services/identity/session';

/** 其他设备上的登录会话数 GET /v1/api/user/sessions */
export const GET = handler({ auth: 'user' }, ({ user, req }) =>
  otherSessionCount(user.id, req.cookies.get(SESSION_COOKIE)?.value ?? ''),
);
