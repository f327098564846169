import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { switchEnterprise } from '@/server/services/identity/enterprise';

/** 切换企业身份 GET /v1/api/auth/enterprise/switch?enterpriseId=：只能切换到已认证的企业 */
export const GET = handler(
  {
    auth: 'user',
    write: true,
    input: z.object({ enterpriseId: idField() }),
    labels: { enterpriseId: '企业ID' },
  },
  ({ user, input }) => switchEnterprise(user.id, input.enterpriseId),
);
