import { supplierProductQuery } from '@/lib/supplier-product';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { listSupplierProducts } from '@/server/services/supplier-product';

/** 供应商商品列表 GET /v1/api/supplier/item/page?keyword=&state=&categoryId=&pageNo=&pageSize= */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    input: supplierProductQuery,
    labels: {
      keyword: '关键词',
      state: '商品状态',
      categoryId: '类目',
      pageNo: '页码',
      pageSize: '每页条数',
    },
  },
  ({ user, input }) => listSupplierProducts(user, input),
);
