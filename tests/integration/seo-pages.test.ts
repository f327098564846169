import { and, eq, ne } from 'drizzle-orm';
import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as activityPage from '@/app/[theme]/(mall)/(antd)/activitys/details/page';
import * as bidListPage from '@/app/[theme]/(mall)/(antd)/bid/list/[state]/page';
import * as supplierListPage from '@/app/[theme]/(mall)/(antd)/list/page';
import * as otherBidListPage from '@/app/[theme]/(mall)/(antd)/other-bid/list/[state]/page';
import * as bidPage from '@/app/[theme]/(mall)/(antd)/bid/details/[[...id]]/page';
import * as brandPage from '@/app/[theme]/(mall)/(antd)/brand/[webmap]/[state]/page';
import * as casePage from '@/app/[theme]/(mall)/(antd)/designs/design-case/page';
import * as helpPage from '@/app/[theme]/(mall)/(antd)/help/page';
import * as hallPage from '@/app/[theme]/(mall)/(antd)/designHall/[[...id]]/page';
import * as homePage from '@/app/[theme]/(mall)/page';
import * as recruitPage from '@/app/[theme]/(mall)/(antd)/recruit/item/page';
import * as infoPage from '@/app/[theme]/(mall)/(antd)/information/details/[[...id]]/page';
import * as otherBidPage from '@/app/[theme]/(mall)/(antd)/other-bid/details/page';
import * as listingPage from '@/app/[theme]/(mall)/product/[categoryPath]/[state]/page';
import * as productPage from '@/app/[theme]/(mall)/product/item/[[...id]]/page';
import * as showroomPage from '@/app/[theme]/(mall)/(antd)/supplier/[id]/page';
import * as posterHome from '@/app/[theme]/mobile/poster/home/page';
import * as posterSignIn from '@/app/[theme]/mobile/poster/signin/page';
import { internalListPath } from '@/lib/cached-list';
import type { JsonLd } from '@/lib/json-ld';
import { formatPrice, skuPrice } from '@/lib/price';
import { findSku, initialSku, selectionOf } from '@/lib/sku-selection';
import { db } from '@/server/db';
import {
  activities,
  articles,
  bidProjects,
  brands,
  designCases,
  designHalls,
  enterprises,
  openBidNotices,
  products,
  recruits,
  supplierShowrooms,
  themes,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { publicItemDetail } from '@/server/services/product-detail';
import { clearThemeCache } from '@/server/services/theme';

vi.mock('@/server/services/page-viewer', () => ({ pageViewer: async () => null }));

const MAIN = 'http://localhost';
const JINWAN = 'http://jinwan.localhost';
let siteDescription = '';

const first = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  clearThemeCache();
  siteDescription = (await first(db.select().from(themes).where(eq(themes.code, 'jinwan'))))
    .basicConfig.description!;
});

const props = <P extends object>(params: P, searchParams: Record<string, string> = {}) => ({
  params: Promise.resolve({ theme: 'jinwan', ...params }),
  searchParams: Promise.resolve(searchParams),
});

/** The page's own text: a title, a description of its own, at most ~120 characters. */
function expectOwnText(meta: Metadata, title: string | RegExp) {
  expect(meta.title).toMatch(title);
  expect(meta.description).toBeTruthy();
  expect(meta.description).not.toBe(siteDescription);
  expect([...meta.description!].length).toBeLessThanOrEqual(120);
}

const og = (meta: Metadata) =>
  meta.openGraph as Record<string, unknown> & {
    images?: { url: string; width?: number }[];
  };

/** The JSON-LD blocks a page element renders, parsed back from its HTML. */
function jsonLdOf(element: ReactElement): JsonLd[] {
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m): JsonLd[] => [JSON.parse(m[1]!) as JsonLd | JsonLd[]].flat(),
  );
}

/** The JSON-LD script children of a page's element (the rest needs the client stores). */
function scriptsOf(page: ReactElement): ReactElement[] {
  const children = (page.props as { children?: unknown }).children;
  return (Array.isArray(children) ? children : [children]).filter(
    (c): c is ReactElement =>
      !!c &&
      typeof c === 'object' &&
      (c as ReactElement).type?.toString().includes('JsonLd') === true,
  );
}

