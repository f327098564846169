import { defineApis, endpoint } from '../registry';
import type { BidListQuery, BidNotice, BidProject, Page, PageQuery, SrmBidNotice } from '../types';

/** An SRM page carries both paging spellings: pageNo/pageSize and current/size. */
export interface SrmPage<T> extends Page<T> {
  current: number;
  size: number;
}

export const bidApi = defineApis('bid', {
  /** 公开招标公告（首页面板） GET /v1/api/bid/openBids */
  openBidsPaging: endpoint<PageQuery & { area?: string; title?: string }, Page<BidNotice>>()(
    'GET',
    '/v1/api/bid/openBids',
  ),
  /** 招标项目分页 GET /v1/api/bid/bids */
  getBidPaging: endpoint<BidListQuery, Page<BidProject>>()('GET', '/v1/api/bid/bids'),
  /** 招标品类 GET /v1/api/bid/bidItemType */
  bidItemType: endpoint<void, { id: number; name: string }[]>()('GET', '/v1/api/bid/bidItemType'),
  /** 招标详情（id 为 projectId） GET /v1/api/bid/{id} */
  bidDetail: endpoint<void, BidProject & Record<string, unknown>>()('GET', '/v1/api/bid/{id}'),
  /** SRM 招标公告 GET /v1/api/bid/srmNotice */
  getSrmBidPaging: endpoint<{ current: number; size: number }, SrmPage<SrmBidNotice>>()(
    'GET',
    '/v1/api/bid/srmNotice',
  ),
  /** 撤回招标 GET /v1/api/bid/withdraw/{id} */
  bidWithdraw: endpoint<void, null>()('GET', '/v1/api/bid/withdraw/{id}'),
});
