import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingCard, Page, SearchRelatedInfo } from '@/api/types';
import { GET as brandItemSearch } from '@/app/v1/api/item/brandItemSearch/route';
import { GET as searchItem } from '@/app/v1/api/item/searchItem/route';
import { GET as relatedInfo } from '@/app/v1/api/item/searchRelatedInfo/route';
import { GET as tenantItemSearch } from '@/app/v1/api/item/tenantItemSearch/route';
import { GET as searchV2 } from '@/app/v1/api/item/v2/search/route';
import { GET as productPaging } from '@/app/v1/api/product/paging/route';
import { db } from '@/server/db';
import { products, searchRecords } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { clearSearchCache } from '@/server/services/catalog-search';
import { flushTrackEvents } from '@/server/services/tracking';
import { json, request } from './fixtures';

type Handler = typeof searchV2;

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
});

async function call<T>(route: Handler, query: string) {
  return json<T>(await route(request(`/v1/api/x?${query}`)));
}

async function search(query: string, route: Handler = searchV2) {
  const res = await call<Page<ListingCard>>(route, query);
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

const onShelf = () => db.select().from(products).where(eq(products.status, 1));

describe('keyword search', () => {
  it('refuses a keyword longer than 100 characters, naming the limit', async () => {
    const res = await call(searchV2, `keyword=${'地'.repeat(3000)}`);
    expect(res).toMatchObject({ status: 400, msg: '参数「关键词」错误：最多 100 个字' });
  });

  it('finds products by a name word, name matches first, with highlights', async () => {
    const all = await onShelf();
    const target = all.find((p) => p.name.includes('地板')) ?? all[0]!;
    const word = target.name.split(' ')[1]!.slice(-2);
    const page = await search(`keyword=${encodeURIComponent(` ${word} `)}&pageSize=60`);
    const expected = all.filter((p) =>
      [p.searchName, p.searchBrand, p.searchText].join(' ').split(' ').includes(word),
    );
    expect(page.total).toBe(expected.length);
    expect(page.records.map((r) => r.id)).toContain(target.id);
    const named = page.records.map((r) => r.name.includes(word));
    // Every name match comes before every other match.
    expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(
      true,
    );
    const first = page.records[0]!;
    expect(first.highlight.some((s) => s.hit && s.text.includes(word))).toBe(true);
    expect(first.highlight.map((s) => s.text).join('')).toBe(first.name);
    expect(first.skuDtoList.length).toBeGreaterThan(0);
    expect(first.supplierName).toBeTruthy();
  });

  it('ranks a name match above a product with the word only elsewhere, despite rank and sales', async () => {
    const [a, b] = await onShelf();
    await db
      .update(products)
      .set({
        name: `${a!.name} 翡翠系列`,
        searchName: `${a!.searchName} 翡翠 翠系 系列`,
        salesCount: 0,
      })
      .where(eq(products.id, a!.id));
    await db
      .update(products)
      .set({ searchText: `${b!.searchText} 翡翠 翡翠 翡翠`, salesCount: 99_999 })
      .where(eq(products.id, b!.id));
    clearSearchCache();
    const page = await search(`keyword=${encodeURIComponent('翡翠')}`);
    expect(page.records.map((r) => r.id)).toEqual([a!.id, b!.id]);
    expect(page.records[0]!.highlight.filter((s) => s.hit)).toEqual([{ text: '翡翠', hit: true }]);
    expect(page.records[1]!.highlight.some((s) => s.hit)).toBe(false);
  });

  it('ANDs the custom word with the keyword', async () => {
    const all = await onShelf();
    const p = all[5]!;
    const [brandWord, series] = p.name.split(' ');
    const both = await search(
      `keyword=${encodeURIComponent(brandWord!)}&customWord=${encodeURIComponent(series!.slice(-2))}&pageSize=60`,
    );
    const only = await search(`keyword=${encodeURIComponent(brandWord!)}&pageSize=60`);
    expect(both.records.map((r) => r.id)).toContain(p.id);
    expect(both.total).toBeLessThanOrEqual(only.total);
    expect(both.records.every((r) => only.records.some((o) => o.id === r.id))).toBe(true);
  });

  it('returns nothing for a word no product has', async () => {
    const page = await search(`keyword=${encodeURIComponent('不存在的词语')}`);
    expect(page).toMatchObject({ records: [], total: 0, pageNo: 1, pageSize: 20 });
  });
});

describe('filters', () => {
  it('filters by several brands, repeated or comma-joined', async () => {
    const all = await onShelf();
    const brandIds = [...new Set(all.map((p) => p.brandId!))].slice(0, 2);
    const expected = all.filter((p) => brandIds.includes(p.brandId!)).length;
    const a = await search(`brandIds=${brandIds[0]}&brandIds=${brandIds[1]}&pageSize=60`);
    const b = await search(`brandIds=${brandIds.join(',')}&pageSize=60`, productPaging);
    expect(a.total).toBe(expected);
    expect(b.total).toBe(expected);
    expect(a.records.every((r) => brandIds.includes(r.brandId!))).toBe(true);
  });

  it('matches a category of any level by its subtree', async () => {
    const all = await onShelf();
    const p = all[0]!;
    for (const [id, key] of [
      [p.category1Id, 'category1Id'],
      [p.category2Id, 'category2Id'],
      [p.category3Id, 'category3Id'],
    ] as const) {
      const page = await search(`categoryId=${id}&pageSize=60`, searchItem);
      expect(page.total).toBe(all.filter((x) => x[key] === id).length);
      expect(page.records.map((r) => r.id)).toContain(p.id);
    }
    const two = [
      all[0]!.category2Id,
      all.find((x) => x.category1Id !== p.category1Id)!.category1Id,
    ];
    const many = await search(`categoryIds=${two.join(',')}&pageSize=60`);
    expect(many.total).toBe(
      all.filter((x) => x.category2Id === two[0] || x.category1Id === two[1]).length,
    );
  });

  it('limits brand and tenant item searches', async () => {
    const all = await onShelf();
    const p = all[3]!;
    const byBrand = await search(`brandId=${p.brandId}&pageSize=60`, brandItemSearch);
    expect(byBrand.total).toBe(all.filter((x) => x.brandId === p.brandId).length);
    const byTenant = await search(`tenantId=${p.supplierId}&pageSize=60`, tenantItemSearch);
    expect(byTenant.total).toBe(all.filter((x) => x.supplierId === p.supplierId).length);
    expect(byTenant.records.every((r) => r.supplierId === p.supplierId)).toBe(true);
    expect((await call(brandItemSearch, 'pageSize=10')).status).toBe(400);
  });

  it('refuses more than 50 brands with the multi-select message', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const res = await call(searchV2, `brandIds=${ids}`);
    expect(res.status).toBe(400);
    expect(res.msg).toBe('选择数量不能超过50个');
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect((await call(searchV2, `brandIds=${fifty}`)).status).toBe(200);
    expect((await call(relatedInfo, `brandIds=${ids}`)).status).toBe(400);
  });

  it('rejects a page size above 60 and a bad sort', async () => {
    expect((await call(searchV2, 'pageSize=61')).status).toBe(400);
    expect((await call(searchV2, 'sort=cheapest')).status).toBe(400);
  });
});

