import { describe, expect, it } from 'vitest';
import type { Activity, BidNotice, BidProject, Demand, InquiryNotice, Recruit } from '@/api/types';
import {
  HOME_PANEL_PAGE_SIZE,
  HOME_PANEL_QUERIES,
  NEW_ITEM_DAYS,
  OLD_ITEM_CUTOFF_DAYS,
  OPPORTUNITY_TABS,
  VISIBLE_ACTIVITIES,
  buildOpportunityTabs,
  freshItems,
  inquiryStatusLabel,
  isNewItem,
  isTooOld,
  latestBidProjects,
  openRecruits,
  opportunityHref,
  recordsOf,
  srmBidHref,
  srmEntryUrl,
  type HomePanelResults,
  type SrmNotice,
} from './opportunity-tabs';

const NOW = Date.parse('2026-06-15T12:00:00+08:00');
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(NOW - d * DAY).toISOString();

const page = <T>(records: T[]) => ({
  status: 'fulfilled' as const,
  value: { records, total: records.length, pageNo: 1, pageSize: 10 },
});
const srmPage = <T>(records: T[]) => ({
  status: 'fulfilled' as const,
  value: { records, total: records.length, current: 1, size: 5, pageNo: 1, pageSize: 5 },
});
const failed = { status: 'rejected' as const, reason: new Error('网络错误，请稍后再试') };

const openBid = (id: number, age: number): BidNotice => ({
  id,
  title: `公开招标${id}`,
  area: '上海',
  publish_time: daysAgo(age),
  original_url: '',
});
const srmBid = (id: number, age: number): SrmNotice => ({
  id,
  projectId: `SRM${id}`,
  title: `平台招标${id}`,
  showType: 2,
  publishTime: daysAgo(age),
});
const inquiry = (id: number, age: number, status = '1'): InquiryNotice => ({
  id,
  purchaseProjectName: `询价${id}`,
  purchaseUserName: '采购方',
  noticeStart: daysAgo(age),
  status,
});
const activity = (id: number, age: number): Activity => ({
  id,
  marketingId: id,
  marketingName: `活动${id}`,
  startTime: daysAgo(age),
  status: '1',
  mainFileUrlList: [],
});
const recruit = (id: number, age: number, statusDesc = '招募中'): Recruit => ({
  id,
  name: `招募${id}`,
  capital: 100,
  serviceScope: [],
  publicationDate: daysAgo(age),
  deadline: daysAgo(age - 30),
  statusDesc,
});
const demand = (id: number, age: number): Demand => ({
  id,
  topicName: `需求${id}`,
  topicUrl: '',
  designCategoryVoList: [],
  province: '上海',
  designStyleName: '现代',
  userName: '张三',
  createdAt: daysAgo(age),
});

function results(overrides: Partial<HomePanelResults> = {}): HomePanelResults {
  return {
    openBids: page([openBid(1, 10)]),
    srmBids: srmPage([srmBid(2, 10)]),
    inquiries: page([inquiry(3, 10)]),
    activities: page([activity(4, 10)]),
    recruits: page([recruit(5, 10)]),
    demands: page([demand(6, 10)]),
    bidProjects: page<BidProject>([]),
    srmUrl: { status: 'fulfilled', value: 'https://srm.example.cn' },
    ...overrides,
  };
}

describe('constants (spec §9)', () => {
  it('uses the 180-day cutoff and the 3-day dot', () => {
    expect(OLD_ITEM_CUTOFF_DAYS).toBe(180);
    expect(NEW_ITEM_DAYS).toBe(3);
  });

  it('uses the home-panel page sizes', () => {
    expect(HOME_PANEL_PAGE_SIZE).toEqual({
      openBids: 10,
      inquiries: 4,
      activities: 20,
      recruits: 4,
      demands: 4,
      srmBids: 5,
      bidProjects: 12,
    });
    expect(VISIBLE_ACTIVITIES).toBe(3);
  });

  it('sends the spec §7 queries', () => {
    expect(HOME_PANEL_QUERIES).toEqual({
      openBids: { pageNo: 1, pageSize: 10 },
      inquiries: { pageNo: 1, pageSize: 4 },
      activities: { pageNo: 1, pageSize: 20, status: '' },
      recruits: { pageNo: 1, pageSize: 4 },
      demands: { pageNo: 1, pageSize: 4, status: 1 },
      srmBids: { current: 1, size: 5 },
      bidProjects: {
        pageNo: 1,
        pageSize: 12,
        desc: true,
        sortColumn: 'first_publish_notice_time',
      },
    });
  });

  it('has the 5 tabs in order', () => {
    expect(OPPORTUNITY_TABS.map((t) => t.label)).toEqual([
      '招标信息',
      '询价公告',
      '线下活动',
      '供应商招募',
      '产品需求',
    ]);
  });
});

