import { CERTIFICATION_LABELS, certificationUpdateSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { updateCertification } from '@/server/services/certification';

/** 修改企业认证 PUT /v1/api/tenant/update：驳回或待完善的认证由本人重新提交 */
export const PUT = handler(
  {
    auth: 'user',
    input: certificationUpdateSchema,
    labels: { ...CERTIFICATION_LABELS, enterpriseId: '企业ID' },
    rateLimit: { name: 'tenant-update', max: 30, windowSeconds: 3600 },
  },
  ({ user, input }) => updateCertification(user.id, input),
);
