import type { SrmPage } from '@/api/modules/bid';
import type {
  Activity,
  BidNotice,
  BidProject,
  Demand,
  InquiryNotice,
  Page,
  Recruit,
} from '@/api/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Items older than this are dropped (spec §9). */
export const OLD_ITEM_CUTOFF_DAYS = 180;
/** Items younger than this get a red dot (spec §9). */
export const NEW_ITEM_DAYS = 3;

/** Page sizes of the home-panel calls (spec §9). */
export const HOME_PANEL_PAGE_SIZE = {
  openBids: 10,
  inquiries: 4,
  activities: 20,
  recruits: 4,
  demands: 4,
  srmBids: 5,
  bidProjects: 12,
} as const;
/** Of the 20 activities fetched, the first 3 are shown. */
export const VISIBLE_ACTIVITIES = 3;

/** The query of each home-panel call (spec §7). */
export const HOME_PANEL_QUERIES = {
  openBids: { pageNo: 1, pageSize: HOME_PANEL_PAGE_SIZE.openBids },
  inquiries: { pageNo: 1, pageSize: HOME_PANEL_PAGE_SIZE.inquiries },
  activities: { pageNo: 1, pageSize: HOME_PANEL_PAGE_SIZE.activities, status: '' },
  recruits: { pageNo: 1, pageSize: HOME_PANEL_PAGE_SIZE.recruits },
  demands: { pageNo: 1, pageSize: HOME_PANEL_PAGE_SIZE.demands, status: 1 },
  srmBids: { current: 1, size: HOME_PANEL_PAGE_SIZE.srmBids },
  bidProjects: {
    pageNo: 1,
    pageSize: HOME_PANEL_PAGE_SIZE.bidProjects,
    desc: true,
    sortColumn: 'first_publish_notice_time',
  },
} as const;

export type OpportunityTabKey = 'bid' | 'inquiry' | 'activity' | 'recruit' | 'demand';

/** The 找商机 tabs, in order. */
export const OPPORTUNITY_TABS: readonly { key: OpportunityTabKey; label: string; more: string }[] =
  [
    { key: 'bid', label: '招标信息', more: '/bid/list' },
    { key: 'inquiry', label: '询价公告', more: '/inquiry/list' },
    { key: 'activity', label: '线下活动', more: '/activitys/list' },
    { key: 'recruit', label: '供应商招募', more: '/recruit' },
    { key: 'demand', label: '产品需求', more: '/demand/list' },
  ];

/** The eight home-panel calls, each settled on its own (Promise.allSettled). */
export interface HomePanelResults {
  openBids: PromiseSettledResult<Page<BidNotice>>;
  inquiries: PromiseSettledResult<Page<InquiryNotice>>;
  activities: PromiseSettledResult<Page<Activity>>;
  recruits: PromiseSettledResult<Page<Recruit>>;
  demands: PromiseSettledResult<Page<Demand>>;
  srmBids: PromiseSettledResult<SrmPage<SrmNotice>>;
  bidProjects: PromiseSettledResult<Page<BidProject>>;
  srmUrl: PromiseSettledResult<string>;
}

/** An SRM notice as the panel reads it (SrmBidNotice carries the publish time). */
export type SrmNotice = BidProject & { publishTime?: string };

export interface Fresh<T> {
  item: T;
  /** Under 3 days old: shows a red dot. */
  isNew: boolean;
}

export interface OpportunityData {
  bid: { srm: Fresh<SrmNotice>[]; open: Fresh<BidNotice>[] };
  inquiry: Fresh<InquiryNotice>[];
  activity: Fresh<Activity>[];
  recruit: Fresh<Recruit>[];
  demand: Fresh<Demand>[];
}

export interface OpportunityTabs {
  data: OpportunityData;
  /** Tabs with data, in tab order; empty tabs are hidden. */
  visible: OpportunityTabKey[];
  /** The first tab with data, or null when every tab is empty. */
  defaultKey: OpportunityTabKey | null;
  /** Tabs holding at least one new item. */
  hasNew: Record<OpportunityTabKey, boolean>;
}

/** A failed call, or an answer without a list, counts as no data. */
export function recordsOf<T>(result: PromiseSettledResult<{ records?: T[] } | null>): T[] {
  if (result.status !== 'fulfilled') return [];
  const records = result.value?.records;
  return Array.isArray(records) ? records : [];
}

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value.includes('T') ? value : value.replace(' ', 'T')).getTime();
  return Number.isNaN(t) ? null : t;
}

export function isTooOld(date: string | null | undefined, now: number): boolean {
  const t = timeOf(date);
  return t !== null && now - t > OLD_ITEM_CUTOFF_DAYS * DAY_MS;
}

