import { handler } from '@/server/http/handler';
import { withdrawBid } from '@/server/services/bids';

/** 撤回招标（发布企业，报名中） GET /v1/api/bid/withdraw/{id} */
export const GET = handler({ auth: 'user', write: true }, async ({ params, user }) => {
  await withdrawBid(String(params.id), user);
  return null;
});
