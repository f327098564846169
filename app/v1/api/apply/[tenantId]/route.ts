import { recruitApplySchema } from '@/lib/supplier';
import { describeIssue, z } from '@/lib/zod';
import { badRequest } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { applyToRecruit, signUpSelectedSupplier } from '@/server/services/supplier-programs';

const input = z.looseObject({ recruitId: z.unknown().optional() });
const LABELS = { recruitId: '招募', contactName: '联系人', phone: '手机号', remark: '补充说明' };

/**
 * 报名 POST /v1/api/apply/{tenantId}：企业 tenantId 报名优选供应商计划；带 recruitId 时报名
 * 该供应商招募（联系人、手机号、补充说明）。
 */
export const POST = handler({ auth: 'user', input, labels: LABELS }, ({ user, input, params }) => {
  const tenantId = routeId(params.tenantId, '企业不存在');
  if (input.recruitId === undefined) return signUpSelectedSupplier(user, tenantId);
  const parsed = recruitApplySchema.safeParse(input);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error, LABELS));
  return applyToRecruit(user, tenantId, parsed.data);
});
