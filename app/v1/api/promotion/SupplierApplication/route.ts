import { APPLICATION_LABELS, supplierApplicationSchema } from '@/lib/supplier';
import { handler } from '@/server/http/handler';
import { createSupplierApplication } from '@/server/services/supplier-programs';

/** 供应商报名申请 POST /v1/api/promotion/SupplierApplication（需登录） */
export const POST = handler(
  {
    auth: 'user',
    input: supplierApplicationSchema,
    labels: APPLICATION_LABELS,
    rateLimit: { name: 'supplier-application', max: 20, windowSeconds: 3600 },
  },
  ({ user, input }) => createSupplierApplication(user, input),
);
