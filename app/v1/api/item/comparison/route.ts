import { handler } from '@/server/http/handler';
import { compareItems, comparisonInput } from '@/server/services/compare';

/** 商品对比 POST /v1/api/item/comparison */
export const POST = handler({ input: comparisonInput, labels: { itemIds: '商品' } }, ({ input }) =>
  compareItems(input.itemIds),
);
