import { handler } from '@/server/http/handler';
import {
  brandListingInput,
  LISTING_LABELS,
  searchProducts,
  searchVisitorOf,
} from '@/server/services/catalog-search';

/** 品牌下商品 GET /v1/api/item/brandItemSearch?brandId= */
export const GET = handler(
  { input: brandListingInput, labels: LISTING_LABELS },
  async ({ req, input, user }) => searchProducts(input, await searchVisitorOf(req, user)),
);
