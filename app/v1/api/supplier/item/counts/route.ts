import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { supplierProductCounts } from '@/server/services/supplier-product';

/** 供应商商品各状态数量 GET /v1/api/supplier/item/counts */
export const GET = handler({ auth: 'user', topType: TOP_TYPE.supplier }, ({ user }) =>
  supplierProductCounts(user),
);
