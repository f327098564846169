import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { categoryTree } from '@/server/services/category';

/** 前台类目树 GET /v1/api/category/findAllFront */
export const GET = handler({}, async () => ok(await categoryTree(true), PUBLIC_CACHE));