describe('age rules', () => {
  it('drops items older than 180 days and keeps the 180th day', () => {
    expect(isTooOld(daysAgo(181), NOW)).toBe(true);
    expect(isTooOld(new Date(NOW - 180 * DAY - 1).toISOString(), NOW)).toBe(true);
    expect(isTooOld(daysAgo(180), NOW)).toBe(false);
    expect(isTooOld(daysAgo(1), NOW)).toBe(false);
  });

  it('flags items under 3 days as new', () => {
    expect(isNewItem(daysAgo(0), NOW)).toBe(true);
    expect(isNewItem(new Date(NOW - 3 * DAY + 1).toISOString(), NOW)).toBe(true);
    expect(isNewItem(daysAgo(3), NOW)).toBe(false);
    expect(isNewItem(daysAgo(10), NOW)).toBe(false);
  });

  it('reads the space-separated server format too', () => {
    expect(isNewItem('2026-06-14 09:00:00', NOW)).toBe(true);
    expect(isTooOld('2025-01-01 00:00:00', NOW)).toBe(true);
  });

  it('keeps undated or unparsable items without a dot', () => {
    expect(isTooOld(undefined, NOW)).toBe(false);
    expect(isTooOld('不是日期', NOW)).toBe(false);
    expect(isNewItem(null, NOW)).toBe(false);
  });

  it('freshItems filters and flags in one pass, keeping the order', () => {
    const items = [inquiry(1, 1), inquiry(2, 200), inquiry(3, 50)];
    expect(freshItems(items, (i) => i.noticeStart, NOW)).toEqual([
      { item: items[0], isNew: true },
      { item: items[2], isNew: false },
    ]);
  });
});

describe('recordsOf', () => {
  it('takes the records of a fulfilled call', () => {
    expect(recordsOf(page([1, 2]))).toEqual([1, 2]);
  });

  it('treats a failure or an answer without records as empty', () => {
    expect(recordsOf(failed)).toEqual([]);
    expect(recordsOf({ status: 'fulfilled', value: null })).toEqual([]);
    expect(recordsOf({ status: 'fulfilled', value: {} })).toEqual([]);
  });
});

describe('openRecruits', () => {
  it('drops the whole list when every item is closed or suspended', () => {
    expect(openRecruits([recruit(1, 1, '招募截止'), recruit(2, 1, '招募中止')])).toEqual([]);
  });

  it('keeps every item, closed ones included, while one is still recruiting', () => {
    const list = [recruit(1, 1, '招募截止'), recruit(2, 1, '招募中')];
    expect(openRecruits(list)).toEqual(list);
  });
});

describe('inquiryStatusLabel', () => {
  it("shows 已截止 for status '0' and 进行中 otherwise", () => {
    expect(inquiryStatusLabel('0')).toBe('已截止');
    expect(inquiryStatusLabel(0)).toBe('已截止');
    expect(inquiryStatusLabel('1')).toBe('进行中');
    expect(inquiryStatusLabel('2')).toBe('进行中');
    expect(inquiryStatusLabel(null)).toBe('进行中');
  });
});

