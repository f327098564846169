import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { matchEnterprises } from '@/server/services/certification';

/** 按名称匹配企业 GET /v1/api/tenant/match?name=：已认证企业，最多 10 个（企业名称联想） */
export const GET = handler(
  {
    auth: 'user',
    input: z.object({ name: z.string().max(64).default('') }),
    labels: { name: '企业名称' },
  },
  ({ input }) => matchEnterprises(input.name),
);
