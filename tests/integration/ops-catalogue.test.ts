import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OpsBrand,
  OpsBulkReviewResult,
  OpsCategory,
  OpsSynonym,
} from '@/api/modules/ops-catalog';
import type { ListingPage, Page } from '@/api/types';
import { GET as searchV2 } from '@/app/v1/api/item/v2/search/route';
import { GET as listBrands, POST as createBrand } from '@/app/v1/api/ops/brands/route';
import { PUT as updateBrand } from '@/app/v1/api/ops/brands/[id]/route';
import { GET as listCategories, POST as createCategory } from '@/app/v1/api/ops/categories/route';
import { PUT as updateCategory } from '@/app/v1/api/ops/categories/[id]/route';
import { POST as moveCategory } from '@/app/v1/api/ops/categories/[id]/move/route';
import { POST as bulkReview } from '@/app/v1/api/ops/products/review/route';
import { GET as listSynonyms, POST as createSynonym } from '@/app/v1/api/ops/synonyms/route';
import {
  DELETE as deleteSynonym,
  PUT as updateSynonym,
} from '@/app/v1/api/ops/synonyms/[id]/route';
import type { OpsRole } from '@/lib/ops-roles';
import { db } from '@/server/db';
import {
  brands,
  categories,
  opsAudit,
  opsRoles,
  products,
  searchSynonyms,
  uploadedFiles,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { flushTrackEvents } from '@/server/services/tracking';
import { fileUrlOf } from '@/server/services/upload';
import { json, request, signedInUser } from './fixtures';

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) });

let content: Awaited<ReturnType<typeof signedInUser>>;
let auditor: Awaited<ReturnType<typeof signedInUser>>;

async function withRole(role: OpsRole) {
  const user = await signedInUser();
  await db.insert(opsRoles).values({ userId: user.user.id, role });
  return user;
}

async function call<T>(
  route: Route,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; id?: number } = {},
) {
  return json<T>(
    await route(
      request(path, {
        method: init.method ?? 'GET',
        body: init.body,
        cookie: init.cookie ?? content.cookie,
      }),
      params(init.id === undefined ? {} : { id: String(init.id) }),
    ),
  );
}

async function search(keyword: string): Promise<ListingPage> {
  const res = await json<ListingPage>(
    await searchV2(request(`/v1/api/x?keyword=${encodeURIComponent(keyword)}&pageSize=40`)),
  );
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

const auditRows = (action: string, targetId: number) =>
  db
    .select()
    .from(opsAudit)
    .where(and(eq(opsAudit.action, action), eq(opsAudit.targetId, String(targetId))));

/** An uploaded png of this user, as the upload endpoint records it. */
async function ownLogo(userId: number): Promise<string> {
  const key = `public/202611/${randomUUID()}.png`;
  await db
    .insert(uploadedFiles)
    .values({ key, name: 'logo.png', type: 'png', size: 100, ownerId: userId });
  return fileUrlOf(key);
}

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  content = await withRole('content');
  auditor = await withRole('auditor');
}, 120_000);

// Searches are recorded in the background: write them before the database closes.
afterAll(() => flushTrackEvents());

