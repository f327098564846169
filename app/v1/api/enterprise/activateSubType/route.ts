import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { activateSubType } from '@/server/services/identity/enterprise';

/** 开通另一种身份（供应商/采购商） POST /v1/api/enterprise/activateSubType */
export const POST = handler(
  {
    auth: 'user',
    input: z.object({ type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])) }),
    labels: { type: '身份类型' },
  },
  ({ user, input }) => activateSubType(user.id, input.type),
);
