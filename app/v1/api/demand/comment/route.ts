import { demandCommentSchema } from '@/lib/opportunity-rules';
import { handler } from '@/server/http/handler';
import { addDemandComment } from '@/server/services/demand-detail';

/** 发表需求评论 POST /v1/api/demand/comment */
export const POST = handler(
  {
    auth: 'user',
    input: demandCommentSchema,
    labels: { demandId: '设计需求', content: '评论内容' },
    rateLimit: { name: 'demand-comment', max: 30, windowSeconds: 600 },
  },
  async ({ input, user }) => addDemandComment(user, input),
);
