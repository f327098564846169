import { handler } from '@/server/http/handler';
import { refreshTenantStatus } from '@/server/services/identity/enterprise';

/** 刷新企业认证状态 GET /v1/api/auth/user/refresh */
export const GET = handler({ auth: 'user' }, ({ user }) => refreshTenantStatus(user.id));
