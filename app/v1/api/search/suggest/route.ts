import { handler, ok } from '@/server/http/handler';
import { searchSuggestions, suggestQuery } from '@/server/services/search-suggest';

// Browsers and CDNs may share an answer for 3 s only: a product a supplier saves is suggested
// within 5 s (docs/supplier-products.md).
const SUGGEST_CACHE = { headers: { 'Cache-Control': 'public, max-age=3, s-maxage=3' } };

/** 搜索联想 GET /v1/api/search/suggest?name=&type=1|2&pageSize=10 */
export const GET = handler(
  { input: suggestQuery, labels: { name: '关键词', type: '搜索类型', pageSize: '条数' } },
  async ({ input }) =>
    ok(await searchSuggestions(input.name, input.type, input.pageSize), SUGGEST_CACHE),
);