describe('sort and paging', () => {
  it('puts 询价 products last in both price orders', async () => {
    const up = await search('sort=price_asc&pageSize=60');
    const down = await search('sort=price_desc&pageSize=60');
    const all = await onShelf();
    const priceOf = new Map(all.map((p) => [p.id, p.minPrice]));
    const inquiries = all.filter((p) => p.minPrice === null).length;
    expect(inquiries).toBeGreaterThan(0);
    for (const [page, dir] of [
      [up, 1],
      [down, -1],
    ] as const) {
      const prices = page.records.map((r) => priceOf.get(r.id) ?? null);
      const priced = prices.filter((x): x is number => x !== null);
      expect(prices.slice(priced.length).every((x) => x === null)).toBe(true);
      expect(priced).toEqual([...priced].sort((a, b) => dir * (a - b)));
    }
  });

  it('orders by newest and by sales', async () => {
    const all = await onShelf();
    const newest = await search('sort=newest&pageSize=5');
    const expectedNewest = [...all]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, 5);
    expect(newest.records.map((r) => r.id)).toEqual(expectedNewest.map((p) => p.id));
    const sales = await search('sort=sales&pageSize=5');
    const [top] = await db
      .select()
      .from(products)
      .where(eq(products.status, 1))
      .orderBy(desc(products.salesCount), products.id)
      .limit(1);
    expect(sales.records[0]!.id).toBe(top!.id);
  });

  it('pages without overlap', async () => {
    const first = await search('sort=sales&pageNo=1&pageSize=7');
    const second = await search('sort=sales&pageNo=2&pageSize=7');
    const all = await onShelf();
    expect(first.total).toBe(all.length);
    expect(second.pageNo).toBe(2);
    expect(second.records).toHaveLength(7);
    expect(second.records.some((r) => first.records.some((f) => f.id === r.id))).toBe(false);
    const last = await search(`sort=sales&pageNo=${Math.ceil(all.length / 7)}&pageSize=7`);
    expect(last.records.length).toBe(all.length % 7 || 7);
    const beyond = await search('sort=sales&pageNo=99&pageSize=7');
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });
});

