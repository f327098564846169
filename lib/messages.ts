/** Station messages (站内信): kinds, filters and the side a centre lists (spec §6). */
import type { WorkbenchSide } from './workbench-nav';

export const MESSAGE_KINDS = ['system', 'order', 'bid', 'inquiry', 'activity', 'auth'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  system: '系统通知',
  order: '订单消息',
  bid: '招投标',
  inquiry: '询价报价',
  activity: '活动消息',
  auth: '认证消息',
};

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value);
}

export type ReadFilter = 'all' | 'unread' | 'read';
export const READ_FILTER_LABELS: Record<ReadFilter, string> = {
  all: '全部',
  unread: '未读',
  read: '已读',
};

export interface MessageFilter {
  kind: MessageKind | null;
  read: ReadFilter;
  pageNo: number;
}

export const MESSAGE_PAGE_SIZE = 10;

/** Reads the list state from a page's query; anything unknown falls back to the default. */
export function parseMessageFilter(query: Record<string, string | string[] | undefined>) {
  const one = (k: string) => {
    const v = query[k];
    return typeof v === 'string' ? v : undefined;
  };
  const kind = one('type');
  const read = one('read');
  const pageNo = Number(one('pageNo'));
  return {
    kind: isMessageKind(kind) ? kind : null,
    read: read === 'unread' || read === 'read' ? read : 'all',
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 10_000 ? pageNo : 1,
  } satisfies MessageFilter;
}

/** The query string of a list state (defaults left out), for links and the API. */
export function messageFilterQuery(filter: Partial<MessageFilter>): string {
  const q = new URLSearchParams();
  if (filter.kind) q.set('type', filter.kind);
  if (filter.read && filter.read !== 'all') q.set('read', filter.read);
  if (filter.pageNo && filter.pageNo > 1) q.set('pageNo', String(filter.pageNo));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The message side a centre lists: 采购中心 the developer side, 供应中心 the supplier side,
 * 个人中心 every message of the user (null), matching the top bar's counts.
 */
export function messageSideOf(side: WorkbenchSide): 'developer' | 'supplier' | null {
  return side === 'personal' ? null : side;
}

/** A message link the page may show as 查看: only in-app paths. */
export function safeMessageLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const t = link.trim();
  return t.startsWith('/') && !t.startsWith('//') && !t.startsWith('/\\') ? t : null;
}
