import { MAX_ID } from '@/lib/id';
import { z } from '@/lib/zod';
import { badRequest } from '@/server/http/errors';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { categoryChildren } from '@/server/services/category';

const pidSchema = z.coerce.number().int().min(0).max(MAX_ID);

/** 子类目 GET /v1/api/category/findByPid/{pid} */
export const GET = handler({}, async ({ params }) => {
  const pid = pidSchema.safeParse(params.pid);
  if (!pid.success) throw badRequest('参数「pid」错误：请输入不小于 0 的整数');
  return ok(await categoryChildren(pid.data), PUBLIC_CACHE);
});
