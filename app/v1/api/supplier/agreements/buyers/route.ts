import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { buyerSearchInput, searchBuyers } from '@/server/services/supplier-agreements';

/** 按名称查找已认证采购企业 GET /v1/api/supplier/agreements/buyers */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    input: buyerSearchInput,
    labels: { name: '企业名称' },
  },
  ({ user, input }) => searchBuyers(user, input.name),
);
