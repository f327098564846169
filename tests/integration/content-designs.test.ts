import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignCase } from '@/api/modules/designs';
import type { DesignHall } from '@/api/modules/designHall';
import type { Page } from '@/api/types';
import { PUT as hallCollect } from '@/app/v1/api/designHall/collect/route';
import { GET as hallFind } from '@/app/v1/api/designHall/findById/route';
import { GET as hallPaging } from '@/app/v1/api/designHall/paging/route';
import { PUT as hallPraise } from '@/app/v1/api/designHall/praise/route';
import { PUT as caseCancel } from '@/app/v1/api/designs/cancel/route';
import { PUT as caseCollect } from '@/app/v1/api/designs/collect/route';
import { GET as caseFind } from '@/app/v1/api/designs/findById/route';
import { GET as casePaging } from '@/app/v1/api/designs/paging/route';
import { PUT as casePraise } from '@/app/v1/api/designs/praise/route';
import { GET as related } from '@/app/v1/api/designs/relatedCases/route';
import { GET as styles } from '@/app/v1/api/designs/styles/route';
import { toSearchText } from '@/lib/search-tokens';
import { db } from '@/server/db';
import { designCases, designHalls, designStyles, designTypes } from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

let cookie = '';

beforeAll(async () => {
  await insertBasics();
  await db.insert(designStyles).values([
    { id: 1, name: '新中式', sort: 1 },
    { id: 2, name: '北欧', sort: 2 },
    { id: 3, name: '停用风格', sort: 3, status: 0 },
  ]);
  await db.insert(designTypes).values([
    { id: 1, name: '室内设计', sort: 1 },
    { id: 2, name: '景观设计', sort: 2 },
  ]);
  await db.insert(designHalls).values([
    { id: 1, name: '周子墨', avatar: '/a.png', coverUrl: '/c.png', styleIds: [1], typeIds: [1] },
    { id: 2, name: '林间工作室', kind: 2, avatar: '/a.png', coverUrl: '/c.png', styleIds: [2] },
    { id: 3, name: '下架设计师', avatar: '/a.png', coverUrl: '/c.png', status: 0 },
  ]);
  const at = (d: number) => new Date(Date.UTC(2026, 5, d));
  const row = (id: number, hallId: number, title: string, styleId: number, typeId: number) => ({
    id,
    hallId,
    title,
    coverUrl: `/c${id}.png`,
    styleId,
    typeId,
    praiseCount: 10,
    collectCount: 5,
    publishedAt: at(id),
    searchText: toSearchText(title),
  });
  await db
    .insert(designCases)
    .values([
      row(1, 1, '杭州西溪样板间 · 新中式室内设计', 1, 1),
      row(2, 1, '苏州园林售楼处 · 新中式景观设计', 1, 2),
      row(3, 2, '北欧风大平层', 2, 1),
      row(4, 3, '下架设计师的案例', 2, 1),
    ]);
  cookie = (await signedInUser()).cookie;
});

describe('design cases', () => {
  it('pages shown cases by style, type, keyword and designer name', async () => {
    const list = async (query: string) =>
      (await json<Page<DesignCase>>(await casePaging(request(`/v1/api/designs/paging?${query}`))))
        .data;
    expect((await list('')).records.map((c) => c.id)).toEqual([3, 2, 1]);
    expect((await list('styleId=1&typeId=2')).records.map((c) => c.id)).toEqual([2]);
    expect((await list('keyword=样板间')).records.map((c) => c.id)).toEqual([1]);
    expect((await list('name=林间')).records.map((c) => c.name)).toEqual(['北欧风大平层']);
    expect((await list('keyword=没有的词')).total).toBe(0);
    const first = (await list('pageSize=1')).records[0]!;
    expect(first).toMatchObject({
      styleName: '北欧',
      typeName: '室内设计',
      hallName: '林间工作室',
    });
  });

  it('names a bad filter in Chinese', async () => {
    const res = await json(await casePaging(request('/v1/api/designs/paging?styleId=abc')));
    expect(res.status).toBe(400);
    expect(res.msg).toContain('风格');
  });

  it('lists only shown styles', async () => {
    const { data } = await json<{ name: string }[]>(
      await styles(request('/v1/api/designs/styles')),
    );
    expect(data.map((s) => s.name)).toEqual(['新中式', '北欧']);
  });

  it('relates cases of the same style or type first', async () => {
    const { data } = await json<DesignCase[]>(
      await related(request('/v1/api/designs/relatedCases?id=2&size=2')),
    );
    expect(data.map((c) => c.id)).toEqual([1, 3]);
  });

  it('collects, cancels and praises once per user, moving the counters', async () => {
    const put = (fn: typeof caseCollect, path: string, c = cookie) =>
      fn(request(path, { method: 'PUT', body: { id: 1 }, cookie: c }));
    expect((await put(caseCollect, '/v1/api/designs/collect', '')).status).toBe(401);
    expect((await put(caseCollect, '/v1/api/designs/collect')).status).toBe(200);
    await put(caseCollect, '/v1/api/designs/collect');
    await put(casePraise, '/v1/api/designs/praise');
    await put(casePraise, '/v1/api/designs/praise');
    let mine = (
      await json<DesignCase>(await caseFind(request('/v1/api/designs/findById?id=1', { cookie })))
    ).data;
    expect(mine).toMatchObject({
      collected: true,
      praised: true,
      collectCount: 6,
      praiseCount: 11,
    });
    await put(caseCancel, '/v1/api/designs/cancel');
    await put(caseCancel, '/v1/api/designs/cancel');
    mine = (
      await json<DesignCase>(await caseFind(request('/v1/api/designs/findById?id=1', { cookie })))
    ).data;
    expect(mine).toMatchObject({ collected: false, praised: true, collectCount: 5 });
    const visitor = (
      await json<DesignCase>(await caseFind(request('/v1/api/designs/findById?id=1')))
    ).data;
    expect(visitor.collected).toBe(false);
  });

  it('answers 404 for a hidden case', async () => {
    const res = await casePraise(
      request('/v1/api/designs/praise', { method: 'PUT', body: { id: 99 }, cookie }),
    );
    expect(res.status).toBe(404);
  });
});

describe('design halls', () => {
  it('pages shown halls with style names and filters by style', async () => {
    const { data } = await json<Page<DesignHall>>(
      await hallPaging(request('/v1/api/designHall/paging')),
    );
    expect(data.records.map((h) => h.id).sort()).toEqual([1, 2]);
    const byStyle = await json<Page<DesignHall>>(
      await hallPaging(request('/v1/api/designHall/paging?styleId=2')),
    );
    expect(byStyle.data.records).toEqual([
      expect.objectContaining({ name: '林间工作室', styleNames: ['北欧'] }),
    ]);
  });

  it('collects and praises a hall for the signed-in user', async () => {
    await hallCollect(
      request('/v1/api/designHall/collect', { method: 'PUT', body: { id: 2 }, cookie }),
    );
    await hallPraise(
      request('/v1/api/designHall/praise', { method: 'PUT', body: { id: 2 }, cookie }),
    );
    const { data } = await json<DesignHall>(
      await hallFind(request('/v1/api/designHall/findById?id=2', { cookie })),
    );
    expect(data).toMatchObject({ collected: true, praised: true, praiseCount: 1, collectCount: 1 });
    const [row] = await db.select().from(designHalls).where(eq(designHalls.id, 2));
    expect(row!.praiseCount).toBe(1);
  });

  it('hides a hall that is off', async () => {
    expect((await hallFind(request('/v1/api/designHall/findById?id=3'))).status).toBe(404);
  });
});
