import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { addSupplierFavourite } from '@/server/services/favourite-centre';

const input = z.object({
  supplierId: idField('请选择供应商'),
});

/** 收藏供应商 POST /v1/api/supplier/favourites */
export const POST = handler(
  { auth: 'user', input, labels: { supplierId: '供应商' } },
  ({ user, input }) => addSupplierFavourite(user.id, input.supplierId),
);
