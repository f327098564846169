import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery, Recruit, RecruitDetail } from '../types';

export const recruitApi = defineApis('recruit', {
  /** 供应商招募分页 GET /v1/api/recruit/paging */
  recruit: endpoint<PageQuery & { name?: string }, Page<Recruit>>()(
    'GET',
    '/v1/api/recruit/paging',
  ),
  /** 招募详情 GET /v1/api/recruit/{id} */
  recruitDetail: endpoint<void, RecruitDetail>()('GET', '/v1/api/recruit/{id}'),
});
