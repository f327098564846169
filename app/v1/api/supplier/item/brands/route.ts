import { TOP_TYPE } from '@/lib/roles';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { param } from '@/server/services/paging';
import { brandOptions } from '@/server/services/supplier-product';

/** 可选品牌 GET /v1/api/supplier/item/brands?categoryId= */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    input: z.object({ categoryId: param(idField().optional()) }),
    labels: { categoryId: '类目' },
  },
  ({ input }) => brandOptions(input.categoryId),
);
