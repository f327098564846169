import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { categoryTree } from '@/server/services/category';

/** 全部类目树 GET /v1/api/category/findAll */
export const GET = handler({}, async () => ok(await categoryTree(false), PUBLIC_CACHE));
