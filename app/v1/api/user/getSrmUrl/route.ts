import { handler } from '@/server/http/handler';
import { srmUrlFor } from '@/server/services/opportunity';
import { getThemeForHost } from '@/server/services/theme';

/** SRM 系统地址 GET /v1/api/user/getSrmUrl（需登录） */
export const GET = handler({ auth: 'user' }, async ({ req, user }) =>
  srmUrlFor(user.id, await getThemeForHost(req.headers.get('host'))),
);
