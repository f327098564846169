import { handler } from '@/server/http/handler';
import { designerCertificationInfo } from '@/server/services/certification';

/** 认证资料详情（设计师认证状态、最近一次提交与驳回原因） GET /v1/api/authentication/detail */
export const GET = handler({ auth: 'user' }, ({ user }) => designerCertificationInfo(user.id));
