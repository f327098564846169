import { defineApis, endpoint } from '../registry';
import type { LineProblem } from '@/lib/cart';
import type { CartQuantity } from '../types';

export interface CartLine {
  id: number;
  itemId: number;
  skuId: number;
  num: number;
  /** Unit price in fen the buyer pays now (agreement price or the price rule); null is 询价. */
  price: number | null;
  priceType: number;
  itemName: string;
  skuName?: string;
  picUrl?: string;
  tenantId: number;
  tenantName: string;
  checked?: boolean;
  unit: string;
  extraPriceJson: { priceRange?: string | null } | null;
  salesAttributes: { key: string; value: string }[];
  stock: number;
  /** The price is the buyer enterprise's agreement price. */
  agreement: boolean;
  /** Unit price when the line was added or last edited; differs from price when it changed. */
  addedPrice: number | null;
  priceChanged: boolean;
  /** Why the line cannot be ordered now (withdrawn, 询价, no stock); null when it can. */
  problem: LineProblem;
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
  getCartStatement: endpoint<{ ids: number[] }, CartStatement>()(
    'GET',
    '/v1/api/shopping-cart/carts/statement',
  ),
});
