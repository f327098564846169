import { handler } from '@/server/http/handler';
import { cartLineCount } from '@/server/services/cart-count';

/** 购物车商品数 GET /v1/api/cart/count（非采购商为 0） */
export const GET = handler({ auth: 'user' }, ({ user }) => cartLineCount(user));
