import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/api/types';
import { GET as greenTree } from '@/app/v1/api/category/findAllGreenFront/route';
import { GET as certificate } from '@/app/v1/api/certificates/[id]/route';
import { GET as seo } from '@/app/v1/api/common/seo/route';
import { GET as gotuAuth } from '@/app/v1/api/green/gotuAuth/[id]/route';
import { GET as showData } from '@/app/v1/api/green/greenShowData/route';
import { GET as homePage } from '@/app/v1/api/green/homePage/route';
import { GET as towns } from '@/app/v1/api/green/town/list/route';
import { GET as aboutUsRoute } from '@/app/v1/api/help/aboutUs/route';
import { GET as helpArticleRoute } from '@/app/v1/api/help/article/[id]/route';
import { GET as helpCategoriesRoute } from '@/app/v1/api/help/categories/route';
import type { CategoryNode } from '@/lib/category-tree';
import { db } from '@/server/db';
import {
  articles,
  categories,
  ecologyPartners,
  greenCertificates,
  greenTowns,
  seoEntries,
} from '@/server/db/schema';
import { ecologyPartner, rentPage } from '@/server/services/content-pages';
import type { GreenHome } from '@/server/services/green';
import { seoMetadata } from '@/server/services/seo';
import { insertBasics, json, request } from './fixtures';

const params = (id: string) => ({ params: Promise.resolve({ id }) });

beforeAll(async () => {
  await insertBasics();
  await db.update(categories).set({ isGreen: true }).where(eq(categories.id, 51));
  await db.insert(categories).values({ id: 38, pid: 37, name: '岩棉板', level: 3, isGreen: true });
  await db.insert(greenTowns).values([
    { id: 1, name: '湖州生态建材小镇', province: '浙江省', coverUrl: '/t.png', sort: 2 },
    { id: 2, name: '停用小镇', province: '浙江省', coverUrl: '/t.png', status: 0 },
    { id: 3, name: '佛山零碳产业园', province: '广东省', coverUrl: '/t.png', sort: 1 },
  ]);
  const cert = (id: number, categoryId: number, issueDate: string) => ({
    id,
    certNo: `LSJC-${id}`,
    productName: `认证产品${id}`,
    enterpriseName: '佛山市森华木业有限公司',
    categoryId,
    level: '三星级',
    issuedBy: '中国质量认证中心',
    issueDate,
    expireDate: '2029-01-01',
    fileUrl: id === 1 ? '/files/cert-1.pdf' : null,
  });
  await db
    .insert(greenCertificates)
    .values([cert(1, 51, '2026-01-01'), cert(2, 51, '2026-03-01'), cert(3, 38, '2026-02-01')]);
  await db.insert(articles).values([
    {
      channel: 'help',
      groupName: '新手指南',
      title: '如何注册',
      content: '<p>注册</p>',
      sort: 1,
      publishTime: new Date(),
    },
    {
      channel: 'help',
      groupName: '常见问题',
      title: '收不到验证码',
      content: '<p>稍后</p>',
      sort: 2,
      publishTime: new Date(),
    },
    {
      channel: 'help',
      groupName: '新手指南',
      title: '如何认证',
      content: '<p>认证</p>',
      sort: 3,
      publishTime: new Date(),
    },
    {
      channel: 'about',
      groupName: '关于我们',
      title: '平台介绍',
      content: '<p>筑采</p>',
      publishTime: new Date(),
    },
    { channel: 'information', title: '资讯', content: '<p>x</p>', publishTime: new Date() },
    {
      channel: 'rent',
      groupName: '出租',
      title: '塔吊出租',
      content: '<p>x</p>',
      extra: { location: '上海市', price: '9000元/月' },
      publishTime: new Date(Date.UTC(2026, 1, 1)),
    },
    {
      channel: 'rent',
      groupName: '求租',
      title: '求租汽车吊',
      content: '<p>x</p>',
      publishTime: new Date(Date.UTC(2026, 1, 2)),
    },
  ]);
  await db.insert(ecologyPartners).values({
    code: 'gold-bay',
    name: '金湾生态城',
    logo: '/l.png',
    bannerUrl: '/b.png',
    intro: '绿色建筑示范区',
    sections: [{ title: '合作介绍', content: '共建绿色供应链' }],
  });
  await db.insert(seoEntries).values([
    { url: '/', title: '筑采商城', description: '建材集采平台', keywords: '建材,集采' },
    {
      url: '/certificates',
      title: '绿色低碳建材',
      description: '绿色建材认证产品',
      keywords: '绿色建材，低碳',
    },
  ]);
});

