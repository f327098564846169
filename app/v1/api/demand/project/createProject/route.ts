import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { createProject, PROJECT_LABELS, projectSchema } from '@/server/services/checkout';

/** 新建项目 POST /v1/api/demand/project/createProject */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: projectSchema,
    labels: PROJECT_LABELS,
  },
  ({ user, input }) => createProject(user, input),
);
