import { registrationSchema } from '@/lib/supplier';
import { handler } from '@/server/http/handler';
import { signUpSelectedSupplier } from '@/server/services/supplier-programs';

/**
 * 提交优选供应商报名（/enroll） POST /v1/api/registration/submit { enterpriseId }：与
 * POST apply/{tenantId} 同一规则与记录，运营在 /ops“优选供应商报名”中审核。
 */
export const POST = handler(
  {
    auth: 'user',
    input: registrationSchema,
    labels: { enterpriseId: '报名企业' },
    rateLimit: { name: 'registration-submit', max: 30, windowSeconds: 3600 },
  },
  ({ user, input }) => signUpSelectedSupplier(user, input.enterpriseId),
);
