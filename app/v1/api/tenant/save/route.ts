import { CERTIFICATION_LABELS, certificationSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { saveCertification } from '@/server/services/certification';

/** 提交企业认证 POST /v1/api/tenant/save：新建待审核（company_approving）的企业身份 */
export const POST = handler(
  {
    auth: 'user',
    input: certificationSchema,
    labels: CERTIFICATION_LABELS,
    rateLimit: { name: 'tenant-save', max: 30, windowSeconds: 3600 },
  },
  ({ user, input }) => saveCertification(user.id, input),
);
