import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler, ok } from '@/server/http/handler';
import { competitionExtraFields } from '@/server/services/competition';

const input = z.object({
  competitionId: idField(),
  designerType: z.coerce.number().int().optional(),
});

/** 报名附加字段 POST /v1/api/competition/queryAddField */
export const POST = handler(
  { input, labels: { competitionId: '大赛', designerType: '设计师类型' } },
  async ({ input }) => ok(await competitionExtraFields(input.competitionId)),
);
