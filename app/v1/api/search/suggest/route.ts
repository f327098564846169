import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { searchSuggestions, suggestQuery } from '@/server/services/search-suggest';

/** 搜索联想 GET /v1/api/search/suggest?name=&type=1|2&pageSize=10 */
export const GET = handler(
  { input: suggestQuery, labels: { name: '关键词', type: '搜索类型', pageSize: '条数' } },
  async ({ input }) =>
    ok(await searchSuggestions(input.name, input.type, input.pageSize), PUBLIC_CACHE),
);
