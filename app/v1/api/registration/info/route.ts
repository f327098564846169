import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { registrationInfo } from '@/server/services/supplier-programs';

/** 优选供应商报名信息（/enroll） GET /v1/api/registration/info?id=：不带 id 时为当前企业 */
export const GET = handler(
  { auth: 'user', input: z.object({ id: idField().optional() }), labels: { id: '企业' } },
  ({ user, input }) => registrationInfo(user, input.id),
);
