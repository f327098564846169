import { rm } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import type * as nextCache from 'next/cache';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsArticle, OpsBanner, OpsSeo } from '@/api/modules/ops-content';
import type { Page } from '@/api/types';
import { GET as publicSeoRoute } from '@/app/v1/api/common/seo/route';
import * as articleItem from '@/app/v1/api/ops/articles/[id]/route';
import * as articleList from '@/app/v1/api/ops/articles/route';
import * as bannerItem from '@/app/v1/api/ops/banners/[id]/route';
import * as bannerList from '@/app/v1/api/ops/banners/route';
import * as adItem from '@/app/v1/api/ops/homeContent/ads/[id]/route';
import * as adList from '@/app/v1/api/ops/homeContent/ads/route';
import * as clueItem from '@/app/v1/api/ops/homeContent/clues/[id]/route';
import * as clueList from '@/app/v1/api/ops/homeContent/clues/route';
import * as popupItem from '@/app/v1/api/ops/popups/[id]/route';
import * as popupList from '@/app/v1/api/ops/popups/route';
import * as seoItem from '@/app/v1/api/ops/seo/[id]/route';
import * as seoList from '@/app/v1/api/ops/seo/route';
import { POST as publicUpload } from '@/app/v1/api/file/publicUpload/route';
import { db } from '@/server/db';
import {
  advertisements,
  articles,
  banners,
  homeClues,
  opsAudit,
  opsRoles,
  popups,
  seoEntries,
  themes,
} from '@/server/db/schema';
import { homeBanners } from '@/server/services/home-content';
import { seoMetadata } from '@/server/services/seo';
import { getThemeByCode, clearThemeCache } from '@/server/services/theme';
import { builtinThemes } from '@/themes/builtin';
import { insertBasics, json, request, signedInUser } from './fixtures';

await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-ops-content-'));
});
afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

// The page cache as the reads tag it and the writes expire it (outside Next there is none).
const cacheTags = vi.hoisted(() => ({ read: [] as string[], expired: [] as string[] }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof nextCache>()),
  unstable_cache:
    <T>(fn: () => Promise<T>, _keys: string[], options: { tags?: string[] } = {}) =>
    () => {
      cacheTags.read.push(...(options.tags ?? []));
      return fn();
    },
  revalidateTag: (tag: string) => void cacheTags.expired.push(tag),
}));

type Person = Awaited<ReturnType<typeof signedInUser>>;
let content: Person;
let xinheOperator: Person;
let buyer: Person;
let jinwanBannerId: number;
let imageUrl: string;

const route = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function grant(person: Person, role: 'content' | 'realm', themeCode: string | null = null) {
  await db.insert(opsRoles).values({ userId: person.user.id, role, themeCode });
}

/** Uploads a real PNG as this person through the mall's upload endpoint; returns its URL. */
async function uploadPng(person: Person): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'banner.png'));
  const headers = new Headers({
    host: 'localhost:3000',
    cookie: person.cookie,
    'x-requested-with': 'XMLHttpRequest',
  });
  const req = new NextRequest('http://localhost:3000/v1/api/file/publicUpload', {
    method: 'POST',
    body: form,
    headers,
  });
  const res = await json<{ fileUrl: string }>(await publicUpload(req));
  expect(res.status).toBe(200);
  return res.data.fileUrl;
}

const banner = (over: Record<string, unknown> = {}) => ({
  themeCode: 'jinwan',
  position: 'home',
  title: '金湾集采季',
  imageUrl,
  link: '/product',
  sort: 1,
  status: 1,
  ...over,
});

const auditCount = async () => (await db.select({ n: count() }).from(opsAudit))[0]!.n;

beforeAll(async () => {
  await insertBasics();
  const jinwan = builtinThemes.find((t) => t.code === 'jinwan')!;
  await db.insert(themes).values({
    ...jinwan,
    id: undefined,
    code: 'xinhe',
    themeType: 41,
    name: '新河建材',
    shortName: '新河',
    domains: ['xinhe.localhost'],
  });
  clearThemeCache();
  content = await signedInUser();
  xinheOperator = await signedInUser();
  buyer = await signedInUser(2);
  await grant(content, 'content');
  await grant(xinheOperator, 'realm', 'xinhe');
  imageUrl = await uploadPng(content);
  const [row] = await db
    .insert(banners)
    .values({ themeType: jinwan.themeType, position: 'home', title: '金湾原有', imageUrl })
    .returning();
  jinwanBannerId = row!.id;
});

