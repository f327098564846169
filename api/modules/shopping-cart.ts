import { defineApis, endpoint } from '../registry';
import type { CartQuantity } from '../types';

export interface CartLine {
  id: number;
  itemId: number;
  skuId: number;
  num: number;
  price: number | null;
  priceType: number;
  itemName: string;
  skuName?: string;
  picUrl?: string;
  tenantId: number;
  tenantName: string;
  checked?: boolean;
}

export interface CartStatement {
  totalNum: number;
  totalAmount: number;
  lines: CartLine[];
}

export const shoppingCartApi = defineApis('shopping-cart', {
  /** 加入采购车（开发商） POST /v1/api/developer/cart */
  addDeveloperCart: endpoint<CartQuantity, number>()('POST', '/v1/api/developer/cart'),
  /** 修改采购车数量（开发商） PUT /v1/api/developer/cart */
  updateDeveloperCart: endpoint<CartQuantity, number>()('PUT', '/v1/api/developer/cart'),
  /** 采购车商品数（开发商） GET /v1/api/developer/cart/count */
  getDeveloperCartNum: endpoint<void, number>()('GET', '/v1/api/developer/cart/count'),
  /** 采购车列表 GET /v1/api/shopping-cart/carts */
  getCarts: endpoint<void, CartLine[]>()('GET', '/v1/api/shopping-cart/carts'),
  /** 采购车结算单 GET /v1/api/shopping-cart/carts/statement */
  getCartStatement: endpoint<{ ids?: number[] } | undefined, CartStatement>()(
    'GET',
    '/v1/api/shopping-cart/carts/statement',
  ),
});
