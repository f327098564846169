import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCreditCode } from '@/lib/credit-code';
import { ORDER_NO_PATTERN } from '@/lib/order-no';
import { toTsQuery } from '@/lib/search-tokens';
import { openDb, type Db } from '@/server/db/client';
import {
  activities,
  areas,
  bidProjects,
  brands,
  categories,
  enterprises,
  inquiries,
  orders,
  products,
  recruits,
  skus,
  srmBidNotices,
  supplierApplications,
  supplierShowrooms,
  themes,
  userEnterprises,
  users,
  workbenches,
  type PermissionNode,
} from '@/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '@/server/db/seed';
import { BRANDS, flattenCategories, INDUSTRIES, sellsLeaf } from '@/server/db/seed/data/catalog';
import { builtinThemes } from '@/themes/builtin';
import { verifyPassword } from '@/server/services/identity/password';
import { createLocalStorage } from '@/server/storage/local';

const NOW = new Date('2026-05-01T04:00:00Z');
const OPTIONS = {
  products: 50,
  now: NOW,
  writeImages: false,
  files: createLocalStorage('/nonexistent'),
};
const DAY = 86400_000;

let db: Db;

async function digest(target: Db): Promise<string> {
  const rows = await target
    .select({ id: products.id, name: products.name, price: skus.price, type: skus.priceType })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .orderBy(asc(products.id), asc(skus.id));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

beforeAll(async () => {
  const { getDbHandle } = await import('@/server/db');
  db = getDbHandle().db;
  await seed(db, OPTIONS);
});

describe('seed', () => {
  it('writes the catalogue at the requested size', async () => {
    const [p] = await db.select({ n: count() }).from(products);
    expect(p?.n).toBe(50);
    const [s] = await db.select({ n: count() }).from(skus);
    expect(s!.n).toBeGreaterThanOrEqual(50);
    expect(s!.n).toBeLessThanOrEqual(200);
  });

  it('inserts the three built-in themes', async () => {
    const rows = await db.select({ code: themes.code, type: themes.themeType }).from(themes);
    expect(rows.map((t) => t.type).sort()).toEqual([1, 2, 3]);
  });

  it('names categories 5, 22 and 37 and gives each of them products', async () => {
    const rows = await db
      .select({ id: categories.id, name: categories.name, level: categories.level })
      .from(categories)
      .where(inArray(categories.id, [5, 22, 37]))
      .orderBy(asc(categories.id));
    expect(rows.map((c) => c.name)).toEqual(['地板', '涂料', '墙体保温']);
    for (const id of [5, 22, 37]) {
      const [n] = await db
        .select({ n: count() })
        .from(products)
        .where(eq(products.category2Id, id));
      expect(n!.n, `category ${id}`).toBeGreaterThan(0);
    }
  });

  it('builds a full 3-level tree with hidden and green nodes', async () => {
    const all = await db.select().from(categories);
    const byPid = new Map<number, typeof all>();
    for (const c of all) byPid.set(c.pid, [...(byPid.get(c.pid) ?? []), c]);
    const level1 = all.filter((c) => c.level === 1);
    expect(level1.length).toBeGreaterThanOrEqual(8);
    for (const l1 of level1) {
      const l2s = byPid.get(l1.id) ?? [];
      expect(l2s.length, l1.name).toBeGreaterThan(0);
      for (const l2 of l2s) expect((byPid.get(l2.id) ?? []).length, l2.name).toBeGreaterThan(0);
    }
    expect(all.some((c) => c.status === 0)).toBe(true);
    expect(all.some((c) => c.isGreen)).toBe(true);
  });

  it('covers every price type, a type-4 first SKU, 询价 SKUs and price ranges', async () => {
    const rows = await db.select().from(skus).orderBy(asc(skus.productId), asc(skus.sort));
    expect(new Set(rows.map((s) => s.priceType))).toEqual(new Set([1, 2, 3, 4]));
    const byProduct = new Map<number, typeof rows>();
    for (const s of rows) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
    expect([...byProduct.values()].some((list) => list[0]?.priceType === 4)).toBe(true);
    for (const list of byProduct.values()) expect(list.some((s) => s.priceType !== 4)).toBe(true);
    expect(rows.some((s) => !s.price)).toBe(true);
    expect(
      rows.some((s) => /^\d+(\.\d+)?-\d+(\.\d+)?$/.test(s.extraPriceJson.priceRange ?? '')),
    ).toBe(true);
    expect(rows.every((s) => s.price === null || Number.isInteger(s.price))).toBe(true);
  });

  it('loads all 34 provincial-level divisions with their cities', async () => {
    const provinces = await db.select().from(areas).where(eq(areas.level, 1));
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p) => p.id === 440000)?.name).toBe('广东省');
    const [gz] = await db.select().from(areas).where(eq(areas.id, 440100));
    expect(gz).toMatchObject({ pid: 440000, name: '广州市', level: 2 });
  });

  it('creates demo accounts that log in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [u] = await db.select().from(users).where(eq(users.phone, account.phone));
      expect(u?.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(await verifyPassword(DEMO_PASSWORD, u?.passwordHash)).toBe(true);
    }
    const multi = await db
      .select({ status: enterprises.status, tenantStatus: enterprises.tenantStatus })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(eq(userEnterprises.userId, 6));
    expect(new Set(multi.map((e) => e.status))).toEqual(new Set([1, 0, -1, -2]));
    expect(multi.map((e) => e.tenantStatus)).toEqual(
      expect.arrayContaining([
        'supplier',
        'company_approving',
        'company_approve_fail',
        'supplier_approving',
      ]),
    );
  });

  it('gives the workbenches permission trees with unique aliases', async () => {
    const rows = await db.select().from(workbenches);
    expect(rows.map((w) => [w.consoleId, w.enterpriseType])).toEqual(
      expect.arrayContaining([
        ['sup', 1],
        ['other', 2],
        ['other', 0],
      ]),
    );
    const aliases: string[] = [];
    const walk = (nodes: PermissionNode[]) =>
      nodes.forEach((n) => {
        aliases.push(n.alias);
        walk(n.children ?? []);
      });
    rows.forEach((w) => walk(w.roleTree));
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it('spreads opportunity dates around the 3-day and 180-day marks', async () => {
    for (const [table, column] of [
      [bidProjects, bidProjects.firstPublishNoticeTime],
      [inquiries, inquiries.noticeStart],
      [recruits, recruits.publicationDate],
    ] as const) {
      const dates = (await db.select({ d: column }).from(table)).map((r) => r.d.getTime());
      expect(dates.some((d) => NOW.getTime() - d < 3 * DAY)).toBe(true);
      expect(dates.some((d) => NOW.getTime() - d > 180 * DAY)).toBe(true);
    }
    const statuses = await db.selectDistinct({ s: recruits.status }).from(recruits);
    expect(statuses.map((s) => s.s).sort()).toEqual([1, 2, 3]);
    const [review] = await db
      .select({ n: count() })
      .from(activities)
      .where(eq(activities.status, '0'));
    expect(review!.n).toBeGreaterThan(0);
    const [closed] = await db
      .select({ n: count() })
      .from(inquiries)
      .where(eq(inquiries.status, '0'));
    expect(closed!.n).toBeGreaterThan(0);
    const [publicBids] = await db
      .select({ n: count() })
      .from(bidProjects)
      .where(eq(bidProjects.showType, 2));
    expect(publicBids!.n).toBeGreaterThan(0);
  });

  it('finds floor products with the bigram keyword search', async () => {
    const query = toTsQuery('复合地板');
    expect(query).not.toBeNull();
    const rows = await db
      .select({ name: products.name, category2Id: products.category2Id })
      .from(products)
      .where(and(sql`${products.searchVector} @@ to_tsquery('simple', ${query})`));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.name).toContain('复合地板');
      expect(r.category2Id).toBe(5);
    }
  });

  it('moves id sequences past the seeded rows', async () => {
    const [row] = await db
      .insert(bidProjects)
      .values({
        projectId: 'ZB-TEST-1',
        title: '测试',
        tenderName: '测试',
        firstPublishNoticeTime: NOW,
      })
      .returning({ id: bidProjects.id });
    expect(row!.id).toBeGreaterThan(80);
  });
});