describe('buildOpportunityTabs', () => {
  it('shows every tab with data and defaults to the first', () => {
    const tabs = buildOpportunityTabs(results(), NOW);
    expect(tabs.visible).toEqual(['bid', 'inquiry', 'activity', 'recruit', 'demand']);
    expect(tabs.defaultKey).toBe('bid');
  });

  it('hides an empty tab', () => {
    const tabs = buildOpportunityTabs(results({ inquiries: page<InquiryNotice>([]) }), NOW);
    expect(tabs.visible).toEqual(['bid', 'activity', 'recruit', 'demand']);
  });

  it('a failed call only empties its own tab', () => {
    const tabs = buildOpportunityTabs(results({ activities: failed }), NOW);
    expect(tabs.visible).toEqual(['bid', 'inquiry', 'recruit', 'demand']);
    expect(tabs.data.inquiry).toHaveLength(1);
    expect(tabs.data.activity).toEqual([]);
  });

  it('defaults to the first tab with data when the first ones are empty or failed', () => {
    const tabs = buildOpportunityTabs(
      results({ openBids: failed, srmBids: failed, inquiries: page<InquiryNotice>([]) }),
      NOW,
    );
    expect(tabs.visible).toEqual(['activity', 'recruit', 'demand']);
    expect(tabs.defaultKey).toBe('activity');
  });

  it('keeps the bid tab while either bid list has data', () => {
    const onlySrm = buildOpportunityTabs(results({ openBids: failed }), NOW);
    expect(onlySrm.visible[0]).toBe('bid');
    expect(onlySrm.data.bid.srm).toHaveLength(1);
    const onlyOpen = buildOpportunityTabs(results({ srmBids: srmPage<SrmNotice>([]) }), NOW);
    expect(onlyOpen.visible[0]).toBe('bid');
  });

  it('has no default when every call fails', () => {
    const all = buildOpportunityTabs(
      {
        openBids: failed,
        srmBids: failed,
        inquiries: failed,
        activities: failed,
        recruits: failed,
        demands: failed,
      },
      NOW,
    );
    expect(all.visible).toEqual([]);
    expect(all.defaultKey).toBeNull();
  });

  it('drops old items and hides a tab left empty by the cutoff', () => {
    const tabs = buildOpportunityTabs(
      results({
        inquiries: page([inquiry(1, 200), inquiry(2, 181)]),
        demands: page([demand(1, 400), demand(2, 5)]),
      }),
      NOW,
    );
    expect(tabs.visible).not.toContain('inquiry');
    expect(tabs.data.demand.map((d) => d.item.id)).toEqual([2]);
  });

  it('drops old bid notices of both lists', () => {
    const tabs = buildOpportunityTabs(
      results({
        openBids: page([openBid(1, 190), openBid(2, 2)]),
        srmBids: srmPage([srmBid(3, 300)]),
      }),
      NOW,
    );
    expect(tabs.data.bid.open.map((b) => b.item.id)).toEqual([2]);
    expect(tabs.data.bid.srm).toEqual([]);
  });

  it('shows only the first 3 activities still within 180 days', () => {
    const tabs = buildOpportunityTabs(
      results({
        activities: page([
          activity(1, 500),
          activity(2, 1),
          activity(3, 2),
          activity(4, 4),
          activity(5, 5),
        ]),
      }),
      NOW,
    );
    expect(tabs.data.activity.map((a) => a.item.id)).toEqual([2, 3, 4]);
  });

  it('drops recruit data when all items are closed or suspended', () => {
    const tabs = buildOpportunityTabs(
      results({ recruits: page([recruit(1, 1, '招募截止'), recruit(2, 2, '招募中止')]) }),
      NOW,
    );
    expect(tabs.visible).not.toContain('recruit');
  });

  it('judges the recruit statuses after the age cutoff', () => {
    const tabs = buildOpportunityTabs(
      results({ recruits: page([recruit(1, 300, '招募中'), recruit(2, 2, '招募截止')]) }),
      NOW,
    );
    expect(tabs.visible).not.toContain('recruit');
  });

  it('flags new items and tabs holding one', () => {
    const tabs = buildOpportunityTabs(
      results({ inquiries: page([inquiry(1, 1), inquiry(2, 10)]) }),
      NOW,
    );
    expect(tabs.data.inquiry.map((i) => i.isNew)).toEqual([true, false]);
    expect(tabs.hasNew.inquiry).toBe(true);
    expect(tabs.hasNew.demand).toBe(false);
  });
});

describe('latestBidProjects', () => {
  const project = (id: number, age: number): BidProject => ({
    id,
    projectId: `ZB${id}`,
    title: `项目${id}`,
    showType: 1,
    firstPublishNoticeTime: daysAgo(age),
  });

  it('keeps at most 12 with their red dots', () => {
    const list = Array.from({ length: 15 }, (_, i) => project(i + 1, i));
    const latest = latestBidProjects(page(list), NOW);
    expect(latest).toHaveLength(12);
    expect(latest.slice(0, 4).map((p) => p.isNew)).toEqual([true, true, true, false]);
  });

  it('is empty when the call fails', () => {
    expect(latestBidProjects(failed, NOW)).toEqual([]);
  });
});

describe('links', () => {
  it('builds the spec routes', () => {
    expect(opportunityHref.openBid({ id: 3, title: '学校 & 医院' })).toBe(
      `/other-bid/details?id=3&title=${encodeURIComponent('学校 & 医院')}`,
    );
    expect(opportunityHref.bidProject({ projectId: 'ZB1' })).toBe('/bid/details/ZB1');
    expect(opportunityHref.inquiry({ id: 4 })).toBe('/inquiry/details/4');
    expect(opportunityHref.activity({ id: 5 })).toBe('/activitys/details?id=5');
    expect(opportunityHref.recruit({ id: 6 })).toBe('/recruit/item?id=6');
    expect(opportunityHref.demand({ id: 7 })).toBe('/demand/detail?id=7');
  });

  it('opens SRM notices on their own absolute link, else on the bid page', () => {
    const bid = srmBid(1, 1);
    expect(srmBidHref({ ...bid, noticeLink: 'https://srm.x.cn/n/1' })).toBe('https://srm.x.cn/n/1');
    expect(srmBidHref({ ...bid, noticeLink: '/n/1' })).toBe('/bid/details/SRM1');
    expect(srmBidHref({ ...bid, noticeLink: null })).toBe('/bid/details/SRM1');
  });

  it('offers the SRM entry only when the call answered with a link', () => {
    expect(
      srmEntryUrl({ status: 'fulfilled', value: 'https://srm.x.cn/sso/login?clientId=c' }),
    ).toBe('https://srm.x.cn/sso/login?clientId=c');
    expect(srmEntryUrl({ status: 'fulfilled', value: '' })).toBeNull();
    expect(srmEntryUrl(failed)).toBeNull();
  });
});
