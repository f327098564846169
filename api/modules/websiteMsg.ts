import { defineApis, endpoint } from '../registry';
import type { Page } from '../types';

/** 消息中心: 采购中心 (developer), 供应中心 (supplier), 个人中心 (personal, every side). */
export type MessageCentreSide = 'developer' | 'supplier' | 'personal';

export interface StationMessage {
  id: number;
  side: string;
  /** system | order | bid | inquiry | activity | auth */
  kind: string;
  title: string;
  content: string;
  /** In-app path the message points at, shown as 查看. */
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface MessagePageQuery {
  side: MessageCentreSide;
  type?: string;
  read?: 'all' | 'unread' | 'read';
  pageNo?: number;
}

export const websiteMsgApi = defineApis('websiteMsg', {
  /** 开发商未读消息数（-1 为全部） GET /v1/api/websiteMsg/developerMsgCount/{type} */
  developerMsgCount: endpoint<void, number>()('GET', '/v1/api/websiteMsg/developerMsgCount/{type}'),
  /** 供应商未读消息数（-1 为全部） GET /v1/api/websiteMsg/supplierMsgCount/{type} */
  supplierMsgCount: endpoint<void, number>()('GET', '/v1/api/websiteMsg/supplierMsgCount/{type}'),
  /** 未读消息数（其他身份） GET /v1/api/websiteMsg/count */
  msgCount: endpoint<void, number>()('GET', '/v1/api/websiteMsg/count'),
  /** 站内信分页 GET /v1/api/websiteMsg/page */
  messagePage: endpoint<MessagePageQuery, Page<StationMessage> & { unread: number }>()(
    'GET',
    '/v1/api/websiteMsg/page',
  ),
  /** 标记一条站内信为已读 POST /v1/api/websiteMsg/read/{id} */
  readMessage: endpoint<void, null>()('POST', '/v1/api/websiteMsg/read/{id}'),
  /** 全部标为已读 POST /v1/api/websiteMsg/readAll */
  readAllMessages: endpoint<{ side: MessageCentreSide }, number>()(
    'POST',
    '/v1/api/websiteMsg/readAll',
  ),
});