describe('who may call the content endpoints', () => {
  // Every endpoint this section adds, with a body that would be valid for an operator.
  const calls = () =>
    [
      [
        'GET banners',
        () => bannerList.GET(request('/v1/api/ops/banners', { cookie: buyer.cookie })),
      ],
      [
        'POST banners',
        () =>
          bannerList.POST(
            request('/v1/api/ops/banners', {
              method: 'POST',
              cookie: buyer.cookie,
              body: banner(),
            }),
          ),
      ],
      [
        'PUT banners/{id}',
        () =>
          bannerItem.PUT(
            request(`/v1/api/ops/banners/${jinwanBannerId}`, {
              method: 'PUT',
              cookie: buyer.cookie,
              body: banner(),
            }),
            withId(jinwanBannerId),
          ),
      ],
      [
        'DELETE banners/{id}',
        () =>
          bannerItem.DELETE(
            request(`/v1/api/ops/banners/${jinwanBannerId}`, {
              method: 'DELETE',
              cookie: buyer.cookie,
            }),
            withId(jinwanBannerId),
          ),
      ],
      ['GET popups', () => popupList.GET(request('/v1/api/ops/popups', { cookie: buyer.cookie }))],
      [
        'POST popups',
        () =>
          popupList.POST(
            request('/v1/api/ops/popups', {
              method: 'POST',
              cookie: buyer.cookie,
              body: { scene: 'home', title: '公告', displayMethod: 1, pcTitle: '公告' },
            }),
          ),
      ],
      [
        'PUT popups/{id}',
        () =>
          popupItem.PUT(
            request('/v1/api/ops/popups/1', { method: 'PUT', cookie: buyer.cookie, body: {} }),
            withId(1),
          ),
      ],
      [
        'DELETE popups/{id}',
        () =>
          popupItem.DELETE(
            request('/v1/api/ops/popups/1', { method: 'DELETE', cookie: buyer.cookie }),
            withId(1),
          ),
      ],
      [
        'GET articles',
        () => articleList.GET(request('/v1/api/ops/articles', { cookie: buyer.cookie })),
      ],
      [
        'POST articles',
        () =>
          articleList.POST(
            request('/v1/api/ops/articles', {
              method: 'POST',
              cookie: buyer.cookie,
              body: { channel: 'about', title: '关于', content: '<p>正文</p>' },
            }),
          ),
      ],
      [
        'GET articles/{id}',
        () =>
          articleItem.GET(request('/v1/api/ops/articles/1', { cookie: buyer.cookie }), withId(1)),
      ],
      [
        'PUT articles/{id}',
        () =>
          articleItem.PUT(
            request('/v1/api/ops/articles/1', { method: 'PUT', cookie: buyer.cookie, body: {} }),
            withId(1),
          ),
      ],
      [
        'DELETE articles/{id}',
        () =>
          articleItem.DELETE(
            request('/v1/api/ops/articles/1', { method: 'DELETE', cookie: buyer.cookie }),
            withId(1),
          ),
      ],
      ['GET seo', () => seoList.GET(request('/v1/api/ops/seo', { cookie: buyer.cookie }))],
      [
        'POST seo',
        () =>
          seoList.POST(
            request('/v1/api/ops/seo', {
              method: 'POST',
              cookie: buyer.cookie,
              body: { url: '/x', title: 't', description: 'd', keywords: 'k' },
            }),
          ),
      ],
      [
        'PUT seo/{id}',
        () =>
          seoItem.PUT(
            request('/v1/api/ops/seo/1', {
              method: 'PUT',
              cookie: buyer.cookie,
              body: { url: '/x', title: 't', description: 'd', keywords: 'k' },
            }),
            withId(1),
          ),
      ],
      [
        'DELETE seo/{id}',
        () =>
          seoItem.DELETE(
            request('/v1/api/ops/seo/1', { method: 'DELETE', cookie: buyer.cookie }),
            withId(1),
          ),
      ],
      [
        'GET clues',
        () => clueList.GET(request('/v1/api/ops/homeContent/clues', { cookie: buyer.cookie })),
      ],
      [
        'POST clues',
        () =>
          clueList.POST(
            request('/v1/api/ops/homeContent/clues', {
              method: 'POST',
              cookie: buyer.cookie,
              body: { url: '/x', mainTitle: 'a', subTitle: 'b' },
            }),
          ),
      ],
      [
        'PUT clues/{id}',
        () =>
          clueItem.PUT(
            request('/v1/api/ops/homeContent/clues/1', {
              method: 'PUT',
              cookie: buyer.cookie,
              body: { url: '/x', mainTitle: 'a', subTitle: 'b' },
            }),
            withId(1),
          ),
      ],
      [
        'DELETE clues/{id}',
        () =>
          clueItem.DELETE(
            request('/v1/api/ops/homeContent/clues/1', { method: 'DELETE', cookie: buyer.cookie }),
            withId(1),
          ),
      ],
      [
        'GET ads',
        () => adList.GET(request('/v1/api/ops/homeContent/ads', { cookie: buyer.cookie })),
      ],
      [
        'POST ads',
        () =>
          adList.POST(
            request('/v1/api/ops/homeContent/ads', {
              method: 'POST',
              cookie: buyer.cookie,
              body: { position: 'home-right', title: '广告', imageUrl },
            }),
          ),
      ],
      [
        'PUT ads/{id}',
        () =>
          adItem.PUT(
            request('/v1/api/ops/homeContent/ads/1', {
              method: 'PUT',
              cookie: buyer.cookie,
              body: { position: 'home-right', title: '广告', imageUrl },
            }),
            withId(1),
          ),
      ],
      [
        'DELETE ads/{id}',
        () =>
          adItem.DELETE(
            request('/v1/api/ops/homeContent/ads/1', { method: 'DELETE', cookie: buyer.cookie }),
            withId(1),
          ),
      ],
    ] as const;

  it('answers 403 to a signed-in user without an ops role, and writes nothing', async () => {
    const tables = [banners, popups, articles, seoEntries, homeClues, advertisements, opsAudit];
    const sizes = async () =>
      Promise.all(tables.map(async (t) => (await db.select({ n: count() }).from(t))[0]!.n));
    const before = await sizes();
    for (const [name, call] of calls()) {
      const res = await json(await call());
      expect([name, res.status]).toEqual([name, 403]);
    }
    expect(await sizes()).toEqual(before);
  });

  it('answers 401 to a visitor', async () => {
    const res = await json(await bannerList.GET(request('/v1/api/ops/banners'), route));
    expect(res.status).toBe(401);
  });
});

