import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

export const greenCarbonApi = defineApis('green-carbon', {
  /** 绿色小镇列表 GET /v1/api/green/town/list */
  greenTownList: endpoint<void, { id: number; name: string; logo?: string }[]>()(
    'GET',
    '/v1/api/green/town/list',
  ),
  /** 绿色低碳首页数据 GET /v1/api/green/homePage */
  greenHomePage: endpoint<void, Record<string, unknown>>()('GET', '/v1/api/green/homePage'),
  /** 绿色低碳展示数据 GET /v1/api/green/greenShowData */
  greenShowData: endpoint<PageQuery & { categoryId?: number }, Page<unknown>>()(
    'GET',
    '/v1/api/green/greenShowData',
  ),
  /** 跳转认证机构 GET /v1/api/green/gotuAuth/{id} */
  gotuAuth: endpoint<void, string>()('GET', '/v1/api/green/gotuAuth/{id}'),
});
