import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SrmPage } from '@/api/modules/bid';
import type {
  Activity,
  BidNotice,
  BidProject,
  Demand,
  InquiryNotice,
  Page,
  Recruit,
  SrmBidNotice,
} from '@/api/types';
import { GET as crmPaging } from '@/app/v1/api/activity/crmPaging/route';
import { GET as bids } from '@/app/v1/api/bid/bids/route';
import { GET as openBids } from '@/app/v1/api/bid/openBids/route';
import { GET as srmNotice } from '@/app/v1/api/bid/srmNotice/route';
import { GET as demandList } from '@/app/v1/api/demand/list/route';
import { GET as bargainingPaging } from '@/app/v1/api/inquiry/bargainingPaging/route';
import { GET as recruitPaging } from '@/app/v1/api/recruit/paging/route';
import { GET as getSrmUrl } from '@/app/v1/api/user/getSrmUrl/route';
import { db } from '@/server/db';
import { bidProjects, demands, designTypes, inquiries, users } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { clearThemeCache } from '@/server/services/theme';
import { json, request } from './fixtures';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  clearThemeCache();
});

async function page<T>(
  route: (req: ReturnType<typeof request>) => Promise<Response>,
  url: string,
  cookie?: string,
) {
  const res = await json<Page<T>>(await route(request(url, { cookie })));
  expect(res.status).toBe(200);
  return res.data;
}

const isDescending = (values: string[]) =>
  values.every((v, i) => i === 0 || Date.parse(values[i - 1]!) >= Date.parse(v));

describe('openBidsPaging', () => {
  it('pages open bid notices newest first with the fields of a bid notice', async () => {
    const first = await page<BidNotice>(openBids, '/v1/api/bid/openBids?pageNo=1&pageSize=10');
    expect(first).toMatchObject({ total: 120, pageNo: 1, pageSize: 10 });
    expect(first.records).toHaveLength(10);
    expect(isDescending(first.records.map((r) => r.publish_time))).toBe(true);
    for (const r of first.records) {
      expect(Object.keys(r)).toEqual(
        expect.arrayContaining(['id', 'title', 'area', 'publish_time', 'original_url']),
      );
      expect(r.publish_time).toMatch(/^\d{4}-\d\d-\d\dT/);
      if (r.original_type === 'content') expect(r.original_url).toBe('');
      else expect(r.original_url).toMatch(/^(https?:\/\/|\/files\/)/);
    }
    const second = await page<BidNotice>(openBids, '/v1/api/bid/openBids?pageNo=2&pageSize=10');
    expect(second.records.map((r) => r.id)).not.toContain(first.records[0]!.id);
    expect(Date.parse(second.records[0]!.publish_time)).toBeLessThanOrEqual(
      Date.parse(first.records[9]!.publish_time),
    );
  });

  it('filters by area and title', async () => {
    const sample = (await page<BidNotice>(openBids, '/v1/api/bid/openBids?pageSize=1')).records[0]!;
    const byArea = await page<BidNotice>(
      openBids,
      `/v1/api/bid/openBids?pageSize=100&area=${encodeURIComponent(sample.area)}`,
    );
    expect(byArea.records.length).toBeGreaterThan(0);
    expect(byArea.records.every((r) => r.area === sample.area)).toBe(true);
    const word = sample.title.slice(2, 6);
    const byTitle = await page<BidNotice>(
      openBids,
      `/v1/api/bid/openBids?pageSize=100&title=${encodeURIComponent(word)}`,
    );
    expect(byTitle.records.map((r) => r.id)).toContain(sample.id);
    expect(byTitle.records.every((r) => r.title.includes(word))).toBe(true);
    const none = await page<BidNotice>(openBids, '/v1/api/bid/openBids?title=%25%25');
    expect(none.total).toBe(0);
  });
});