/** A moment's China (UTC+8) date as a notice writes it, its hour of day and weekday. */
const china = (d: Date) => {
  const t = new Date(d.getTime() + 8 * 3600_000);
  return {
    date: `${t.getUTCFullYear()}年${t.getUTCMonth() + 1}月${t.getUTCDate()}日`,
    hours: t.getUTCHours() + t.getUTCMinutes() / 60,
    weekday: t.getUTCDay(),
  };
};

/** Office hours: Monday to Friday, 09:00 to 17:30 China time. */
const inOfficeHours = (d: Date) => {
  const { hours, weekday } = china(d);
  return weekday >= 1 && weekday <= 5 && hours >= 9 && hours <= 17.5;
};

describe('seed data agrees with itself', () => {
  it('quotes the budget and sign-up deadline of each bid in its text', async () => {
    const rows = await db
      .select({
        id: bidProjects.id,
        budget: bidProjects.budget,
        deadline: bidProjects.signUpDeadline,
        content: bidProjects.content,
      })
      .from(bidProjects)
      .where(lte(bidProjects.id, 80)); // the 80 seeded ones, not the sequence test's
    for (const b of rows) {
      expect(b.content, `bid ${b.id}`).toContain(`预算约${b.budget}`);
      expect(b.content, `bid ${b.id}`).toContain(china(b.deadline!).date);
    }
  });

  it('gives every company that has certified a valid, distinct credit code of its city', async () => {
    const rows = await db
      .select({
        id: enterprises.id,
        status: enterprises.status,
        cityId: enterprises.cityId,
        code: enterprises.creditCode,
      })
      .from(enterprises);
    const coded = rows.filter((e) => e.code !== null);
    expect(rows.filter((e) => e.code === null).map((e) => e.status)).toEqual([-2]);
    for (const e of coded) {
      expect(isCreditCode(e.code!), `${e.id} ${e.code}`).toBe(true);
      expect(e.code!.slice(2, 8), `${e.id}`).toBe(String(e.cityId));
    }
    expect(new Set(coded.map((e) => e.code)).size).toBe(coded.length);
  });

  it('places every company in the city its name and address say', async () => {
    const cities = await db.select().from(areas).where(eq(areas.level, 2));
    const namedCity = (name: string) =>
      cities
        .filter((c) => name.startsWith(c.name.replace(/市$/, '')))
        .sort((a, b) => b.name.length - a.name.length)[0];
    const companies = [
      ...(await db
        .select({ name: enterprises.name, cityId: enterprises.cityId })
        .from(enterprises)),
      ...(await db
        .select({ name: supplierApplications.name, cityId: supplierApplications.cityId })
        .from(supplierApplications)),
    ];
    for (const c of companies) {
      const city = namedCity(c.name);
      if (city) expect(c.cityId, c.name).toBe(city.id);
    }
    expect(companies.filter((c) => namedCity(c.name)).length).toBeGreaterThan(100);
    const places = [
      ...(await db
        .select({ city: supplierShowrooms.city, address: supplierShowrooms.address })
        .from(supplierShowrooms)),
      ...(await db
        .select({ city: supplierApplications.city, address: supplierApplications.address })
        .from(supplierApplications)),
      ...(await db.select({ city: activities.city, address: activities.address }).from(activities)),
    ];
    for (const p of places) expect(p.address, p.city ?? '').toContain(p.city);
  });

  it('holds activities in working hours, China time', async () => {
    const rows = await db
      .select({ id: activities.id, start: activities.startTime, end: activities.endTime })
      .from(activities);
    for (const a of rows) {
      const start = china(a.start).hours;
      const end = china(a.end!).hours;
      expect(start, `activity ${a.id} start`).toBeGreaterThanOrEqual(8);
      expect(start, `activity ${a.id} start`).toBeLessThanOrEqual(20);
      expect(end, `activity ${a.id} end`).toBeGreaterThanOrEqual(8);
      expect(end, `activity ${a.id} end`).toBeLessThanOrEqual(22);
      expect(a.end!.getTime()).toBeGreaterThan(a.start.getTime());
    }
    const [expo] = rows.filter((a) => a.id === 1);
    expect(expo!.start.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(expo!.end!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('publishes bids, inquiries and notices, and closes them, in office hours', async () => {
    const times: [string, Date | null][] = [
      ...(await db.select().from(bidProjects).where(lte(bidProjects.id, 80))).flatMap(
        (b) =>
          [
            [`bid ${b.id} published`, b.firstPublishNoticeTime],
            [`bid ${b.id} sign-up deadline`, b.signUpDeadline],
            [`bid ${b.id} opening`, b.bidOpenTime],
          ] as [string, Date | null][],
      ),
      ...(await db.select().from(inquiries)).flatMap(
        (q) =>
          [
            [`inquiry ${q.id} published`, q.noticeStart],
            [`inquiry ${q.id} quote end`, q.quoteEnd],
          ] as [string, Date | null][],
      ),
      ...(await db.select().from(srmBidNotices)).flatMap(
        (n) =>
          [
            [`SRM notice ${n.id} published`, n.publishTime],
            [`SRM notice ${n.id} deadline`, n.deadline],
          ] as [string, Date | null][],
      ),
      ...(await db.select().from(activities)).map(
        (a) => [`activity ${a.id} published`, a.createdAt] as [string, Date | null],
      ),
    ];
    expect(times.length).toBeGreaterThan(300);
    for (const [what, time] of times) {
      if (time) expect(inOfficeHours(time), `${what} at ${time.toISOString()}`).toBe(true);
    }
  });

  it('lets every supplier sell only what the industry in its name makes', async () => {
    const leafById = new Map(flattenCategories().leaves.map((l) => [l.id, l]));
    const rows = await db
      .select({
        supplier: enterprises.name,
        serves: enterprises.serveCategoryIds,
        product: products.name,
        category2Id: products.category2Id,
        category3Id: products.category3Id,
      })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId));
    for (const p of rows) {
      const leaf = leafById.get(p.category3Id)!;
      const industries = INDUSTRIES.filter((i) => p.supplier.includes(i.name));
      expect(industries.length, p.supplier).toBeGreaterThan(0);
      expect(
        industries.some((i) => sellsLeaf(i, leaf)),
        `${p.supplier} sells ${p.product}`,
      ).toBe(true);
      expect(p.serves, p.supplier).toContain(p.category2Id);
    }
    expect(rows.some((p) => p.supplier === '佛山市森华木业有限公司')).toBe(true);
  });

  it('sells a brand that names its material (雅石, 金陶) only from companies of that trade', async () => {
    const rows = await db
      .select({ supplier: enterprises.name, brand: brands.name })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .innerJoin(brands, eq(brands.id, products.brandId));
    const trades = new Map(BRANDS.map((b) => [b.name, b.industries]));
    for (const r of rows) {
      const only = trades.get(r.brand);
      if (!only) continue;
      expect(
        only.some((t) => r.supplier.includes(t)),
        `${r.supplier} sells ${r.brand}`,
      ).toBe(true);
    }
  });

  it('features in each realm approved suppliers of its featured categories', async () => {
    for (const { code, homeFeatured } of builtinThemes) {
      if (!homeFeatured.supplierIds.length) continue;
      const picked = await db
        .select()
        .from(enterprises)
        .where(inArray(enterprises.id, homeFeatured.supplierIds));
      expect(picked, code).toHaveLength(homeFeatured.supplierIds.length);
      for (const s of picked) {
        expect(s.tenantStatus, s.name).toBe('supplier');
        expect(
          s.serveCategoryIds.some((id) => homeFeatured.categoryIds.includes(id)),
          `${code}: ${s.name}`,
        ).toBe(true);
      }
    }
  });

  it('gives every company and brand a lettermark logo of its own', async () => {
    const logos = [
      ...(await db.select({ logo: enterprises.logo }).from(enterprises)),
      ...(await db.select({ logo: brands.logo }).from(brands)),
    ].map((r) => r.logo);
    for (const logo of logos) expect(logo).toMatch(/^\/files\/seed\/logo-[0-9a-f]{12}\.png$/);
    expect(new Set(logos).size).toBe(logos.length);
  });

  it('numbers every order in the one order-number format', async () => {
    const rows = await db.select({ orderNo: orders.orderNo }).from(orders);
    expect(rows.length).toBeGreaterThan(0);
    for (const { orderNo } of rows) expect(orderNo).toMatch(ORDER_NO_PATTERN);
  });
});

describe('seed determinism', () => {
  const handles: ReturnType<typeof openDb>[] = [];
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('produces the same catalogue in two fresh databases (and in the per-file one)', async () => {
    const digests: string[] = [];
    for (let i = 0; i < 2; i++) {
      const handle = openDb({ dataDir: 'memory://' });
      handles.push(handle);
      await handle.migrate();
      await seed(handle.db, { ...OPTIONS, writeImages: i === 0, files: createLocalStorage(dir) });
      digests.push(await digest(handle.db));
    }
    expect(digests[0]).toBe(digests[1]);
    expect(await digest(db)).toBe(digests[0]);
    const files = await readdir(path.join(dir, 'seed'));
    expect(files.filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(60);
    // Every logo and product image the rows name was drawn.
    const named = [
      ...(await handles[0]!.db.select({ url: enterprises.logo }).from(enterprises)),
      ...(await handles[0]!.db.select({ url: products.mainImage }).from(products)),
    ].map((r) => r.url!.replace('/files/seed/', ''));
    expect(named.filter((f) => !files.includes(f))).toEqual([]);
  });
});
