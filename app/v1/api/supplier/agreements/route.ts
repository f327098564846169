import { AGREEMENT_LABELS, agreementSchema } from '@/lib/agreement-price';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import {
  agreementListInput,
  createAgreement,
  listAgreements,
} from '@/server/services/supplier-agreements';

const supplierOnly = { auth: 'user', topType: TOP_TYPE.supplier } as const;

/** 协议价列表 GET /v1/api/supplier/agreements */
export const GET = handler(
  { ...supplierOnly, input: agreementListInput, labels: AGREEMENT_LABELS },
  ({ user, input }) => listAgreements(user, input),
);

/** 新增协议价 POST /v1/api/supplier/agreements */
export const POST = handler(
  { ...supplierOnly, input: agreementSchema, labels: AGREEMENT_LABELS },
  ({ user, input }) => createAgreement(user, input),
);
