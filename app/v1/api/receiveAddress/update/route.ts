import { idNumber } from '@/lib/id';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { ADDRESS_LABELS, receiveAddressSchema, saveAddress } from '@/server/services/checkout';

const input = receiveAddressSchema.extend({
  id: idNumber('请选择要修改的地址'),
});

/** 修改收货地址（id 必填，只能改自己的） POST /v1/api/receiveAddress/update */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input,
    labels: { ...ADDRESS_LABELS, id: '地址' },
  },
  ({ user, input }) => saveAddress(user, input),
);
