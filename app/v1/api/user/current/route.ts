import { handler } from '@/server/http/handler';
import { requireUserInfo } from '@/server/services/identity/user-info';

/** 当前登录用户 GET /v1/api/user/current（访客 401 请先登录） */
export const GET = handler({ auth: 'user' }, ({ user }) => requireUserInfo(user.id));
