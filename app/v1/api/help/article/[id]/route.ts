import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { notFound } from '@/server/http/errors';
import { handler, ok } from '@/server/http/handler';
import { helpArticle } from '@/server/services/content-pages';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** 帮助文章 GET /v1/api/help/article/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw notFound('帮助文章不存在');
  return ok(await helpArticle(id.data), PUBLIC_CACHE);
});
