import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { passedWorks, passWorkQuery } from '@/server/services/competition';
import { PAGE_LABELS } from '@/server/services/paging';

/** 赛段晋级作品 GET /v1/api/competition/trackStage/passWork */
export const GET = handler(
  { input: passWorkQuery, labels: { ...PAGE_LABELS, trackId: '赛道', stage: '赛段' } },
  async ({ input }) => ok(await passedWorks(input), PUBLIC_CACHE),
);
