import { handler, ok } from '@/server/http/handler';

/** 存活探针 GET /v1/api/health：进程能应答即 200，不查数据库，不限流，不缓存 */
export const GET = handler({ auth: 'none' }, async () =>
  ok(
    { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    {
      headers: { 'Cache-Control': 'no-store' },
    },
  ),
);
