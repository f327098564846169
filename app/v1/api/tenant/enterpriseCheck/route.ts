import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { enterpriseNameTaken } from '@/server/services/certification';

/** 企业名称是否已认证 GET /v1/api/tenant/enterpriseCheck?name=：已认证或审核中的同名企业 → true */
export const GET = handler(
  {
    auth: 'user',
    input: z.object({ name: z.string().trim().min(1).max(64) }),
    labels: { name: '企业名称' },
  },
  ({ input }) => enterpriseNameTaken(input.name),
);
