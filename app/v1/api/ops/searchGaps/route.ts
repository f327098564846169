import { handler } from '@/server/http/handler';
import { SEARCH_GAP_LABELS, searchGaps, searchGapsInput } from '@/server/services/search-gaps';

/** 无结果与低点击搜索词 GET /v1/api/ops/searchGaps?kind=zero|lowClick&days=30 */
export const GET = handler(
  { auth: 'ops', roles: ['content'], input: searchGapsInput, labels: SEARCH_GAP_LABELS },
  ({ input }) => searchGaps(input),
);
