import { defineApis, endpoint } from '../registry';
import type { SearchSuggestion } from '../types';

export const searchApi = defineApis('search', {
  /** 搜索联想（type 1 产品、2 供应商；前端 1 秒节流） GET /v1/api/search/suggest */
  getProductSearchRes: endpoint<
    { name: string; type: 1 | 2; pageSize: number },
    SearchSuggestion[]
  >()('GET', '/v1/api/search/suggest'),
});
