import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { helpCategories } from '@/server/services/content-pages';

/** 帮助中心目录 GET /v1/api/help/categories */
export const GET = handler({}, async () => ok(await helpCategories(), PUBLIC_CACHE));
