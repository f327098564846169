import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { searchOwnSkus, skuSearchInput } from '@/server/services/supplier-agreements';

/** 查找本企业商品规格 GET /v1/api/supplier/agreements/skus */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    input: skuSearchInput,
    labels: { keyword: '商品关键词' },
  },
  ({ user, input }) => searchOwnSkus(user, input.keyword),
);