describe('access', () => {
  const writes = async () => {
    const [[c], [b], [s], [a], [pending]] = await Promise.all([
      db.select({ n: count() }).from(categories),
      db.select({ n: count() }).from(brands),
      db.select({ n: count() }).from(searchSynonyms),
      db.select({ n: count() }).from(opsAudit),
      db.select({ n: count() }).from(products).where(eq(products.auditStatus, 'pending')),
    ]);
    return [c!.n, b!.n, s!.n, a!.n, pending!.n];
  };
  const synonym = { kind: 'same', term: '权限测试词', synonyms: ['地板'] };
  const brand = { name: '权限品牌', webmap: 'quanxian', initial: 'Q', logo: '/x.png' };
  const endpoints: [string, string, Route, OpsRole, unknown][] = [
    ['GET', '/v1/api/ops/categories', listCategories as Route, 'content', undefined],
    [
      'POST',
      '/v1/api/ops/categories',
      createCategory as Route,
      'content',
      { pid: 0, name: '权限类目' },
    ],
    ['PUT', '/v1/api/ops/categories/1', updateCategory as Route, 'content', { name: '权限类目' }],
    ['POST', '/v1/api/ops/categories/1/move', moveCategory as Route, 'content', { pid: 0 }],
    ['GET', '/v1/api/ops/brands', listBrands as Route, 'content', undefined],
    ['POST', '/v1/api/ops/brands', createBrand as Route, 'content', brand],
    ['PUT', '/v1/api/ops/brands/1', updateBrand as Route, 'content', brand],
    ['GET', '/v1/api/ops/synonyms', listSynonyms as Route, 'content', undefined],
    ['POST', '/v1/api/ops/synonyms', createSynonym as Route, 'content', synonym],
    ['PUT', '/v1/api/ops/synonyms/1', updateSynonym as Route, 'content', synonym],
    ['DELETE', '/v1/api/ops/synonyms/1', deleteSynonym as Route, 'content', undefined],
    [
      'POST',
      '/v1/api/ops/products/review',
      bulkReview as Route,
      'auditor',
      { ids: [1], action: 'approve' },
    ],
  ];

  it.each(endpoints)(
    '%s %s: 401 for visitors, 403 for buyers and other ops roles, nothing written',
    async (method, path, route, role, body) => {
      const before = await writes();
      const visitor = await route(request(path, { method, body }), params({ id: '1' }));
      expect(visitor.status).toBe(401);
      const wrongRole = role === 'content' ? auditor : content;
      for (const who of [await signedInUser(2), wrongRole]) {
        const res = await call(route, path, { method, body, cookie: who.cookie, id: 1 });
        expect(res.status).toBe(403);
      }
      expect(await writes()).toEqual(before);
    },
  );
});

