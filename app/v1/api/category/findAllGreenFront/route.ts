import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { greenCategoryTree } from '@/server/services/green';

/** 绿色低碳产品分类树 GET /v1/api/category/findAllGreenFront */
export const GET = handler({}, async () => ok(await greenCategoryTree(), PUBLIC_CACHE));
