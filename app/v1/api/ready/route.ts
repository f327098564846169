import { handler } from '@/server/http/handler';
import { checkReadiness, readinessResponse } from '@/server/observability/readiness';

/** 就绪探针 GET /v1/api/ready：数据库可达、迁移已全部应用、存储可写时 200，否则 503 并列出原因 */
export const GET = handler({ auth: 'none' }, async () => readinessResponse(await checkReadiness()));
