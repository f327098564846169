import { TOP_TYPE } from '@/lib/roles';
import { idNumber } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { setShelf } from '@/server/services/supplier-product';

const shelfInput = z.object({
  ids: z
    .array(idNumber(), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(100, '一次最多操作 100 个商品'),
  onShelf: z.boolean({ error: '请选择上架或下架' }),
});

/** 上架/下架 POST /v1/api/supplier/item/shelf { ids, onShelf } */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    input: shelfInput,
    labels: { ids: '商品', onShelf: '上下架' },
  },
  ({ user, input }) => setShelf(user, [...new Set(input.ids)], input.onShelf),
);
