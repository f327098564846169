import { handler } from '@/server/http/handler';
import {
  LISTING_LABELS,
  listingInput,
  searchProducts,
  searchVisitorOf,
} from '@/server/services/catalog-search';

/** 产品列表（/product 与分类路径） GET /v1/api/product/paging */
export const GET = handler(
  { input: listingInput, labels: LISTING_LABELS },
  async ({ req, input, user }) => searchProducts(input, await searchVisitorOf(req, user)),
);