export function isNewItem(date: string | null | undefined, now: number): boolean {
  const t = timeOf(date);
  return t !== null && now - t < NEW_ITEM_DAYS * DAY_MS;
}

/** Drops items older than 180 days and flags those under 3 days; undated items are kept. */
export function freshItems<T>(
  items: readonly T[],
  dateOf: (item: T) => string | null | undefined,
  now: number,
): Fresh<T>[] {
  return items
    .filter((item) => !isTooOld(dateOf(item), now))
    .map((item) => ({ item, isNew: isNewItem(dateOf(item), now) }));
}

const CLOSED_RECRUIT_STATUS = new Set(['招募截止', '招募中止']);

/** Recruit data is dropped entirely when every item is closed or suspended (spec §4). */
export function openRecruits<T extends Pick<Recruit, 'statusDesc'>>(items: readonly T[]): T[] {
  return items.every((r) => CLOSED_RECRUIT_STATUS.has(r.statusDesc)) ? [] : [...items];
}

export const INQUIRY_CLOSED_STATUS = '0';

/** Inquiry display (spec §4): 已截止 when status is '0', otherwise 进行中. */
export function inquiryStatusLabel(
  status: string | number | null | undefined,
): '已截止' | '进行中' {
  return String(status) === INQUIRY_CLOSED_STATUS ? '已截止' : '进行中';
}

/** Applies the opportunity-tab rules of spec §4 to the settled home-panel calls. */
export function buildOpportunityTabs(
  results: Omit<HomePanelResults, 'bidProjects' | 'srmUrl'>,
  now: number = Date.now(),
): OpportunityTabs {
  const data: OpportunityData = {
    bid: {
      srm: freshItems(recordsOf(results.srmBids), (b) => b.publishTime, now),
      open: freshItems(recordsOf(results.openBids), (b) => b.publish_time, now),
    },
    inquiry: freshItems(recordsOf(results.inquiries), (i) => i.noticeStart, now),
    activity: freshItems(recordsOf(results.activities), (a) => a.startTime, now).slice(
      0,
      VISIBLE_ACTIVITIES,
    ),
    recruit: openRecruits(
      freshItems(recordsOf(results.recruits), (r) => r.publicationDate, now).map((f) => f.item),
    ).map((item) => ({ item, isNew: isNewItem(item.publicationDate, now) })),
    demand: freshItems(recordsOf(results.demands), (d) => d.createdAt, now),
  };
  const lists: Record<OpportunityTabKey, Fresh<unknown>[]> = {
    bid: [...data.bid.srm, ...data.bid.open],
    inquiry: data.inquiry,
    activity: data.activity,
    recruit: data.recruit,
    demand: data.demand,
  };
  const visible = OPPORTUNITY_TABS.map((t) => t.key).filter((key) => lists[key].length > 0);
  const hasNew = Object.fromEntries(
    OPPORTUNITY_TABS.map(({ key }) => [key, lists[key].some((f) => f.isNew)]),
  ) as Record<OpportunityTabKey, boolean>;
  return { data, visible, defaultKey: visible[0] ?? null, hasNew };
}

/** The 招投标 panel: the 12 latest bid projects, newest first as the server sorted them. */
export function latestBidProjects(
  result: HomePanelResults['bidProjects'],
  now: number = Date.now(),
): Fresh<BidProject>[] {
  return recordsOf(result)
    .slice(0, HOME_PANEL_PAGE_SIZE.bidProjects)
    .map((item) => ({ item, isNew: isNewItem(item.firstPublishNoticeTime, now) }));
}

// Links of the panel items (spec §2 routes).
export const opportunityHref = {
  openBid: (b: Pick<BidNotice, 'id' | 'title'>) =>
    `/other-bid/details?id=${b.id}&title=${encodeURIComponent(b.title)}`,
  bidProject: (b: Pick<BidProject, 'projectId'>) => `/bid/details/${b.projectId}`,
  inquiry: (i: Pick<InquiryNotice, 'id'>) => `/inquiry/details/${i.id}`,
  activity: (a: Pick<Activity, 'id'>) => `/activitys/details?id=${a.id}`,
  recruit: (r: Pick<Recruit, 'id'>) => `/recruit/item?id=${r.id}`,
  demand: (d: Pick<Demand, 'id'>) => `/demand/detail?id=${d.id}`,
};

/** An SRM notice opens its own (absolute) link, else the bid page. */
export function srmBidHref(bid: SrmNotice): string {
  const link = bid.noticeLink;
  return link && /^https?:\/\//i.test(link) ? link : opportunityHref.bidProject(bid);
}

/** The signed-in user's SRM entry (an SSO link), when the call answered. */
export function srmEntryUrl(result: HomePanelResults['srmUrl']): string | null {
  return result.status === 'fulfilled' && result.value ? result.value : null;
}