describe('bargainingPaging', () => {
  it('pages inquiries newest first, 4 for the home panel', async () => {
    const res = await page<InquiryNotice>(
      bargainingPaging,
      '/v1/api/inquiry/bargainingPaging?pageNo=1&pageSize=4&key=&status=',
    );
    // 60 generated inquiries and the two open ones for the demo supplier's 询价与报价.
    expect(res).toMatchObject({ total: 62, pageNo: 1, pageSize: 4 });
    expect(res.records).toHaveLength(4);
    expect(isDescending(res.records.map((r) => r.noticeStart))).toBe(true);
    for (const r of res.records) {
      expect(r).toMatchObject({
        id: expect.any(Number),
        purchaseProjectName: expect.any(String),
        purchaseUserName: expect.any(String),
        status: expect.stringMatching(/^[01]$/),
      });
    }
  });

  it('filters by status, key and the quote-end range', async () => {
    const closed = await page<InquiryNotice>(
      bargainingPaging,
      '/v1/api/inquiry/bargainingPaging?pageSize=100&status=0',
    );
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.records.every((r) => r.status === '0')).toBe(true);

    const [one] = await db.select().from(inquiries).where(eq(inquiries.id, 5));
    const byBuyer = await page<InquiryNotice>(
      bargainingPaging,
      `/v1/api/inquiry/bargainingPaging?pageSize=100&key=${encodeURIComponent(one!.purchaseUserName)}`,
    );
    expect(byBuyer.records.map((r) => r.id)).toContain(5);
    expect(byBuyer.records.every((r) => r.purchaseUserName === one!.purchaseUserName)).toBe(true);

    const day = new Date(one!.quoteEnd.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const onDay = await page<InquiryNotice>(
      bargainingPaging,
      `/v1/api/inquiry/bargainingPaging?pageSize=100&quoteEndA=${day}&quoteEndB=${day}`,
    );
    expect(onDay.records.map((r) => r.id)).toContain(5);
    for (const r of onDay.records) {
      const local = new Date(Date.parse(r.quoteEnd!) + 8 * 3600_000).toISOString().slice(0, 10);
      expect(local).toBe(day);
    }
    const bad = await json(
      await bargainingPaging(request('/v1/api/inquiry/bargainingPaging?quoteEndA=yesterday')),
    );
    expect([bad.status, bad.msg]).toEqual([400, '参数「报价截止开始」错误：日期格式错误']);
  });
});

describe('getActivityByCrmPaging', () => {
  it("returns every activity for status '' and one status otherwise, latest start first", async () => {
    const all = await page<Activity>(
      crmPaging,
      '/v1/api/activity/crmPaging?pageNo=1&pageSize=20&status=',
    );
    expect(all).toMatchObject({ total: 40, pageSize: 20 });
    expect(all.records).toHaveLength(20);
    expect(isDescending(all.records.map((r) => r.startTime))).toBe(true);
    expect(new Set(all.records.map((r) => r.status)).size).toBeGreaterThan(1);
    expect(all.records[0]!.mainFileUrlList.length).toBeGreaterThan(0);
    const review = await page<Activity>(
      crmPaging,
      '/v1/api/activity/crmPaging?pageSize=40&status=0',
    );
    expect(review.total).toBeGreaterThan(0);
    expect(review.total).toBeLessThan(40);
    expect(review.records.every((r) => r.status === '0')).toBe(true);
  });
});

describe('recruit', () => {
  it('pages recruitments newest first with a status text', async () => {
    const home = await page<Recruit>(recruitPaging, '/v1/api/recruit/paging?pageNo=1&pageSize=4');
    expect(home).toMatchObject({ total: 30, pageSize: 4 });
    expect(isDescending(home.records.map((r) => r.publicationDate))).toBe(true);
    const all = await page<Recruit>(recruitPaging, '/v1/api/recruit/paging?pageSize=30');
    expect(new Set(all.records.map((r) => r.statusDesc))).toEqual(
      new Set(['招募中', '招募截止', '招募中止']),
    );
    for (const r of all.records) {
      if (r.statusDesc === '招募中') expect(Date.parse(r.deadline)).toBeGreaterThan(Date.now());
      expect(Array.isArray(r.serviceScope)).toBe(true);
      expect(typeof r.capital).toBe('number');
    }
    const word = all.records[0]!.name.slice(0, 4);
    const named = await page<Recruit>(
      recruitPaging,
      `/v1/api/recruit/paging?pageSize=30&name=${encodeURIComponent(word)}`,
    );
    expect(named.records.every((r) => r.name.includes(word))).toBe(true);
  });
});

