import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { recordClientError } from '@/server/services/error-log';

/** 前端错误日志 POST /v1/api/mall/log（仅 prod 环境的前端会上报） */
export const POST = handler(
  {
    input: z.object({
      url: z.string().trim().min(1).max(2000),
      message: z.string().trim().min(1).max(5000),
    }),
    labels: { url: '页面地址', message: '错误信息' },
    rateLimit: { name: 'mall-log', max: 30, windowSeconds: 60 },
  },
  async ({ input, req, ip, user }) => {
    await recordClientError({
      ...input,
      userAgent: req.headers.get('user-agent'),
      ip,
      userId: user?.id ?? null,
    });
    return null;
  },
);
