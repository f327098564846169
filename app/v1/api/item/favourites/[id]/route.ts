import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { badRequest } from '@/server/http/errors';
import { deleteFavourite } from '@/server/services/favourites';

const idParam = z.coerce.number().int().positive();

/** 取消收藏 DELETE /v1/api/item/favourites/{id}（id 为商品 id，只删本人的收藏） */
export const DELETE = handler({ auth: 'user' }, async ({ user, params }) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw badRequest('参数「商品」错误');
  return deleteFavourite(user.id, id.data);
});
