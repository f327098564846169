import { handler } from '@/server/http/handler';
import {
  LISTING_LABELS,
  searchProducts,
  searchVisitorOf,
  tenantListingInput,
} from '@/server/services/catalog-search';

/** 供应商下商品 GET /v1/api/item/tenantItemSearch?tenantId=（供应商企业 id） */
export const GET = handler(
  { input: tenantListingInput, labels: LISTING_LABELS },
  async ({ req, input, user }) => searchProducts(input, await searchVisitorOf(req, user)),
);
