import { handler } from '@/server/http/handler';
import { getAuthInfo } from '@/server/services/identity/enterprise';

/** 当前企业身份的认证信息 GET /v1/api/enterprise/authInfo */
export const GET = handler({ auth: 'user' }, ({ user }) => getAuthInfo(user.id));
