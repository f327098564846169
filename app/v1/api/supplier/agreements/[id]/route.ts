import { AGREEMENT_LABELS, AGREEMENT_MSG, agreementSchema } from '@/lib/agreement-price';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import {
  deleteAgreement,
  ownAgreement,
  updateAgreement,
} from '@/server/services/supplier-agreements';

const supplierOnly = { auth: 'user', topType: TOP_TYPE.supplier } as const;

/** 协议价详情 GET /v1/api/supplier/agreements/{id} */
export const GET = handler(supplierOnly, ({ user, params }) =>
  ownAgreement(user, routeId(params.id, AGREEMENT_MSG.notFound)),
);

/** 修改协议价 PUT /v1/api/supplier/agreements/{id} */
export const PUT = handler(
  { ...supplierOnly, input: agreementSchema, labels: AGREEMENT_LABELS },
  ({ user, params, input }) =>
    updateAgreement(user, routeId(params.id, AGREEMENT_MSG.notFound), input),
);

/** 删除协议价 DELETE /v1/api/supplier/agreements/{id} */
export const DELETE = handler(supplierOnly, ({ user, params }) =>
  deleteAgreement(user, routeId(params.id, AGREEMENT_MSG.notFound)),
);
