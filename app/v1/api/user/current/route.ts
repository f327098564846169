import { fail, handler } from '@/server/http/handler';
import { MSG } from '@/server/http/errors';
import { logout } from '@/server/services/identity/auth';
import { requireUserInfo } from '@/server/services/identity/user-info';

/** 当前登录用户 GET /v1/api/user/current（访客 401 请先登录） */
export const GET = handler({}, async ({ req, user }) => {
  if (user) return requireUserInfo(user.id);
  // Pages ask only while the signed-in hint is set: a session the server no longer knows
  // (expired, signed out elsewhere) loses its cookies here, so the next page does not ask.
  const res = fail(401, MSG.loginRequired);
  await logout(req, res);
  return res;
});
