import { TOP_TYPE } from '@/lib/roles';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { RIGHTS_BUYERS_ONLY, openRightFiles } from '@/server/services/rights';

/** 查看权益 GET /v1/api/item/rights/see */
export const GET = handler(
  {
    auth: 'user',
    write: true,
    topType: TOP_TYPE.buyer,
    forbiddenMsg: RIGHTS_BUYERS_ONLY,
    input: z.object({ itemId: idField() }),
    labels: { itemId: '商品' },
  },
  ({ user, input }) => openRightFiles(user, input.itemId, 'see'),
);
