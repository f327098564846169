import { defineApis, endpoint } from '../registry';

export const cartApi = defineApis('cart', {
  /** 购物车商品数 GET /v1/api/cart/count */
  getCartNum: endpoint<void, number>()('GET', '/v1/api/cart/count'),
  /** 删除购物车条目（返回新的购物车商品数） DELETE /v1/api/cart/{id} */
  deleteCart: endpoint<void, number>()('DELETE', '/v1/api/cart/{id}'),
});
