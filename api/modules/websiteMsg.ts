import { defineApis, endpoint } from '../registry';

export const websiteMsgApi = defineApis('websiteMsg', {
  /** 开发商未读消息数（-1 为全部） GET /v1/api/websiteMsg/developerMsgCount/{type} */
  developerMsgCount: endpoint<void, number>()('GET', '/v1/api/websiteMsg/developerMsgCount/{type}'),
  /** 供应商未读消息数（-1 为全部） GET /v1/api/websiteMsg/supplierMsgCount/{type} */
  supplierMsgCount: endpoint<void, number>()('GET', '/v1/api/websiteMsg/supplierMsgCount/{type}'),
  /** 未读消息数（其他身份） GET /v1/api/websiteMsg/count */
  msgCount: endpoint<void, number>()('GET', '/v1/api/websiteMsg/count'),
});