describe('product page', () => {
  it('has its own text, a canonical URL on the main domain and a share card on the realm', async () => {
    const p = await first(db.select().from(products).where(eq(products.status, 1)).limit(1));
    const meta = await productPage.generateMetadata(props({ id: [String(p.id)] }));
    expectOwnText(meta, p.name);
    expect(meta.description).toContain(p.name);
    expect(meta.description).toContain('价格：');
    expect(meta.alternates?.canonical).toBe(`${MAIN}/product/item/${p.id}`);
    expect(og(meta).url).toBe(`${JINWAN}/product/item/${p.id}`);
    expect(og(meta).images?.[0]?.url).toMatch(new RegExp(`^${JINWAN}/files/.+w=600`));
  });

  it('keeps a realm canonical to itself when its theme says so', async () => {
    const jinwan = await first(db.select().from(themes).where(eq(themes.code, 'jinwan')));
    await db
      .update(themes)
      .set({ basicConfig: { ...jinwan.basicConfig, seoCanonical: 'self' } })
      .where(eq(themes.id, jinwan.id));
    // Written behind the ops console's back: drop the realms this process keeps, as it does.
    clearThemeCache();
    const p = await first(db.select().from(products).where(eq(products.status, 1)).limit(1));
    const meta = await productPage.generateMetadata(props({ id: [String(p.id)] }));
    expect(meta.alternates?.canonical).toBe(`${JINWAN}/product/item/${p.id}`);
    await db
      .update(themes)
      .set({ basicConfig: jinwan.basicConfig })
      .where(eq(themes.id, jinwan.id));
    clearThemeCache();
  });

  it('states in JSON-LD the price the page shows, and no offer for 询价', async () => {
    const rows = await db.select({ id: products.id }).from(products).where(eq(products.status, 1));
    const kinds = new Set<string>();
    for (const { id } of rows) {
      const page = (await productPage.default(props({ id: [String(id)] }))) as ReactElement;
      const [product, crumbs] = jsonLdOf(scriptsOf(page)[0]!);
      expect(product!['@type']).toBe('Product');
      expect(crumbs!['@type']).toBe('BreadcrumbList');
      // What the price block shows a visitor: the variant selected first (product-purchase).
      const skus = (await publicItemDetail(id)).skuDtoList;
      const shown = formatPrice(skuPrice(findSku(skus, selectionOf(initialSku(skus)))));
      const offers = product!.offers as Record<string, string> | undefined;
      const yuan = (text: string) => Number(text.replace(/[¥,]/g, ''));
      if (shown === '询价') {
        kinds.add('inquiry');
        expect(offers).toBeUndefined();
      } else if (shown.includes('-')) {
        kinds.add('range');
        const [low, high] = shown.split('-');
        expect(Number(offers!.lowPrice)).toBe(yuan(low!));
        expect(Number(offers!.highPrice)).toBe(yuan(high!));
      } else {
        kinds.add(offers!['@type']!);
        expect(Number(offers!.price ?? offers!.lowPrice)).toBe(yuan(shown));
        expect(offers!.priceCurrency).toBe('CNY');
      }
    }
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('keeps a hostile product name inert in the JSON-LD', async () => {
    const name = '</script><script>alert(1)</script>';
    const p = await first(db.select().from(products).where(eq(products.status, 1)).limit(1));
    await db.update(products).set({ name }).where(eq(products.id, p.id));
    const page = (await productPage.default(props({ id: [String(p.id)] }))) as ReactElement;
    const html = renderToStaticMarkup(scriptsOf(page)[0]!);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(scriptsOf(page)[0]!)[0]!.name).toBe(name);
    await db.update(products).set({ name: p.name }).where(eq(products.id, p.id));
  });
});

describe('other page kinds have their own title and description', () => {
  it('showroom, with Organization JSON-LD', async () => {
    const s = await first(
      db
        .select({
          id: enterprises.id,
          name: enterprises.name,
          shortName: supplierShowrooms.shortName,
        })
        .from(enterprises)
        .innerJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
        .where(and(eq(enterprises.type, 1), eq(enterprises.status, 1)))
        .limit(1),
    );
    const meta = await showroomPage.generateMetadata(props({ id: String(s.id) }));
    expectOwnText(meta, `${s.shortName}企业展厅`);
    expect(meta.description).toContain(s.name);
    expect(meta.alternates?.canonical).toBe(`${MAIN}/supplier/${s.id}`);
    const page = (await showroomPage.default(props({ id: String(s.id) }))) as ReactElement;
    const [org] = jsonLdOf(scriptsOf(page)[0]!);
    expect(org).toMatchObject({ '@type': 'Organization', name: s.name });
  });

  it('brand, category listing and keyword search', async () => {
    const b = await first(db.select().from(brands).where(eq(brands.status, 1)).limit(1));
    const brandState = (qs: string) =>
      internalListPath(`/brand/${b.webmap}`, new URLSearchParams(qs))!.split('/').pop()!;
    const brandMeta = await brandPage.generateMetadata(
      props({ webmap: b.webmap, state: brandState('') }),
    );
    expectOwnText(brandMeta, `${b.name}品牌馆`);
    expect(brandMeta.robots).toBeUndefined();
    const page2 = await brandPage.generateMetadata(
      props({ webmap: b.webmap, state: brandState('pageNo=2') }),
    );
    expect(page2.robots).toEqual({ index: false, follow: true });
    expect(page2.alternates?.canonical).toBe(brandMeta.alternates?.canonical);

    const listing = (url: string) => {
      const u = new URL(url, MAIN);
      const [, , categoryPath, state] = internalListPath(u.pathname, u.searchParams)!.split('/');
      return listingPage.generateMetadata(props({ categoryPath: categoryPath!, state: state! }));
    };
    const category = await listing('/product?categoryId=37');
    expectOwnText(category, '墙体保温');
    expect(category.alternates?.canonical).toMatch(/\/product\/\d+_37$/);
    expect(category.robots).toBeUndefined();
    const search = await listing('/product?keyword=地板');
    expectOwnText(search, '地板 - 商品搜索');
    expect(search.alternates?.canonical).toBe(`${MAIN}/product?keyword=%E5%9C%B0%E6%9D%BF`);
    const deep = await listing('/product?keyword=地板&sort=price_asc&pageNo=3');
    expect(deep.alternates?.canonical).toBe(search.alternates?.canonical);
    expect(deep.robots).toEqual({ index: false, follow: true });
  });

  it('bid, public bid, activity, design case and information article', async () => {
    const bid = await first(
      db.select().from(bidProjects).where(ne(bidProjects.status, 4)).limit(1),
    );
    const bidMeta = await bidPage.generateMetadata(props({ id: [bid.projectId] }));
    expectOwnText(bidMeta, `${bid.title} - 招标详情`);
    expect(bidMeta.description).toContain('招标单位');
    expect(bidMeta.alternates?.canonical).toBe(`${JINWAN}/bid/details/${bid.projectId}`);

    const notice = await first(db.select().from(openBidNotices).limit(1));
    const noticeMeta = await otherBidPage.generateMetadata(props({}, { id: String(notice.id) }));
    expectOwnText(noticeMeta, `${notice.title} - 公开招标`);
    expect(noticeMeta.alternates?.canonical).toBe(`${JINWAN}/other-bid/details?id=${notice.id}`);

    const a = await first(db.select().from(activities).limit(1));
    const activityMeta = await activityPage.generateMetadata(props({}, { id: String(a.id) }));
    expectOwnText(activityMeta, `${a.marketingName} - 线下活动`);
    expect(og(activityMeta).images?.[0]?.url).toMatch(new RegExp(`^${JINWAN}/`));

    const c = await first(db.select().from(designCases).where(eq(designCases.status, 1)).limit(1));
    const caseMeta = await casePage.generateMetadata(props({}, { id: String(c.id) }));
    expectOwnText(caseMeta, c.title);

    const help = await first(
      db.select().from(articles).where(eq(articles.channel, 'help')).limit(1),
    );
    const helpMeta = await helpPage.generateMetadata(props({}, { id: String(help.id) }));
    expectOwnText(helpMeta, `${help.title} - 帮助中心`);
    expect(helpMeta.alternates?.canonical).toBe(`${JINWAN}/help?id=${help.id}`);

    const recruit = await first(db.select().from(recruits).where(eq(recruits.status, 1)).limit(1));
    const recruitMeta = await recruitPage.generateMetadata(props({}, { id: String(recruit.id) }));
    expectOwnText(recruitMeta, `${recruit.name} - 供应商招募`);
    expect(recruitMeta.alternates?.canonical).toBe(`${JINWAN}/recruit/item?id=${recruit.id}`);

    const hall = await first(
      db.select().from(designHalls).where(eq(designHalls.status, 1)).limit(1),
    );
    const hallMeta = await hallPage.generateMetadata(props({ id: [String(hall.id)] }));
    expectOwnText(hallMeta, `${hall.name}的设计馆`);

    const info = await first(
      db.select().from(articles).where(eq(articles.channel, 'information')).limit(1),
    );
    const infoMeta = await infoPage.generateMetadata(props({ id: [String(info.id)] }));
    expectOwnText(infoMeta, info.title);
    expect(infoMeta.alternates?.canonical).toBe(`${JINWAN}/information/details/${info.id}`);
  });
});

describe('home page', () => {
  it('is canonical to each realm itself', async () => {
    const jinwan = await homePage.generateMetadata(props({}));
    expect(jinwan.alternates?.canonical).toBe(`${JINWAN}/`);
    expect(og(jinwan).url).toBe(`${JINWAN}/`);
    const main = await homePage.generateMetadata({ params: Promise.resolve({ theme: 'main' }) });
    expect(main.alternates?.canonical).toBe(`${MAIN}/`);
  });
});

describe('list pages', () => {
  const state = (path: string, qs: string) =>
    internalListPath(path, new URLSearchParams(qs))!.split('/').pop()!;

  it('are canonical to their first page and not indexed beyond it', async () => {
    const first = await bidListPage.generateMetadata(props({ state: state('/bid/list', '') }));
    expect(first.alternates?.canonical).toBe(`${JINWAN}/bid/list`);
    expect(first.robots).toBeUndefined();
    const later = await bidListPage.generateMetadata(
      props({ state: state('/bid/list', 'pageNo=3&sortColumn=time') }),
    );
    expect(later.alternates?.canonical).toBe(`${JINWAN}/bid/list`);
    expect(later.robots).toEqual({ index: false, follow: true });
    expect(later.title).toBe(first.title);
  });

  it('keep the query that defines their content, with its own title', async () => {
    const area = await otherBidListPage.generateMetadata(
      props({ state: state('/other-bid/list', 'area=广东&pageNo=1') }),
    );
    expect(area.title).toBe('广东公开招标公告');
    expect(area.alternates?.canonical).toBe(`${JINWAN}/other-bid/list?area=%E5%B9%BF%E4%B8%9C`);
    expect(area.robots).toBeUndefined();
  });

  it('the supplier directory is a catalogue page, canonical to the main domain', async () => {
    const meta = await supplierListPage.generateMetadata(
      props({}, { keyword: '地板', page: '2', utm_source: 'wx' }),
    );
    expect(meta.alternates?.canonical).toBe(`${MAIN}/list?keyword=%E5%9C%B0%E6%9D%BF`);
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});

describe('poster pages', () => {
  it('carry the activity share card; steps other than the poster are not indexed', async () => {
    const a = await first(db.select().from(activities).limit(1));
    const home = await posterHome.generateMetadata(props({}, { id: String(a.id), shareId: 'x1' }));
    expectOwnText(home, `${a.marketingName} - 活动报名`);
    expect(home.alternates?.canonical).toBe(`${JINWAN}/mobile/poster/home?id=${a.id}`);
    expect(og(home)).toMatchObject({ title: `${a.marketingName} - 活动报名`, type: 'article' });
    expect(og(home).images?.[0]).toMatchObject({ width: 600 });
    expect(og(home).images?.[0]?.url).toMatch(new RegExp(`^${JINWAN}/files/.+w=600`));
    const signIn = await posterSignIn.generateMetadata(props({}, { id: String(a.id) }));
    expect(signIn.robots).toEqual({ index: false, follow: true });
    expect(og(signIn).images?.[0]?.url).toBe(og(home).images?.[0]?.url);
    expect(signIn.alternates?.canonical).toBe(home.alternates?.canonical);
  });
});
