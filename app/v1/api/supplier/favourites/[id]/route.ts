import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import {
  isSupplierFavourite,
  removeSupplierFavourite,
  SUPPLIER_GONE,
} from '@/server/services/favourite-centre';

/** 是否已收藏该供应商（访客为 false） GET /v1/api/supplier/favourites/{id} */
export const GET = handler({ auth: 'optional' }, async ({ user, params }) =>
  user ? isSupplierFavourite(user.id, routeId(params.id, SUPPLIER_GONE)) : false,
);

/** 取消收藏供应商 DELETE /v1/api/supplier/favourites/{id} */
export const DELETE = handler({ auth: 'user' }, ({ user, params }) =>
  removeSupplierFavourite(user.id, routeId(params.id, SUPPLIER_GONE)),
);