describe('banners', () => {
  it('lets a content operator schedule a realm banner, audited, shown only inside its window', async () => {
    const audits = await auditCount();
    const soon = new Date(Date.now() + 60 * 60_000);
    const startAt = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(soon);
    const res = await json<OpsBanner>(
      await bannerList.POST(
        request('/v1/api/ops/banners', {
          method: 'POST',
          cookie: content.cookie,
          body: banner({ title: '一小时后开始', startAt }),
        }),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ themeCode: 'jinwan', state: 'scheduled', startAt });
    const [audit] = await db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.targetId, String(res.data.id)));
    expect(audit).toMatchObject({
      actorId: content.user.id,
      action: 'banner.create',
      targetType: 'banner',
      themeCode: 'jinwan',
    });
    expect(await auditCount()).toBe(audits + 1);

    const jinwan = (await getThemeByCode('jinwan'))!;
    const shown = (await homeBanners(jinwan)).map((b) => b.title);
    expect(shown).toContain('金湾原有');
    expect(shown).not.toContain('一小时后开始');
    await db
      .update(banners)
      .set({ startAt: new Date(Date.now() - 1000) })
      .where(eq(banners.id, res.data.id));
    expect((await homeBanners(jinwan)).map((b) => b.title)).toContain('一小时后开始');
  });

  it('refuses an image the operator did not upload, naming the field', async () => {
    const res = await json(
      await bannerList.POST(
        request('/v1/api/ops/banners', {
          method: 'POST',
          cookie: content.cookie,
          body: banner({
            imageUrl: '/files/public/202601/00000000-0000-0000-0000-000000000000.png',
          }),
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.msg).toContain('轮播图片');
  });

  it('keeps a xinhe realm operator to xinhe: no jinwan banner is listed, edited or deleted', async () => {
    const own = await uploadPng(xinheOperator);
    const created = await json<OpsBanner>(
      await bannerList.POST(
        request('/v1/api/ops/banners', {
          method: 'POST',
          cookie: xinheOperator.cookie,
          body: banner({ themeCode: 'xinhe', title: '新河首发', imageUrl: own }),
        }),
      ),
    );
    expect(created.status).toBe(200);

    const list = await json<Page<OpsBanner>>(
      await bannerList.GET(request('/v1/api/ops/banners', { cookie: xinheOperator.cookie })),
    );
    expect(list.data.records.map((b) => b.themeCode)).toEqual(['xinhe']);

    const audits = await auditCount();
    const [before] = await db.select().from(banners).where(eq(banners.id, jinwanBannerId));
    const edit = await json(
      await bannerItem.PUT(
        request(`/v1/api/ops/banners/${jinwanBannerId}`, {
          method: 'PUT',
          cookie: xinheOperator.cookie,
          body: banner({ themeCode: 'xinhe', title: '改成新河的', imageUrl: own }),
        }),
        withId(jinwanBannerId),
      ),
    );
    expect(edit.status).toBe(403);
    const remove = await json(
      await bannerItem.DELETE(
        request(`/v1/api/ops/banners/${jinwanBannerId}`, {
          method: 'DELETE',
          cookie: xinheOperator.cookie,
        }),
        withId(jinwanBannerId),
      ),
    );
    expect(remove.status).toBe(403);
    const forJinwan = await json(
      await bannerList.POST(
        request('/v1/api/ops/banners', {
          method: 'POST',
          cookie: xinheOperator.cookie,
          body: banner({ imageUrl: own }),
        }),
      ),
    );
    expect(forJinwan.status).toBe(403);
    const forAll = await json(
      await bannerList.POST(
        request('/v1/api/ops/banners', {
          method: 'POST',
          cookie: xinheOperator.cookie,
          body: banner({ themeCode: null, imageUrl: own }),
        }),
      ),
    );
    expect(forAll.status).toBe(403);
    expect(await db.select().from(banners).where(eq(banners.id, jinwanBannerId))).toEqual([before]);
    expect(await auditCount()).toBe(audits);
  });

  it('keeps mall-wide content (articles) from realm operators', async () => {
    const res = await json(
      await articleList.GET(request('/v1/api/ops/articles', { cookie: xinheOperator.cookie })),
    );
    expect(res.status).toBe(403);
  });
});

describe('articles', () => {
  it('stores the body through the allow-list and audits before and after', async () => {
    const body = {
      channel: 'information',
      groupName: '行业动态',
      title: '行业周报',
      content: '<h2>要点</h2><p><strong>涨价</strong><script>alert(1)</script></p>',
    };
    const created = await json<OpsArticle>(
      await articleList.POST(
        request('/v1/api/ops/articles', { method: 'POST', cookie: content.cookie, body }),
      ),
    );
    expect(created.status).toBe(200);
    expect(created.data.content).toBe('<h2>要点</h2><p><strong>涨价</strong></p>');

    const updated = await json<OpsArticle>(
      await articleItem.PUT(
        request(`/v1/api/ops/articles/${created.data.id}`, {
          method: 'PUT',
          cookie: content.cookie,
          body: { ...body, title: '行业周报（修订）' },
        }),
        withId(created.data.id),
      ),
    );
    expect(updated.data.title).toBe('行业周报（修订）');
    const [audit] = await db.select().from(opsAudit).where(eq(opsAudit.action, 'article.update'));
    expect(audit!.before).toMatchObject({ title: '行业周报' });
    expect(audit!.after).toMatchObject({ title: '行业周报（修订）' });
  });

  it('answers 400 naming the field', async () => {
    const res = await json(
      await articleList.POST(
        request('/v1/api/ops/articles', {
          method: 'POST',
          cookie: content.cookie,
          body: { channel: 'about', title: '长'.repeat(201), content: '<p>x</p>' },
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.msg).toBe('参数「标题」错误：最多 200 个字');
  });
});

describe('SEO rows', () => {
  const seoBody = (over: Record<string, unknown> = {}) => ({
    url: '/rent',
    title: '设备租赁',
    description: '租赁资讯',
    keywords: '租赁',
    ...over,
  });
  const create = (person: Person, body: Record<string, unknown>) =>
    seoList.POST(request('/v1/api/ops/seo', { method: 'POST', cookie: person.cookie, body }));
  const update = (person: Person, id: number, body: Record<string, unknown>) =>
    seoItem.PUT(
      request(`/v1/api/ops/seo/${id}`, { method: 'PUT', cookie: person.cookie, body }),
      withId(id),
    );
  const remove = (person: Person, id: number) =>
    seoItem.DELETE(
      request(`/v1/api/ops/seo/${id}`, { method: 'DELETE', cookie: person.cookie }),
      withId(id),
    );
  const rows = () => db.select().from(seoEntries).orderBy(seoEntries.id);
  /** GET seo(url) as a browser on that host asks it. */
  const publicSeo = async (host: string, url: string) =>
    (
      await json<{ title: string }>(
        await publicSeoRoute(request(`/v1/api/common/seo?url=${url}`, { host })),
      )
    ).data.title;

  let generic: OpsSeo;
  let jinwanRow: OpsSeo;

  it("serves a realm's own row on its host and the row for every realm elsewhere", async () => {
    const made = await json<OpsSeo>(await create(content, seoBody()));
    expect(made.status).toBe(200);
    generic = made.data;
    expect(generic).toMatchObject({ themeCode: null, url: '/rent' });
    const own = await json<OpsSeo>(
      await create(content, seoBody({ themeCode: 'jinwan', url: '/rent/', title: '金湾租赁' })),
    );
    expect(own.status).toBe(200);
    jinwanRow = own.data;
    expect(jinwanRow).toMatchObject({ themeCode: 'jinwan', url: '/rent' });

    expect(await publicSeo('jinwan.localhost', '/rent?page=2')).toBe('金湾租赁');
    expect(await publicSeo('localhost:3000', '/rent')).toBe('设备租赁');
    expect(await publicSeo('xinhe.localhost', '/rent')).toBe('设备租赁');
    expect((await seoMetadata('jinwan', '/rent', { title: '租赁资讯' })).title).toBe('金湾租赁');
    expect((await seoMetadata('xinhe', '/rent', { title: '租赁资讯' })).title).toBe('设备租赁');
    // Without its own row a realm falls back to the home row, its own first.
    await db.insert(seoEntries).values([
      { url: '/', title: '全站首页', description: 'd', keywords: 'k' },
      {
        url: '/',
        themeType: (await getThemeByCode('jinwan'))!.themeType,
        title: '金湾首页',
        description: 'd',
        keywords: 'k',
      },
    ]);
    expect(await publicSeo('jinwan.localhost', '/nowhere')).toBe('金湾首页');
    expect(await publicSeo('localhost:3000', '/nowhere')).toBe('全站首页');
  });

  it('refuses a second row for a path on the same realm, and writes nothing', async () => {
    const before = await rows();
    const audits = await auditCount();
    for (const body of [seoBody({ url: '/rent/' }), seoBody({ themeCode: 'jinwan' })]) {
      const res = await json(await create(content, body));
      expect([res.status, res.msg]).toEqual([409, '该专区已有此页面的 SEO 设置']);
    }
    const moved = await json(await update(content, generic.id, seoBody({ themeCode: 'jinwan' })));
    expect([moved.status, moved.msg]).toEqual([409, '该专区已有此页面的 SEO 设置']);
    expect(await rows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('answers racing saves of one path and realm: one row, the others 409, never 500', async () => {
    const audits = await auditCount();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(content, seoBody({ url: '/race' }))).map(async (res) =>
        json(await res),
      ),
    );
    expect(answers.map((a) => [a.status, a.msg]).sort()).toEqual([
      [200, 'success'],
      ...Array.from({ length: 3 }, () => [409, '该专区已有此页面的 SEO 设置']),
    ]);
    expect((await rows()).filter((r) => r.url === '/race')).toHaveLength(1);
    expect(await auditCount()).toBe(audits + 1);
  });

  it('answers 400 naming the field', async () => {
    const res = await json(await create(content, seoBody({ title: '长'.repeat(129) })));
    expect([res.status, res.msg]).toEqual([400, '参数「页面标题」错误：最多 128 个字']);
    const url = await json(await create(content, seoBody({ url: 'rent?x=1' })));
    expect([url.status, url.msg]).toEqual([
      400,
      '参数「页面路径」错误：须以 / 开头，不含空格、? 或 #',
    ]);
  });

  it("keeps a realm operator to their realm: never another realm's rows nor the shared ones", async () => {
    const before = await rows();
    const audits = await auditCount();
    const refused = [
      await create(xinheOperator, seoBody({ url: '/help' })),
      await create(xinheOperator, seoBody({ url: '/help', themeCode: 'jinwan' })),
      await update(xinheOperator, generic.id, seoBody({ title: '改' })),
      await update(xinheOperator, generic.id, seoBody({ themeCode: 'xinhe' })),
      await update(xinheOperator, jinwanRow.id, seoBody({ themeCode: 'xinhe' })),
      await remove(xinheOperator, generic.id),
      await remove(xinheOperator, jinwanRow.id),
    ];
    for (const res of refused) expect((await json(res)).status).toBe(403);
    expect(await rows()).toEqual(before);
    expect(await auditCount()).toBe(audits);

    const list = await json<Page<OpsSeo>>(
      await seoList.GET(request('/v1/api/ops/seo', { cookie: xinheOperator.cookie })),
    );
    expect(list.status).toBe(200);
    expect(list.data.records).toEqual([]);
  });

  it('lets a realm operator keep their own rows, each write audited', async () => {
    const made = await json<OpsSeo>(
      await create(xinheOperator, seoBody({ themeCode: 'xinhe', title: '新河租赁' })),
    );
    expect(made.status).toBe(200);
    expect(await publicSeo('xinhe.localhost', '/rent')).toBe('新河租赁');
    const [created] = await db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'seo.create'), eq(opsAudit.targetId, String(made.data.id))));
    expect(created).toMatchObject({ actorId: xinheOperator.user.id, themeCode: 'xinhe' });

    const changed = await json<OpsSeo>(
      await update(
        xinheOperator,
        made.data.id,
        seoBody({ themeCode: 'xinhe', url: '/rent/list', title: '新河租赁列表' }),
      ),
    );
    expect(changed.data).toMatchObject({ id: made.data.id, url: '/rent/list', themeCode: 'xinhe' });
    const list = await json<Page<OpsSeo>>(
      await seoList.GET(request('/v1/api/ops/seo', { cookie: xinheOperator.cookie })),
    );
    expect(list.data.records.map((r) => [r.url, r.themeCode])).toEqual([['/rent/list', 'xinhe']]);
    expect((await json(await remove(xinheOperator, made.data.id))).status).toBe(200);

    const audit = await db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.targetType, 'seo'), eq(opsAudit.targetId, String(made.data.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['seo.create', 'seo.delete', 'seo.update']);
    expect(audit.find((a) => a.action === 'seo.update')).toMatchObject({
      before: expect.objectContaining({ url: '/rent' }),
      after: expect.objectContaining({ url: '/rent/list' }),
    });
  });

  it("tags a realm's page with both rows of its path; a write expires only its own row's", async () => {
    const jinwan = (await getThemeByCode('jinwan'))!.themeType;
    cacheTags.read.length = 0;
    await seoMetadata('jinwan', '/help', { title: '帮助中心' });
    expect(cacheTags.read).toEqual(expect.arrayContaining(['seo:/help', `seo:/help:${jinwan}`]));

    cacheTags.expired.length = 0;
    const own = await json<OpsSeo>(
      await create(content, seoBody({ url: '/help', themeCode: 'jinwan' })),
    );
    expect(cacheTags.expired).toEqual([`seo:/help:${jinwan}`]);
    cacheTags.expired.length = 0;
    await update(content, own.data.id, seoBody({ url: '/help' }));
    expect(cacheTags.expired.sort()).toEqual(['seo:/help', `seo:/help:${jinwan}`]);
    cacheTags.expired.length = 0;
    await remove(content, own.data.id);
    expect(cacheTags.expired).toEqual(['seo:/help']);
  });

  it('lists and filters the rows by realm for a content operator', async () => {
    const all = await json<Page<OpsSeo>>(
      await seoList.GET(request('/v1/api/ops/seo?keyword=rent', { cookie: content.cookie })),
    );
    expect(all.data.records.map((r) => [r.url, r.themeCode])).toEqual([
      ['/rent', null],
      ['/rent', 'jinwan'],
    ]);
    const jinwan = await json<Page<OpsSeo>>(
      await seoList.GET(request('/v1/api/ops/seo?themeCode=jinwan', { cookie: content.cookie })),
    );
    expect(jinwan.data.records.map((r) => [r.url, r.themeCode])).toEqual([
      ['/', 'jinwan'],
      ['/rent', 'jinwan'],
    ]);
  });
});

describe('home lead texts', () => {
  it('answers racing saves of one path: one row, the others 409, never 500', async () => {
    const audits = await auditCount();
    const body = { url: '/race', mainTitle: '抢先', subTitle: '同一路径' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        clueList.POST(
          request('/v1/api/ops/homeContent/clues', {
            method: 'POST',
            cookie: content.cookie,
            body,
          }),
        ),
      ).map(async (res) => json(await res)),
    );
    expect(answers.map((a) => [a.status, a.msg]).sort()).toEqual([
      [200, 'success'],
      ...Array.from({ length: 3 }, () => [409, '页面路径 /race 已有引导文案，请直接编辑那一条']),
    ]);
    expect(await db.select().from(homeClues).where(eq(homeClues.url, '/race'))).toHaveLength(1);
    expect(await auditCount()).toBe(audits + 1);
  });
});

describe('popup and ad lists', () => {
  const post = (route: typeof adList.POST, path: string, body: Record<string, unknown>) =>
    route(request(path, { method: 'POST', cookie: content.cookie, body }));
  const titles = async (get: typeof adList.GET, path: string, person: Person) =>
    (
      await json<Page<{ title: string }>>(await get(request(path, { cookie: person.cookie })))
    ).data.records
      .map((r) => r.title)
      .filter((t) => t.startsWith('列表'))
      .sort();

  it("show an operator their realms' rows, narrowed by realm and the section's filters", async () => {
    for (const [themeCode, position] of [
      ['jinwan', 'product-list'],
      ['xinhe', 'product-list'],
      ['xinhe', 'home-right'],
    ] as const) {
      const body = { themeCode, position, title: `列表${themeCode}${position}`, imageUrl };
      const res = await post(adList.POST, '/v1/api/ops/homeContent/ads', body);
      expect(res.status).toBe(200);
    }
    const ads = '/v1/api/ops/homeContent/ads';
    expect(await titles(adList.GET, `${ads}?themeCode=xinhe`, content)).toEqual([
      '列表xinhehome-right',
      '列表xinheproduct-list',
    ]);
    expect(await titles(adList.GET, `${ads}?position=product-list`, content)).toEqual([
      '列表jinwanproduct-list',
      '列表xinheproduct-list',
    ]);
    expect(await titles(adList.GET, `${ads}?position=home-right`, xinheOperator)).toEqual([
      '列表xinhehome-right',
    ]);
    expect(await titles(adList.GET, `${ads}?themeCode=jinwan`, xinheOperator)).toEqual([]);

    for (const [themeCode, scene] of [
      ['jinwan', 'home'],
      ['xinhe', 'home'],
      ['xinhe', 'product'],
    ] as const) {
      const title = `列表${themeCode}${scene}`;
      const body = { themeCode, scene, title, displayMethod: 1, pcTitle: title };
      const res = await post(popupList.POST, '/v1/api/ops/popups', body);
      expect(res.status).toBe(200);
    }
    const popupsPath = '/v1/api/ops/popups';
    expect(await titles(popupList.GET, `${popupsPath}?scene=home`, content)).toEqual([
      '列表jinwanhome',
      '列表xinhehome',
    ]);
    expect(await titles(popupList.GET, `${popupsPath}?state=live`, xinheOperator)).toEqual([
      '列表xinhehome',
      '列表xinheproduct',
    ]);
    expect(
      await titles(popupList.GET, `${popupsPath}?themeCode=xinhe&scene=home`, content),
    ).toEqual(['列表xinhehome']);
  });
});
