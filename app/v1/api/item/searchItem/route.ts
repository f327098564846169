import { handler } from '@/server/http/handler';
import {
  LISTING_LABELS,
  listingInput,
  searchProducts,
  searchVisitorOf,
} from '@/server/services/catalog-search';

/** 商品搜索 GET /v1/api/item/searchItem */
export const GET = handler(
  { input: listingInput, labels: LISTING_LABELS },
  async ({ req, input, user }) => searchProducts(input, await searchVisitorOf(req, user)),
);
