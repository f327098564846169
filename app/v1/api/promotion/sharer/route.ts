import { SHARER_LABELS, sharerSchema } from '@/lib/supplier';
import { handler } from '@/server/http/handler';
import { registerSharer } from '@/server/services/supplier-programs';

/** 登记分享人 POST /v1/api/promotion/sharer：返回分享码 */
export const POST = handler(
  { auth: 'user', input: sharerSchema, labels: SHARER_LABELS },
  ({ user, input }) => registerSharer(user, input),
);
