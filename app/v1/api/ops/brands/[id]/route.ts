import { BRAND_LABELS, brandFormSchema, OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { updateBrand } from '@/server/services/ops-catalog';

/** 修改品牌（Logo、首字母、网址标识唯一） PUT /v1/api/ops/brands/{id} */
export const PUT = handler(
  { auth: 'ops', roles: ['content'], input: brandFormSchema, labels: BRAND_LABELS },
  ({ params, input, user }) =>
    updateBrand(user.id, routeId(params.id, OPS_CATALOG_MSG.brandNotFound), input),
);