describe('categories', () => {
  const tree = async () => (await call<OpsCategory[]>(listCategories as Route, '/x')).data;

  it('adds under a level-2 category, one level below, with an audit row', async () => {
    const parent = (await tree()).find((c) => c.level === 2)!;
    const res = await call<OpsCategory>(createCategory as Route, '/x', {
      method: 'POST',
      body: { pid: parent.id, name: '  测试新类目 ', sort: 5, isGreen: true },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      pid: parent.id,
      level: 3,
      name: '测试新类目',
      isGreen: true,
      visible: true,
    });
    expect(await auditRows('category.create', res.data.id)).toHaveLength(1);
    const refused = await call(createCategory as Route, '/x', {
      method: 'POST',
      body: { pid: res.data.id, name: '第四级' },
    });
    expect(refused).toMatchObject({ status: 400, msg: '三级类目下不能再添加类目' });
    const blank = await call(createCategory as Route, '/x', {
      method: 'POST',
      body: { pid: 0, name: ' ' },
    });
    expect(blank).toMatchObject({ status: 400, msg: '请输入类目名称' });
  });

  it('renames: search finds its products by the new name at once', async () => {
    const [product] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
    const id = product!.category3Id;
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    expect((await search('鳌鼋板材')).total).toBe(0);
    const res = await call<OpsCategory>(updateCategory as Route, '/x', {
      method: 'PUT',
      id,
      body: { name: '鳌鼋板材', sort: row!.sort, visible: true, isGreen: row!.isGreen },
    });
    expect(res.status, res.msg).toBe(200);
    const found = await search('鳌鼋板材');
    expect(found.records.map((r) => r.id)).toContain(product!.id);
    const [audit] = await auditRows('category.update', id);
    expect(audit).toMatchObject({ before: { name: row!.name }, after: { name: '鳌鼋板材' } });
  });

  it('hides a category from the front tree and shows it again', async () => {
    const target = (await tree()).find((c) => c.level === 3 && c.visible)!;
    const body = { name: target.name, sort: target.sort, isGreen: target.isGreen };
    await call(updateCategory as Route, '/x', {
      method: 'PUT',
      id: target.id,
      body: { ...body, visible: false },
    });
    const [hidden] = await db.select().from(categories).where(eq(categories.id, target.id));
    expect(hidden!.status).toBe(0);
    await call(updateCategory as Route, '/x', {
      method: 'PUT',
      id: target.id,
      body: { ...body, visible: true },
    });
    const [shown] = await db.select().from(categories).where(eq(categories.id, target.id));
    expect(shown!.status).toBe(1);
  });

  it('moves a level-3 category to another level-2 parent; its products follow', async () => {
    const rows = await tree();
    const [product] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
    const node = rows.find((c) => c.id === product!.category3Id)!;
    const target = rows.find((c) => c.level === 2 && c.id !== node.pid)!;
    const res = await call<OpsCategory>(moveCategory as Route, '/x', {
      method: 'POST',
      id: node.id,
      body: { pid: target.id },
    });
    expect(res.status, res.msg).toBe(200);
    const [moved] = await db.select().from(products).where(eq(products.id, product!.id));
    expect(moved).toMatchObject({
      category2Id: target.id,
      category1Id: target.pid,
      category3Id: node.id,
    });
    expect(await auditRows('category.move', node.id)).toHaveLength(1);
  });

  it('refuses a cycle and a change of level, writing nothing', async () => {
    const rows = await tree();
    const top = rows.find((c) => c.level === 1)!;
    const child = rows.find((c) => c.pid === top.id)!;
    const [[before]] = await Promise.all([db.select({ n: count() }).from(opsAudit)]);
    expect(
      await call(moveCategory as Route, '/x', {
        method: 'POST',
        id: top.id,
        body: { pid: child.id },
      }),
    ).toMatchObject({ status: 400, msg: '不能把类目移动到它自己或它的下级类目之下' });
    expect(
      await call(moveCategory as Route, '/x', { method: 'POST', id: child.id, body: { pid: 0 } }),
    ).toMatchObject({ status: 400, msg: '二级类目只能移动到一级类目之下' });
    const [after] = await db.select({ n: count() }).from(opsAudit);
    expect(after!.n).toBe(before!.n);
    const [unchanged] = await db.select().from(categories).where(eq(categories.id, child.id));
    expect(unchanged!.pid).toBe(top.id);
  });
});

describe('brands', () => {
  it('takes a logo only when it is an image this operator uploaded', async () => {
    const body = {
      name: '鳌鼋建材',
      webmap: 'aoyuan-jiancai',
      initial: 'A',
      logo: '/files/public/202611/x.png',
    };
    expect(await call(createBrand as Route, '/x', { method: 'POST', body })).toMatchObject({
      status: 400,
      msg: '品牌 Logo 须为在此上传的 png 或 jpg 图片',
    });
    const res = await call<OpsBrand>(createBrand as Route, '/x', {
      method: 'POST',
      body: { ...body, logo: await ownLogo(content.user.id) },
    });
    expect(res.status, res.msg).toBe(200);
    expect(await auditRows('brand.create', res.data.id)).toHaveLength(1);
  });

  it('refuses a web name another brand holds, naming that brand', async () => {
    const [holder, other] = await db.select().from(brands).limit(2);
    const res = await call(updateBrand as Route, '/x', {
      method: 'PUT',
      id: other!.id,
      body: { ...other!, description: undefined, visible: true, webmap: holder!.webmap },
    });
    expect(res).toMatchObject({
      status: 409,
      msg: `品牌网址标识「${holder!.webmap}」已被品牌「${holder!.name}」使用，请换一个`,
    });
  });

  it('renames a brand: its products are found by the new name', async () => {
    const [withProducts] = await db
      .select({ brandId: products.brandId, id: products.id })
      .from(products)
      .where(and(isNotNull(products.brandId), eq(products.status, 1)))
      .limit(1);
    const [brand] = await db.select().from(brands).where(eq(brands.id, withProducts!.brandId!));
    const res = await call<OpsBrand>(updateBrand as Route, '/x', {
      method: 'PUT',
      id: brand!.id,
      body: { ...brand!, description: undefined, visible: true, name: '鼋鳌牌' },
    });
    expect(res.status, res.msg).toBe(200);
    expect((await search('鼋鳌牌')).records.map((r) => r.id)).toContain(withProducts!.id);
  });
});

