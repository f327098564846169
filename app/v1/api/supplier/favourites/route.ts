import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { addSupplierFavourite } from '@/server/services/favourite-centre';

const input = z.object({
  supplierId: z.coerce
    .number({ error: '请选择供应商' })
    .int()
    .positive('请选择供应商')
    .max(2_147_483_647),
});

/** 收藏供应商 POST /v1/api/supplier/favourites */
export const POST = handler(
  { auth: 'user', input, labels: { supplierId: '供应商' } },
  ({ user, input }) => addSupplierFavourite(user.id, input.supplierId),
);
