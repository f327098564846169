import { beforeAll, describe, expect, it } from 'vitest';
import type { Advertise } from '@/api/modules/common';
import { GET as advertise } from '@/app/v1/api/common/advertise/route';
import { GET as totalOrderAmount } from '@/app/v1/api/common/totalOrderAmount/route';
import { DELETE as deleteAd } from '@/app/v1/api/ops/homeContent/ads/[id]/route';
import { db } from '@/server/db';
import { advertisements, enterprises, orders } from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

const ad = (
  id: number,
  position: string,
  themeType: number | null,
  extra: Partial<typeof advertisements.$inferInsert> = {},
) => ({ id, position, themeType, title: `广告${id}`, imageUrl: `/files/ad-${id}.png`, ...extra });

beforeAll(async () => {
  await insertBasics();
  await db
    .insert(advertisements)
    .values([
      ad(1, 'product-list', null, { sort: 2, link: '/yeation' }),
      ad(2, 'product-list', null, { sort: 1 }),
      ad(3, 'product-list', 2),
      ad(4, 'product-list', null, { status: 0 }),
      ad(5, 'bid-list', null),
      ad(6, 'home-right', null, { sort: 1 }),
      ad(7, 'home-right', null, { sort: 2 }),
    ]);
});

async function adsOn(host: string, position: string) {
  const body = await json<Advertise[]>(
    await advertise(request(`/v1/api/common/advertise?position=${position}`, { host })),
  );
  expect(body.code).toBe(0);
  return body.data;
}

describe('GET /v1/api/common/advertise', () => {
  it('answers the slot’s online ads, shared ones and the realm’s own, by sort', async () => {
    expect((await adsOn('localhost:3000', 'product-list')).map((a) => a.id)).toEqual([2, 1]);
    expect((await adsOn('jinwan.localhost:3000', 'product-list')).map((a) => a.id)).toEqual([
      3, 2, 1,
    ]);
    const [first] = await adsOn('localhost:3000', 'product-list');
    expect(first).toEqual({ id: 2, name: '广告2', imgUrl: '/files/ad-2.png' });
    expect((await adsOn('localhost:3000', 'bid-list')).map((a) => a.id)).toEqual([5]);
  });

  it('gives the home page’s side panel one ad', async () => {
    expect((await adsOn('localhost:3000', 'home-right')).map((a) => a.id)).toEqual([6]);
  });

  it('keeps the published ads a while, and follows an ops delete at once', async () => {
    const ids = async () => (await adsOn('localhost:3000', 'home-right')).map((a) => a.id);
    expect(await ids()).toEqual([6]);
    // Written behind the mall's back: the kept ads do not know of it yet.
    await db.insert(advertisements).values(ad(8, 'home-right', null, { sort: 0 }));
    expect(await ids()).toEqual([6]);
    const operator = await signedInUser(undefined, true);
    const res = await deleteAd(
      request('/v1/api/ops/homeContent/ads/6', { method: 'DELETE', cookie: operator.cookie }),
      { params: Promise.resolve({ id: '6' }) },
    );
    expect(res.status).toBe(200);
    expect(await ids()).toEqual([8]);
  });

  it('refuses an unknown slot, naming the field', async () => {
    const res = await advertise(request('/v1/api/common/advertise?position=nowhere'));
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(body.msg).toContain('广告位');
  });
});

describe('GET /v1/api/common/totalOrderAmount', () => {
  it('sums, in fen, the orders suppliers have taken on, and nothing else', async () => {
    const amountOf = async () =>
      (await json<number>(await totalOrderAmount(request('/v1/api/common/totalOrderAmount')))).data;
    expect(await amountOf()).toBe(0);
    const { user } = await signedInUser(2);
    const [supplier] = await db
      .insert(enterprises)
      .values({ name: '交易额供应商', type: 1, status: 1 })
      .returning({ id: enterprises.id });
    const order = (n: number, status: string, totalAmount: number) => ({
      orderNo: `T${n}`,
      userId: user.id,
      buyerEnterpriseId: user.activeEnterpriseId!,
      supplierId: supplier!.id,
      status,
      goodsAmount: totalAmount,
      totalAmount,
      address: {
        receiverName: '张三',
        phone: '13800000000',
        province: '上海市',
        city: '上海市',
        address: '1号',
      },
      idempotencyKey: `total-${n}`,
    });
    await db
      .insert(orders)
      .values([
        order(1, 'confirmed', 3_000_000_000),
        order(2, 'completed', 150),
        order(3, 'pending_approval', 999),
        order(4, 'cancelled', 999),
        order(5, 'refused', 999),
      ]);
    expect(await amountOf()).toBe(3_000_000_150);
  });
});
