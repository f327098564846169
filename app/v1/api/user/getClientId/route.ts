import { randomUUID } from 'node:crypto';
import { handler, ok } from '@/server/http/handler';
import { getUserClientId } from '@/server/services/identity/client-id';
import { VISITOR_COOKIE, visitorId } from '@/server/services/visitor';

/** 会话客户端 ID GET /v1/api/user/getClientId：登录用户取账号的，访客取（或生成）浏览器的 */
export const GET = handler({}, async ({ req, user }) => {
  if (user) return getUserClientId(user.id);
  const existing = visitorId(req);
  const id = existing ?? randomUUID();
  const res = ok(id);
  if (!existing) {
    res.cookies.set(VISITOR_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 365 * 24 * 3600,
    });
  }
  return res;
});
