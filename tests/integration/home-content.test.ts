import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Banner, Information } from '@/api/modules/homepage';
import type {
  HomeClue,
  LabelImage,
  Page,
  Recruit,
  RecommendedItem,
  SettledDeveloper,
  SettledSupplier,
} from '@/api/types';
import { GET as banners } from '@/app/v1/api/homepage/banners/route';
import { GET as homeClues } from '@/app/v1/api/homepage/HomeClues/route';
import { GET as informationDetail } from '@/app/v1/api/homepage/information/[id]/route';
import { GET as informationPaging } from '@/app/v1/api/homepage/informationPaging/route';
import { GET as labelPopupInfo } from '@/app/v1/api/homepage/labelPopupInfo/route';
import { GET as recommendedItems } from '@/app/v1/api/homepage/recommendedItems/route';
import { GET as homeRecruits } from '@/app/v1/api/homepage/recruits/route';
import { GET as setDeveloper } from '@/app/v1/api/homepage/setDeveloper/route';
import { GET as settleSups } from '@/app/v1/api/homepage/settleSups/route';
import { db } from '@/server/db';
import { brands, enterprises, products } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { clearThemeCache } from '@/server/services/theme';
import { json, request } from './fixtures';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  clearThemeCache();
});

type Route = (req: ReturnType<typeof request>) => Promise<Response>;

async function data<T>(route: Route, url: string, host?: string): Promise<T> {
  const res = await json<T>(await route(request(url, { host })));
  expect(res.status).toBe(200);
  return res.data;
}

