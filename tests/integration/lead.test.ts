import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createLeads } from '@/app/v1/api/homepage/decoration/createLeads/route';
import { LEAD_REPEAT_TEXT } from '@/lib/lead';
import { db } from '@/server/db';
import { leads } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { VISITOR_COOKIE } from '@/server/services/visitor';
import { json, request } from './fixtures';
import { inOneLimitWindow } from './limit-window';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
});

const URL_PATH = '/v1/api/homepage/decoration/createLeads';
let ipSeq = 0;
const nextIp = () => `10.1.0.${++ipSeq}`;

function post(body: unknown, init: { ip?: string; cookie?: string; referer?: string } = {}) {
  const req = request(URL_PATH, {
    method: 'POST',
    body,
    ip: init.ip ?? nextIp(),
    cookie: init.cookie,
  });
  if (init.referer) req.headers.set('referer', init.referer);
  return createLeads(req).then((res) => json(res));
}

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]!.n;

const valid = {
  linkmanName: '陈经理',
  mobile: '13912340001',
  leadsName: '上海某某装饰工程有限公司',
  position: '采购经理',
  remark: '想了解地板集采价格',
  businessScene: 'product',
};

describe('createLeads validation', () => {
  it.each([
    ['no name', { ...valid, linkmanName: '' }, '请输入您的姓名'],
    ['nothing at all', {}, '请输入您的姓名'],
    ['no phone (company also missing)', { ...valid, mobile: ' ', leadsName: '' }, '请输入手机号'],
    [
      'a bad phone (position also missing)',
      { ...valid, mobile: '1391234000', position: '' },
      '请输入正确的11位手机号码',
    ],
    ['a phone starting 12', { ...valid, mobile: '12912340001' }, '请输入正确的11位手机号码'],
    [
      'no company (position also missing)',
      { ...valid, leadsName: '  ', position: '' },
      '请输入公司名称',
    ],
    ['no position', { ...valid, position: undefined }, '请输入职位'],
  ])('answers 400 for %s with the first failing rule and stores nothing', async (_, body, msg) => {
    const before = await leadCount();
    const res = await post(body);
    expect([res.status, res.msg]).toEqual([400, msg]);
    expect(await leadCount()).toBe(before);
  });

  it('rejects over-long fields and wrong types', async () => {
    const before = await leadCount();
    const long = await post({ ...valid, linkmanName: '名'.repeat(33) });
    expect(long.status).toBe(400);
    expect(long.msg).toMatch(/^参数「姓名」错误：/);
    const typed = await post({ ...valid, mobile: 13912340001 });
    expect(typed.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});

describe('createLeads', () => {
  it('stores a lead with the visit history (latest 30), page key and visitor id', async () => {
    const cid = randomUUID();
    const visited = Array.from({ length: 35 }, (_, i) => `/product/item/${i + 1}`);
    const res = await post(
      { ...valid, linkmanName: ' 陈经理 ', browse: visited.join(',') },
      { cookie: `${VISITOR_COOKIE}=${cid}`, referer: 'http://localhost:3000/bid/details/ZB1?x=1' },
    );
    expect(res).toMatchObject({ status: 200, code: 0, data: null });
    const [row] = await db.select().from(leads).where(eq(leads.mobile, valid.mobile));
    expect(row).toMatchObject({
      linkmanName: '陈经理',
      leadsName: valid.leadsName,
      position: valid.position,
      remark: valid.remark,
      businessScene: 'product',
      pageKey: '/bid/details/XXX',
      clientId: cid,
    });
    const browse = row!.browse.split(',');
    expect(browse).toHaveLength(30);
    expect(browse[0]).toBe('/product/item/6');
    expect(browse.at(-1)).toBe('/product/item/35');
  });

  it('answers a repeat from the same mobile within 24 hours with the repeat text', async () => {
    const mobile = '13912340002';
    expect((await post({ ...valid, mobile })).status).toBe(200);
    const before = await leadCount();
    const repeat = await post({ ...valid, mobile, linkmanName: '另一个人' });
    expect([repeat.status, repeat.msg]).toEqual([409, LEAD_REPEAT_TEXT]);
    expect(await leadCount()).toBe(before);
    // Once the day has passed the same mobile may leave a lead again.
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(leads.mobile, mobile));
    expect((await post({ ...valid, mobile })).status).toBe(200);
    expect(await leadCount()).toBe(before + 1);
  });

  it('takes the page key from the last visited URL without a referer', async () => {
    const mobile = '13912340003';
    await post({ ...valid, mobile, browse: '/,/designs/search-filiter' });
    const [row] = await db.select().from(leads).where(eq(leads.mobile, mobile));
    expect(row!.pageKey).toBe('/designs/filiter');
  });

  it('limits leads per IP', async () => {
    const ip = '10.2.0.1';
    const statuses = await inOneLimitWindow(3600, async () => {
      const seen: number[] = [];
      for (let i = 0; i < 11; i++) seen.push((await post({}, { ip })).status);
      return seen;
    });
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
