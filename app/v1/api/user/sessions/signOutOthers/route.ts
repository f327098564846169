import { handler } from '@/server/http/handler';
import { signOutOtherSessions } from '@/server/services/account-settings';
import { SESSION_COOKIE } from '@/server/services/identity/session';

/** 退出其他设备上的登录（保留当前会话） POST /v1/api/user/sessions/signOutOthers */
export const POST = handler({ auth: 'user' }, ({ user, req }) =>
  signOutOtherSessions(user.id, req.cookies.get(SESSION_COOKIE)?.value ?? ''),
);