describe('getBanners', () => {
  it("answers the banners of the request host's theme, in order", async () => {
    const main = await data<Banner[]>(banners, '/v1/api/homepage/banners');
    const partner = await data<Banner[]>(banners, '/v1/api/homepage/banners', 'jinwan.localhost');
    expect(main.map((b) => b.title)).toEqual([
      '年度建材集采节',
      '优选供应商招募',
      '绿色低碳建材专区',
      '设计大赛火热报名',
    ]);
    expect(main[0]).toMatchObject({
      imgUrl: expect.stringMatching(/^\/files\//),
      link: '/product',
    });
    expect(partner).toHaveLength(4);
    const mainIds = new Set(main.map((b) => b.id));
    expect(partner.some((b) => mainIds.has(b.id))).toBe(false);
  });
});

describe('settleSups', () => {
  it('pages approved suppliers with logo, member level and main categories', async () => {
    const res = await data<Page<SettledSupplier>>(settleSups, '/v1/api/homepage/settleSups');
    expect(res.pageSize).toBe(10);
    expect(res.records).toHaveLength(10);
    expect(res.records[0]).toMatchObject({ id: DEMO.supplierEnterprise, shortName: '森华木业' });
    const approved = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(and(eq(enterprises.type, 1), eq(enterprises.status, 1)));
    expect(res.total).toBe(approved.length);
    const approvedIds = new Set(approved.map((e) => e.id));
    for (const s of res.records) {
      expect(approvedIds.has(s.id)).toBe(true);
      expect(s.logo).toMatch(/^\/files\//);
      expect(s.mainCategories.length).toBeGreaterThan(0);
      expect(s.mainCategories.length).toBeLessThanOrEqual(3);
    }
    expect(res.records.some((s) => s.memberLevel?.startsWith('best_choice'))).toBe(true);
  });
});

describe('setDeveloper', () => {
  it('pages 20 developer buyers, highest level first', async () => {
    const res = await data<Page<SettledDeveloper>>(setDeveloper, '/v1/api/homepage/setDeveloper');
    expect(res.pageSize).toBe(20);
    expect(res.records).toHaveLength(20);
    expect(res.records[0]).toMatchObject({ id: DEMO.buyerEnterprise, developersLevel: 3 });
    expect(res.records[1]).toMatchObject({ id: 302, developersLevel: 2 });
    const ids = res.records.map((r) => r.id);
    const rows = await db.select().from(enterprises).where(inArray(enterprises.id, ids));
    expect(rows.every((e) => e.type === 2 && e.childType === 2001 && e.status === 1)).toBe(true);
  });
});

describe('homeRecruits', () => {
  it('lists only recruitments still open', async () => {
    const res = await data<Page<Recruit>>(homeRecruits, '/v1/api/homepage/recruits?pageSize=30');
    expect(res.total).toBeGreaterThan(0);
    expect(res.records.every((r) => r.statusDesc === '招募中')).toBe(true);
  });
});

describe('recommendedItems', () => {
  it('lists on-shelf best sellers with the SKU inputs of the price rule', async () => {
    const res = await data<Page<RecommendedItem>>(
      recommendedItems,
      '/v1/api/homepage/recommendedItems',
    );
    expect(res.records).toHaveLength(10);
    const rows = await db
      .select({ id: products.id, salesCount: products.salesCount, status: products.status })
      .from(products);
    const sales = new Map(rows.map((r) => [r.id, r.salesCount]));
    const counts = res.records.map((r) => sales.get(r.id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.total).toBe(rows.filter((r) => r.status === 1).length);
    for (const item of res.records) {
      expect(item).toMatchObject({
        name: expect.any(String),
        mainImage: expect.stringMatching(/^\/files\//),
        brandName: expect.any(String),
        supplierName: expect.any(String),
      });
      expect(item.skuDtoList.length).toBeGreaterThan(0);
      for (const sku of item.skuDtoList) {
        expect([1, 2, 3, 4]).toContain(sku.priceType);
        expect(JSON.parse(sku.extraPriceJson!)).toBeTypeOf('object');
      }
    }
    const ranged = res.records
      .flatMap((r) => r.skuDtoList)
      .filter((s) => s.priceType === 1 && s.price);
    for (const s of ranged)
      expect(JSON.parse(s.extraPriceJson!).priceRange).toMatch(/^\d+(\.\d+)?-\d+(\.\d+)?$/);
  });
});

describe('information', () => {
  it('pages 10 articles, pinned first then newest, and filters by column', async () => {
    const res = await data<Page<Information>>(
      informationPaging,
      '/v1/api/homepage/informationPaging',
    );
    expect(res).toMatchObject({ total: 120, pageSize: 10 });
    expect(res.records.slice(0, 2).every((r) => r.isTop)).toBe(true);
    const rest = res.records.slice(2).map((r) => Date.parse(r.publishTime));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(res.records[0]!.content).toBeUndefined();
    const policy = await data<Page<Information>>(
      informationPaging,
      '/v1/api/homepage/informationPaging?type=2&pageSize=100',
    );
    expect(policy.total).toBe(24);
    expect(policy.records.every((r) => r.groupName === '政策法规')).toBe(true);
  });

  it('gives the article with its content, and 404 for others', async () => {
    const detail = (
      await json<Information>(
        await informationDetail(request('/v1/api/homepage/information/3'), {
          params: Promise.resolve({ id: '3' }),
        }),
      )
    ).data;
    expect(detail).toMatchObject({ id: 3, content: expect.stringContaining('<p>') });
    for (const id of ['999', 'abc', '125']) {
      // 125 is a help-centre article, not information.
      const res = await json(
        await informationDetail(request(`/v1/api/homepage/information/${id}`), {
          params: Promise.resolve({ id }),
        }),
      );
      expect([res.status, res.msg]).toEqual([404, '资讯不存在']);
    }
  });
});

describe('getHomeClues', () => {
  it('answers the texts of a page key and falls back to the home row', async () => {
    const clue = (url: string) =>
      data<HomeClue>(homeClues, `/v1/api/homepage/HomeClues?url=${encodeURIComponent(url)}`);
    expect(await clue('/product/item/XXX')).toEqual({
      mainTitle: '对这款产品感兴趣？',
      subTitle: '留下联系方式，供应商将为您提供报价与样品',
    });
    expect((await clue('/product/item/12')).mainTitle).toBe('对这款产品感兴趣？');
    expect((await clue('/bid/list')).mainTitle).toBe('获取更多招标商机');
    expect(await clue('/inquiry/list')).toEqual({
      mainTitle: '建材集采，一站直达',
      subTitle: '百强房企集采平台，海量优质供应商与产品',
    });
  });
});

describe('labelPopupInfo', () => {
  it('gives recommended brand images, or the brands of a category', async () => {
    const all = await db.select().from(brands);
    const recommended = await data<LabelImage[]>(labelPopupInfo, '/v1/api/homepage/labelPopupInfo');
    expect(recommended.map((b) => b.id)).toEqual(all.filter((b) => b.isRecommend).map((b) => b.id));
    expect(recommended[0]).toEqual({
      id: all[0]!.id,
      name: all[0]!.name,
      url: all[0]!.logo,
      brandName: all[0]!.brandName,
    });
    const ofCategory = await data<LabelImage[]>(
      labelPopupInfo,
      '/v1/api/homepage/labelPopupInfo?labelId=1',
    );
    const expected = all.filter((b) => b.categoryIds.includes(1)).map((b) => b.id);
    expect(ofCategory.map((b) => b.id)).toEqual(expected.slice(0, 20));
    expect(ofCategory.length).toBeGreaterThan(0);
  });
});
