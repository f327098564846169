import { handler } from '@/server/http/handler';
import { demandIdInput, setDemandCollected } from '@/server/services/demand-detail';

/** 取消收藏需求 POST /v1/api/demand/collect/cancel {id} */
export const POST = handler(
  { auth: 'user', input: demandIdInput, labels: { id: '设计需求' } },
  async ({ input, user }) => setDemandCollected(user, input.id, false),
);
