import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { helpArticle } from '@/server/services/content-pages';

/** 帮助文章 GET /v1/api/help/article/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = routeId(params.id, '帮助文章不存在');
  return ok(await helpArticle(id), PUBLIC_CACHE);
});