describe('searchRelatedInfo', () => {
  it('counts brands (ignoring the brand filter) and the next category level', async () => {
    const all = await onShelf();
    const p = all[0]!;
    const res = await call<SearchRelatedInfo>(
      relatedInfo,
      `categoryId=${p.category1Id}&brandIds=${p.brandId}`,
    );
    expect(res.status).toBe(200);
    const inL1 = all.filter((x) => x.category1Id === p.category1Id);
    const brandCount = res.data.brands.find((b) => b.id === p.brandId)!.count;
    expect(brandCount).toBe(inL1.filter((x) => x.brandId === p.brandId).length);
    expect(res.data.brands.reduce((n, b) => n + b.count, 0)).toBe(inL1.length);
    expect(res.data.brands.length).toBeLessThanOrEqual(50);
    const second = res.data.categories.find((c) => c.id === p.category2Id)!;
    expect(second.level).toBe(2);
    expect(second.count).toBe(
      inL1.filter((x) => x.category2Id === p.category2Id && x.brandId === p.brandId).length,
    );
  });

  it('counts level-1 categories without a category and none below level 3', async () => {
    const all = await onShelf();
    const top = await call<SearchRelatedInfo>(relatedInfo, '');
    expect(top.data.categories.every((c) => c.level === 1)).toBe(true);
    expect(top.data.categories.reduce((n, c) => n + c.count, 0)).toBe(all.length);
    const leaf = await call<SearchRelatedInfo>(relatedInfo, `categoryId=${all[0]!.category3Id}`);
    expect(leaf.data.categories).toEqual([]);
  });
});

describe('search records', () => {
  it('records a first-page keyword search with its total and where it came from', async () => {
    clearSearchCache();
    const word = '防水';
    const page = await search(`keyword=${encodeURIComponent(word)}&customRefer=home`);
    await search(`keyword=${encodeURIComponent(word)}&pageNo=2`);
    await flushTrackEvents();
    const rows = await db
      .select()
      .from(searchRecords)
      .where(and(eq(searchRecords.word, word), eq(searchRecords.key, 'product')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ total: page.total, refer: 'home' });
    const none = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchRecords)
      .where(eq(searchRecords.word, ''));
    expect(none[0]!.n).toBe(0);
  });
});

describe('the query planner', () => {
  it('counts random reads as cheap, so broad keywords stay on the GIN index (migration 0018)', async () => {
    // Both drivers answer { rows }; the shared Db type does not say so.
    const { rows } = (await db.execute(sql`SHOW random_page_cost`)) as unknown as {
      rows: { random_page_cost: string }[];
    };
    expect(Number(rows[0]!.random_page_cost)).toBe(1.1);
  });
});
