import { handler } from '@/server/http/handler';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';
import { pendingProducts } from '@/server/services/product-review';

/** 待审核商品 GET /v1/api/ops/products（等待最久的在前） */
export const GET = handler(
  { auth: 'ops', roles: ['auditor'], input: pageQuery(10), labels: PAGE_LABELS },
  ({ input }) => pendingProducts(input),
);
