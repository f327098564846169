import { rm } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsArticle, OpsBanner } from '@/api/modules/ops-content';
import type { Page } from '@/api/types';
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
import * as seoRoute from '@/app/v1/api/ops/seo/route';
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
      ['GET seo', () => seoRoute.GET(request('/v1/api/ops/seo', { cookie: buyer.cookie }))],
      [
        'PUT seo',
        () =>
          seoRoute.PUT(
            request('/v1/api/ops/seo', {
              method: 'PUT',
              cookie: buyer.cookie,
              body: { url: '/x', title: 't', description: 'd', keywords: 'k' },
            }),
          ),
      ],
      [
        'DELETE seo',
        () =>
          seoRoute.DELETE(
            request('/v1/api/ops/seo?url=/', { method: 'DELETE', cookie: buyer.cookie }),
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

  it('keeps mall-wide content (articles, SEO) from realm operators', async () => {
    const res = await json(
      await articleList.GET(request('/v1/api/ops/articles', { cookie: xinheOperator.cookie })),
    );
    expect(res.status).toBe(403);
    const seo = await json(
      await seoRoute.GET(request('/v1/api/ops/seo', { cookie: xinheOperator.cookie })),
    );
    expect(seo.status).toBe(403);
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
  it('creates, moves and deletes a row by path; a taken path is refused', async () => {
    const put = (body: Record<string, unknown>) =>
      seoRoute.PUT(request('/v1/api/ops/seo', { method: 'PUT', cookie: content.cookie, body }));
    const row = { url: '/rent', title: '设备租赁', description: '租赁资讯', keywords: '租赁' };
    expect((await json(await put(row))).status).toBe(200);
    expect((await json(await put({ ...row, url: '/help' }))).status).toBe(200);
    const taken = await json(await put({ ...row, url: '/help', previousUrl: '/rent' }));
    expect(taken.status).toBe(409);
    const moved = await json(await put({ ...row, url: '/rent/list', previousUrl: '/rent' }));
    expect(moved.status).toBe(200);
    expect((await db.select().from(seoEntries)).map((r) => r.url).sort()).toEqual([
      '/help',
      '/rent/list',
    ]);
    const gone = await json(
      await seoRoute.DELETE(
        request('/v1/api/ops/seo?url=/help', { method: 'DELETE', cookie: content.cookie }),
      ),
    );
    expect(gone.status).toBe(200);
    const actions = (await db.select({ a: opsAudit.action }).from(opsAudit)).map((r) => r.a);
    expect(actions).toEqual(expect.arrayContaining(['seo.create', 'seo.update', 'seo.delete']));
  });
});
