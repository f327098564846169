import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { addFavourite } from '@/server/services/favourites';

/** 加入收藏 POST /v1/api/item/favourites */
export const POST = handler(
  {
    auth: 'user',
    input: z.object({ itemId: idField() }),
    labels: { itemId: '商品' },
  },
  ({ user, input }) => addFavourite(user.id, input.itemId),
);
