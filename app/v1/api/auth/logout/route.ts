import { handler, ok } from '@/server/http/handler';
import { logout } from '@/server/services/identity/auth';

/** 退出登录 POST /v1/api/auth/logout：删除会话并清除 Cookie，未登录时同样成功 */
export const POST = handler({}, async ({ req }) => {
  const res = ok(null);
  await logout(req, res);
  return res;
});