describe('getDemandList', () => {
  it('lists open, listed demands for the home panel with their category and style names', async () => {
    const res = await page<Demand>(demandList, '/v1/api/demand/list?pageNo=1&pageSize=4&status=1');
    expect(res.records).toHaveLength(4);
    expect(isDescending(res.records.map((r) => r.createdAt))).toBe(true);
    expect(res.records.every((r) => r.status === 1)).toBe(true);
    for (const r of res.records) {
      expect(r.designCategoryVoList.length).toBeGreaterThan(0);
      expect(r.designStyleName).not.toBe('');
      expect(r.topicUrl).toMatch(/^\/files\//);
    }
    const listed = (await db.select().from(demands)).filter(
      (d) => d.shelfFlag === 1 && d.status === 1,
    );
    expect(res.total).toBe(listed.length);
  });

  it('filters by category and style and sorts by views', async () => {
    const [type] = await db.select().from(designTypes).where(eq(designTypes.id, 1));
    const byType = await page<Demand>(demandList, '/v1/api/demand/list?pageSize=100&categoryId=1');
    expect(byType.total).toBeGreaterThan(0);
    expect(
      byType.records.every((r) =>
        r.designCategoryVoList.some((c) => c.categoryFinalName === type!.name),
      ),
    ).toBe(true);
    const byStyle = await page<Demand>(demandList, '/v1/api/demand/list?pageSize=100&styleId=2');
    expect(new Set(byStyle.records.map((r) => r.designStyleName)).size).toBe(1);
    const hot = await page<Demand>(demandList, '/v1/api/demand/list?pageSize=100&sortIng=hot');
    const views = hot.records.map((r) => r.viewCount!);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const bad = await json(await demandList(request('/v1/api/demand/list?sortIng=random')));
    expect(bad.status).toBe(400);
  });

  it('shows unlisted demands only to their owner', async () => {
    await db.update(demands).set({ shelfFlag: 0, userId: DEMO.buyerUser }).where(eq(demands.id, 2));
    const visitor = await page<Demand>(demandList, '/v1/api/demand/list?shelfFlag=0');
    expect(visitor.total).toBe(0);
    const { token } = await createSession(DEMO.buyerUser);
    const owner = await page<Demand>(
      demandList,
      '/v1/api/demand/list?shelfFlag=0',
      `${SESSION_COOKIE}=${token}`,
    );
    expect(owner.records.map((r) => r.id)).toEqual([2]);
    const listed = await page<Demand>(demandList, '/v1/api/demand/list?pageSize=100');
    expect(listed.records.map((r) => r.id)).not.toContain(2);
  });
});

describe('getSrmBidPaging', () => {
  it('pages SRM notices by current/size and answers both paging spellings', async () => {
    const res = (
      await json<SrmPage<SrmBidNotice>>(
        await srmNotice(request('/v1/api/bid/srmNotice?current=1&size=5')),
      )
    ).data;
    expect(res).toMatchObject({ total: 30, pageNo: 1, pageSize: 5, current: 1, size: 5 });
    expect(res.records).toHaveLength(5);
    expect(isDescending(res.records.map((r) => r.publishTime))).toBe(true);
    expect(res.records[0]).toMatchObject({
      projectId: expect.stringMatching(/^SRMN/),
      noticeLink: expect.stringMatching(/^https:\/\//),
      companyName: expect.any(String),
    });
    const next = (
      await json<SrmPage<SrmBidNotice>>(
        await srmNotice(request('/v1/api/bid/srmNotice?current=2&size=5')),
      )
    ).data;
    expect(next.records[0]!.id).not.toBe(res.records[0]!.id);
  });
});

describe('getBidPaging', () => {
  const url =
    '/v1/api/bid/bids?pageNo=1&pageSize=12&desc=true&sortColumn=first_publish_notice_time';

  it('lists 12 bid projects newest first, without withdrawn ones', async () => {
    const res = await page<BidProject>(bids, url);
    expect(res.records).toHaveLength(12);
    expect(isDescending(res.records.map((r) => r.firstPublishNoticeTime!))).toBe(true);
    const all = await db.select().from(bidProjects);
    expect(res.total).toBe(all.filter((b) => b.status !== 4).length);
    const everything = await page<BidProject>(bids, '/v1/api/bid/bids?pageSize=100');
    expect(everything.records.some((r) => r.status === 4)).toBe(false);
  });

  it('shows every title but withholds the notice link of members-only projects', async () => {
    const res = await page<BidProject>(bids, '/v1/api/bid/bids?pageSize=100');
    const members = res.records.filter((r) => r.showType !== 2);
    const open = res.records.filter((r) => r.showType === 2);
    expect(members.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(members.every((r) => r.title && r.noticeLink === null)).toBe(true);
    expect(open.every((r) => r.noticeLink?.startsWith('https://'))).toBe(true);
  });

  it('sorts ascending, filters by type and title, and rejects unknown sort columns', async () => {
    const asc = await page<BidProject>(
      bids,
      '/v1/api/bid/bids?pageSize=100&desc=false&sortColumn=sign_up_deadline',
    );
    const deadlines = asc.records.map((r) => Date.parse(r.signUpDeadline!));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    const typed = await page<BidProject>(
      bids,
      '/v1/api/bid/bids?pageSize=100&nonresidentialType=3',
    );
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.records.every((r) => r.nonresidentialType === 3)).toBe(true);
    const titled = await page<BidProject>(
      bids,
      `/v1/api/bid/bids?pageSize=100&title=${encodeURIComponent('招标公告')}`,
    );
    expect(titled.total).toBe(asc.total);
    const bad = await json(await bids(request('/v1/api/bid/bids?sortColumn=id;drop table')));
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/^参数「排序字段」错误：/);
  });
});

describe('getSrmUrl', () => {
  it('needs a signed-in user and gives their SRM entry', async () => {
    const anonymous = await json(await getSrmUrl(request('/v1/api/user/getSrmUrl')));
    expect([anonymous.status, anonymous.msg]).toEqual([401, '请先登录']);
    const { token } = await createSession(DEMO.buyerUser);
    const res = await json<string>(
      await getSrmUrl(request('/v1/api/user/getSrmUrl', { cookie: `${SESSION_COOKIE}=${token}` })),
    );
    const [user] = await db.select().from(users).where(eq(users.id, DEMO.buyerUser));
    const url = new URL(res.data);
    expect(url.origin).toBe('https://srm.zhucai-mall.cn');
    expect(url.searchParams.get('clientId')).toBe(user!.clientId);
  });
});
