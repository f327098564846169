import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { demandCommentInfo } from '@/server/services/demand-detail';

/** 需求评论详情 GET /v1/api/demand/comment/info?id= */
export const GET = handler(
  { input: z.object({ id: idField() }), labels: { id: '评论' } },
  async ({ input }) => demandCommentInfo(input.id),
);
