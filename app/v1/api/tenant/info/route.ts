import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { param } from '@/server/services/paging';
import { certificationInfo } from '@/server/services/certification';

/** 企业认证信息 GET /v1/api/tenant/info?enterpriseId=：本人的某个或当前企业身份（含驳回原因） */
export const GET = handler(
  {
    auth: 'user',
    input: z.object({ enterpriseId: param(idField().optional()) }),
    labels: { enterpriseId: '企业ID' },
  },
  ({ user, input }) => certificationInfo(user.id, input.enterpriseId),
);