describe('synonyms', () => {
  it('a saved synonym is applied by the next search, without re-index or cache clearing', async () => {
    const [product] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
    const [category] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, product!.category3Id));
    expect((await search('鼋鼍砖')).total).toBe(0);
    const res = await call<OpsSynonym>(createSynonym as Route, '/x', {
      method: 'POST',
      body: { kind: 'same', term: '鼋鼍砖', synonyms: [category!.name, '鼋鼍砖'] },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.synonyms).toEqual([category!.name]);
    expect((await search('鼋鼍砖')).total).toBeGreaterThan(0);
    expect(await auditRows('synonym.create', res.data.id)).toHaveLength(1);

    const again = await call(createSynonym as Route, '/x', {
      method: 'POST',
      body: { kind: 'same', term: '鼋鼍砖', synonyms: ['瓷片'] },
    });
    expect(again).toMatchObject({
      status: 409,
      msg: '搜索词「鼋鼍砖」已有一条等同同义词，请编辑那一条',
    });

    const list = await call<Page<OpsSynonym>>(
      listSynonyms as Route,
      `/x?keyword=${encodeURIComponent('鼋鼍')}`,
    );
    expect(list.data.records.map((r) => r.id)).toEqual([res.data.id]);

    const removed = await call(deleteSynonym as Route, '/x', { method: 'DELETE', id: res.data.id });
    expect(removed.status).toBe(200);
    expect((await search('鼋鼍砖')).total).toBe(0);
    expect(await auditRows('synonym.delete', res.data.id)).toHaveLength(1);
  });

  it('edits a row and names the field of a bad one', async () => {
    const created = await call<OpsSynonym>(createSynonym as Route, '/x', {
      method: 'POST',
      body: { kind: 'broader', term: '鼋板', synonyms: ['地板'] },
    });
    const edited = await call<OpsSynonym>(updateSynonym as Route, '/x', {
      method: 'PUT',
      id: created.data.id,
      body: { kind: 'broader', term: '鼋板', synonyms: ['地板', '墙板'] },
    });
    expect(edited.data.synonyms).toEqual(['地板', '墙板']);
    const bad = await call(updateSynonym as Route, '/x', {
      method: 'PUT',
      id: created.data.id,
      body: { kind: 'broader', term: '鼋板', synonyms: [] },
    });
    expect(bad).toMatchObject({ status: 400, msg: '请至少填写一个同义词' });
  });
});

describe('bulk product review', () => {
  it('approves several pending products; one decided meanwhile is reported, not fatal', async () => {
    const picked = await db.select({ id: products.id }).from(products).limit(3);
    const ids = picked.map((p) => p.id);
    await db
      .update(products)
      .set({ auditStatus: 'pending', status: 0 })
      .where(inArray(products.id, ids));
    await db
      .update(products)
      .set({ auditStatus: 'approved', status: 1 })
      .where(eq(products.id, ids[2]!));
    const res = await call<OpsBulkReviewResult>(bulkReview as Route, '/x', {
      method: 'POST',
      cookie: auditor.cookie,
      body: { ids, action: 'approve' },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.done).toEqual(ids.slice(0, 2));
    expect(res.data.failed).toEqual([{ id: ids[2], msg: '该商品已审核，请刷新列表' }]);
    const rows = await db.select().from(products).where(inArray(products.id, ids));
    expect(rows.every((r) => r.auditStatus === 'approved')).toBe(true);
  });

  it('a bulk rejection needs a reason', async () => {
    const res = await call(bulkReview as Route, '/x', {
      method: 'POST',
      cookie: auditor.cookie,
      body: { ids: [1], action: 'reject' },
    });
    expect(res.status).toBe(400);
    expect(res.msg).toContain('驳回原因');
  });
});
