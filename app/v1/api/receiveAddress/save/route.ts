import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { ADDRESS_LABELS, receiveAddressSchema, saveAddress } from '@/server/services/checkout';

/** 保存收货地址 POST /v1/api/receiveAddress/save（带 id 为修改） */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: receiveAddressSchema,
    labels: ADDRESS_LABELS,
  },
  ({ user, input }) => saveAddress(user, input),
);
