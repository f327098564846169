import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '@/api/types';
import { POST as trackReport } from '@/app/v1/api/common/trackReport/route';
import { GET as suggest } from '@/app/v1/api/search/suggest/route';
import { db } from '@/server/db';
import { products, searchRecords } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { clearSuggestionCache } from '@/server/services/search-suggest';
import { flushTrackEvents } from '@/server/services/tracking';
import { VISITOR_COOKIE } from '@/server/services/visitor';
import { json, request } from './fixtures';
import { inOneLimitWindow } from './limit-window';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
});

async function suggestions(name: string, type: 1 | 2, pageSize = 10) {
  const res = await json<SearchSuggestion[]>(
    await suggest(
      request(
        `/v1/api/search/suggest?pageSize=${pageSize}&name=${encodeURIComponent(name)}&type=${type}`,
      ),
    ),
  );
  expect(res.status).toBe(200);
  return res.data;
}

const HAN_RUN = /\p{Script=Han}{2,}/gu;

describe('getProductSearchRes', () => {
  it('finds seeded products by a Chinese word, name matches first, at most 10', async () => {
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.status, 1))
      .orderBy(desc(products.salesCount))
      .limit(1);
    const word = product!.name.split(' ')[1]!.match(HAN_RUN)![0]!;
    const found = await suggestions(word, 1);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.every((s) => s.type === 1)).toBe(true);
    expect(found[0]!.realName).toContain(word);
    expect(new Set(found.map((s) => s.realName)).size).toBe(found.length);
    const ids = found.map((s) => s.bid);
    const rows = await db
      .select()
      .from(products)
      .where(sql`${products.id} in ${ids}`);
    expect(rows.every((p) => p.status === 1)).toBe(true);
  });

  it('caps a common word at the page size and matches a single character by prefix', async () => {
    expect((await suggestions('地板', 1, 3)).length).toBeLessThanOrEqual(3);
    const common = await db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.searchVector} @@ to_tsquery('simple', '板:*')`);
    const one = await suggestions('板', 1);
    expect(one.length).toBe(Math.min(10, common[0]!.n));
    expect(one.length).toBeGreaterThan(0);
  });

  it('finds suppliers through their showroom', async () => {
    const found = await suggestions('森华木业', 2);
    expect(found[0]).toEqual({ bid: 1, type: 2, realName: '佛山市森华木业有限公司' });
    expect(found.length).toBeLessThanOrEqual(10);
  });

  it('answers nothing for an empty or symbol-only keyword and rejects bad parameters', async () => {
    expect(await suggestions('', 1)).toEqual([]);
    // A lone letter is the prefix of most pinyin: a lottery, and a read of every product.
    expect(await suggestions('c', 1)).toEqual([]);
    expect((await suggestions('ci', 1)).length).toBeGreaterThan(0);
    expect(await suggestions("'&|!", 1)).toEqual([]);
    const tooMany = await json(
      await suggest(request('/v1/api/search/suggest?name=a&type=1&pageSize=11')),
    );
    expect(tooMany.status).toBe(400);
    const badType = await json(await suggest(request('/v1/api/search/suggest?name=a&type=3')));
    expect(badType.status).toBe(400);
  });
});

describe('trackReport', () => {
  const post = (body: unknown, cookie?: string, ip = '10.0.0.1') =>
    trackReport(request('/v1/api/common/trackReport', { method: 'POST', body, cookie, ip }));
  const recordCount = async () => (await db.select({ n: count() }).from(searchRecords))[0]!.n;

  it('records a search with the visitor id', async () => {
    const cid = randomUUID();
    const res = await json(
      await post(
        { event: 'search', word: ' 复合地板 ', key: 'product', total: 42 },
        `${VISITOR_COOKIE}=${cid}`,
      ),
    );
    expect(res).toMatchObject({ status: 200, code: 0, data: null });
    await flushTrackEvents();
    const [row] = await db.select().from(searchRecords).where(eq(searchRecords.clientId, cid));
    expect(row).toMatchObject({ word: '复合地板', key: 'product', total: 42, userId: null });
  });

  it('accepts clicks without storing them and rejects malformed events', async () => {
    const before = await recordCount();
    expect((await post({ event: 'click', url: '/product', key: 'nav' })).status).toBe(200);
    expect((await json(await post({ event: 'search', key: 'product', total: 1 }))).msg).toBe(
      '请填写搜索词',
    );
    expect((await post({ event: 'view' })).status).toBe(400);
    await flushTrackEvents();
    expect(await recordCount()).toBe(before);
  });

  it('limits reports per IP', async () => {
    const statuses = await inOneLimitWindow(60, async () => {
      const seen: number[] = [];
      for (let i = 0; i < 121; i++)
        seen.push((await post({ event: 'click' }, undefined, '10.9.9.9')).status);
      return seen;
    });
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await post({ event: 'click' }, undefined, '10.9.9.10')).status).toBe(200);
  });
});

describe('suggestion cache', () => {
  it('shares an answer between callers until it is cleared', async () => {
    const [top] = await suggestions('地板', 1, 1);
    await db.update(products).set({ status: 0 }).where(eq(products.id, top!.bid));
    expect((await suggestions('地板', 1, 1))[0]).toEqual(top);
    clearSuggestionCache();
    expect((await suggestions('地板', 1, 1))[0]?.bid).not.toBe(top!.bid);
  });
});
