import { defineApis, endpoint } from '../registry';
import type { BargainingListQuery, InquiryNotice, Page, PageQuery } from '../types';

export const inquiryApi = defineApis('inquiry', {
  /** 询价公告分页 GET /v1/api/inquiry/bargainingPaging */
  bargainingPaging: endpoint<BargainingListQuery, Page<InquiryNotice>>()(
    'GET',
    '/v1/api/inquiry/bargainingPaging',
  ),
  /** 询价详情 GET /v1/api/inquiry/bargaining/{id} */
  getBargaining: endpoint<void, InquiryNotice & Record<string, unknown>>()(
    'GET',
    '/v1/api/inquiry/bargaining/{id}',
  ),
  /** 自助询价提交 POST /v1/api/inquiry/selfInquiry */
  selfInquirySubmit: endpoint<Record<string, unknown>, { id: number }>()(
    'POST',
    '/v1/api/inquiry/selfInquiry',
  ),
  /** 我的自助询价 GET /v1/api/inquiry/selfInquiry/paging */
  selfInquiryPaging: endpoint<PageQuery, Page<unknown>>()(
    'GET',
    '/v1/api/inquiry/selfInquiry/paging',
  ),
  /** 自助询价列表（供应商可见） GET /v1/api/inquiry/selfInquiry */
  selfInquiryList: endpoint<PageQuery, Page<unknown>>()('GET', '/v1/api/inquiry/selfInquiry'),
});
