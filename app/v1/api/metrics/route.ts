import { env } from '@/server/env';
import { handler } from '@/server/http/handler';
import { metricsResponse } from '@/server/observability/metrics-endpoint';

/** Prometheus 指标 GET /v1/api/metrics（Authorization: Bearer $METRICS_TOKEN；未配置令牌时 404） */
export const GET = handler({ auth: 'none' }, ({ req }) => metricsResponse(req, env.METRICS_TOKEN));
