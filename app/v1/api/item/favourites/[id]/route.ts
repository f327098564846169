import { parseId } from '@/lib/id';
import { handler } from '@/server/http/handler';
import { badRequest } from '@/server/http/errors';
import { deleteFavourite } from '@/server/services/favourites';

/** 取消收藏 DELETE /v1/api/item/favourites/{id}（id 为商品 id，只删本人的收藏） */
export const DELETE = handler({ auth: 'user' }, async ({ user, params }) => {
  const id = parseId(String(params.id));
  if (!id) throw badRequest('参数「商品」错误');
  return deleteFavourite(user.id, id);
});
