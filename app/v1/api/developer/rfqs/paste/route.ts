import { parsePastedLines, RFQ_MSG } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';

/** 解析从 Excel 粘贴的询价明细（逐行报错，不保存） POST /v1/api/developer/rfqs/paste */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: RFQ_MSG.buyersOnly,
    input: z.object({ text: z.string().max(200_000, '粘贴内容过长') }),
    labels: { text: '粘贴内容' },
  },
  async ({ input }) => parsePastedLines(input.text),
);
