import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { brandsQuery, productBrands } from '@/server/services/brands';

/** 品牌馆 GET /v1/api/product/brands: the directory, or with `webmap` that brand. */
export const GET = handler({ input: brandsQuery, labels: { webmap: '品牌' } }, async ({ input }) =>
  ok(await productBrands(input.webmap), PUBLIC_CACHE),
);