describe('green / carbon', () => {
  it('lists shown towns in order', async () => {
    const { data } = await json<{ name: string }[]>(
      await towns(request('/v1/api/green/town/list')),
    );
    expect(data.map((t) => t.name)).toEqual(['佛山零碳产业园', '湖州生态建材小镇']);
  });

  it('sums the figures and groups certified products by second-level category', async () => {
    const { data } = await json<GreenHome>(await homePage(request('/v1/api/green/homePage')));
    expect(data).toMatchObject({ certificateCount: 3, enterpriseCount: 0, townCount: 2 });
    expect(data.categories).toEqual([
      { id: 5, name: '地板', count: 2 },
      { id: 37, name: '墙体保温', count: 1 },
    ]);
  });

  it('pages certified products of a category at any level, newest first', async () => {
    const page = async (q: string) =>
      (
        await json<Page<{ id: number }>>(
          await showData(request(`/v1/api/green/greenShowData?${q}`)),
        )
      ).data;
    expect((await page('')).records.map((r) => r.id)).toEqual([2, 3, 1]);
    expect((await page('categoryId=1')).records.map((r) => r.id)).toEqual([2, 1]);
    expect((await page('categoryId=37')).records.map((r) => r.id)).toEqual([3]);
    expect((await page('categoryId=51&pageSize=1&pageNo=2')).records.map((r) => r.id)).toEqual([1]);
  });

  it('answers one certificate and where to check it', async () => {
    const one = await json<{ certNo: string; categoryName: string }>(
      await certificate(request('/v1/api/certificates/1'), params('1')),
    );
    expect(one.data).toMatchObject({ certNo: 'LSJC-1', categoryName: '实木复合地板' });
    const url = await json<string>(
      await gotuAuth(request('/v1/api/green/gotuAuth/1'), params('1')),
    );
    expect(url.data).toBe('/files/cert-1.pdf');
    expect((await gotuAuth(request('/v1/api/green/gotuAuth/2'), params('2'))).status).toBe(404);
  });

  it('cuts the category tree down to green branches', async () => {
    const { data } = await json<CategoryNode[]>(await greenTree(request('/x')));
    expect(data.map((n) => n.id)).toEqual([1, 2]);
    expect(data[0]!.subordinate[0]!.subordinate.map((n) => n.id)).toEqual([51]);
  });
});

describe('help, about us, rent and ecology', () => {
  it('groups help articles by section in article order', async () => {
    const { data } = await json<{ name: string; articles: { id: number; title: string }[] }[]>(
      await helpCategoriesRoute(request('/v1/api/help/categories')),
    );
    expect(data.map((g) => [g.name, g.articles.map((a) => a.title)])).toEqual([
      ['新手指南', ['如何注册', '如何认证']],
      ['常见问题', ['收不到验证码']],
    ]);
    const id = String(data[0]!.articles[0]!.id);
    expect((await helpArticleRoute(request('/x'), params(id))).status).toBe(200);
    expect((await helpArticleRoute(request('/x'), params('5'))).status).toBe(404);
    const about = await json<{ title: string }[]>(await aboutUsRoute(request('/x')));
    expect(about.data.map((a) => a.title)).toEqual(['平台介绍']);
  });

  it('pages rental news by kind', async () => {
    const all = await rentPage({ pageNo: 1, pageSize: 10 });
    expect(all.records.map((r) => r.title)).toEqual(['求租汽车吊', '塔吊出租']);
    const rent = await rentPage({ kind: '出租', pageNo: 1, pageSize: 10 });
    expect(rent.records).toEqual([
      expect.objectContaining({ title: '塔吊出租', location: '上海市', price: '9000元/月' }),
    ]);
  });

  it('reads an ecology partner by code', async () => {
    expect((await ecologyPartner('gold-bay')).sections[0]!.title).toBe('合作介绍');
    await expect(ecologyPartner('nowhere')).rejects.toMatchObject({ status: 404 });
  });
});

describe('seo', () => {
  it('answers the page row, else the home row', async () => {
    const page = await json<{ title: string }>(
      await seo(request('/v1/api/common/seo?url=/certificates?categoryId=5')),
    );
    expect(page.data.title).toBe('绿色低碳建材');
    const other = await json<{ title: string }>(
      await seo(request('/v1/api/common/seo?url=/nowhere')),
    );
    expect(other.data.title).toBe('筑采商城');
  });

  it('turns a row into page metadata, or keeps the page title without one', async () => {
    expect(await seoMetadata('main', '/certificates', { title: '绿色低碳产品' })).toEqual({
      title: '绿色低碳建材',
      description: '绿色建材认证产品',
      keywords: ['绿色建材', '低碳'],
    });
    expect(await seoMetadata('main', '/rent', { title: '租赁资讯' })).toEqual({
      title: '租赁资讯',
    });
  });
});
