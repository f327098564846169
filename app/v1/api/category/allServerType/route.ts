import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { categoryTree } from '@/server/services/category';

/** 全部服务类型（含隐藏类目）GET /v1/api/category/allServerType */
export const GET = handler({}, async () => ok(await categoryTree(false), PUBLIC_CACHE));
