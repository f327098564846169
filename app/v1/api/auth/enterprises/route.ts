import { handler } from '@/server/http/handler';
import { listUserEnterprises } from '@/server/services/identity/enterprise';

/** 当前用户的企业身份列表 GET /v1/api/auth/enterprises */
export const GET = handler({ auth: 'user' }, ({ user }) => listUserEnterprises(user.id));
