import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { projectPage, projectPageInput } from '@/server/services/checkout';
import { PAGE_LABELS } from '@/server/services/paging';

/** 可移入的项目分页 GET /v1/api/demand/project/moveProjectPaging */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: projectPageInput,
    labels: PAGE_LABELS,
  },
  ({ user, input }) => projectPage(user, input),
);
