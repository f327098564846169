import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { param } from '@/server/services/paging';
import { sharerInfo } from '@/server/services/supplier-programs';

const input = z.object({ shareCode: param(z.string().trim().max(32).optional()) });

/** 分享人信息 GET /v1/api/promotion/sharerInfo?shareCode=（不带分享码时为本人的登记） */
export const GET = handler({ input, labels: { shareCode: '分享码' } }, ({ user, input }) =>
  sharerInfo(user, input.shareCode),
);
