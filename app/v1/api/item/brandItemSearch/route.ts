import { handler } from '@/server/http/handler';
import {
  brandListingInput,
  LISTING_LABELS,
  searchProducts,
  searcherOf,
} from '@/server/services/catalog-search';

/** 品牌下商品 GET /v1/api/item/brandItemSearch?brandId= */
export const GET = handler(
  { input: brandListingInput, labels: LISTING_LABELS },
  async ({ req, input, user }) => searchProducts(input, await searcherOf(req, user)),
);
