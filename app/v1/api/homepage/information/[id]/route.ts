import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { notFound } from '@/server/http/errors';
import { handler, ok } from '@/server/http/handler';
import { informationDetail } from '@/server/services/home-content';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** 资讯详情 GET /v1/api/homepage/information/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw notFound('资讯不存在');
  return ok(await informationDetail(id.data), PUBLIC_CACHE);
});
