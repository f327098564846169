import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as switchEnterprise } from '@/app/v1/api/auth/enterprise/switch/route';
import { GET as cartCount } from '@/app/v1/api/cart/count/route';
import { GET as developerCartCount } from '@/app/v1/api/developer/cart/count/route';
import { GET as msgCount } from '@/app/v1/api/websiteMsg/count/route';
import { GET as developerMsgCount } from '@/app/v1/api/websiteMsg/developerMsgCount/[type]/route';
import { GET as supplierMsgCount } from '@/app/v1/api/websiteMsg/supplierMsgCount/[type]/route';
import { db } from '@/server/db';
import { carts, websiteMessages } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request } from './fixtures';

beforeAll(async () => {
  await seed(db, { products: 20, writeImages: false });
});

const cookies = new Map<number, string>();
async function cookieOf(userId: number): Promise<string> {
  if (!cookies.has(userId)) {
    const { token } = await createSession(userId);
    cookies.set(userId, `${SESSION_COOKIE}=${token}`);
  }
  return cookies.get(userId)!;
}

type Route = typeof cartCount | typeof developerMsgCount;
async function call(route: Route, path: string, userId?: number, params?: Record<string, string>) {
  const cookie = userId === undefined ? undefined : await cookieOf(userId);
  return json<number>(
    await route(request(path, { cookie }), { params: Promise.resolve(params ?? {}) }),
  );
}

describe('cart count', () => {
  it('counts the cart lines of the buyer identity in use', async () => {
    const [expected] = await db
      .select({ n: count() })
      .from(carts)
      .where(and(eq(carts.userId, DEMO.buyerUser), eq(carts.enterpriseId, DEMO.buyerEnterprise)));
    expect(expected!.n).toBeGreaterThan(0);
    expect((await call(cartCount, '/v1/api/cart/count', DEMO.buyerUser)).data).toBe(expected!.n);
    expect(
      (await call(developerCartCount, '/v1/api/developer/cart/count', DEMO.buyerUser)).data,
    ).toBe(expected!.n);
  });

  it('gives suppliers and top type 3 zero, and refuses them the developer count', async () => {
    for (const userId of [DEMO.supplierUser, DEMO.otherUser, DEMO.personalUser]) {
      expect(await call(cartCount, '/v1/api/cart/count', userId)).toMatchObject({
        status: 200,
        data: 0,
      });
      expect(await call(developerCartCount, '/v1/api/developer/cart/count', userId)).toMatchObject({
        status: 403,
        msg: '仅采购商可以使用购物车',
      });
    }
  });

  it('follows a switch to a buyer identity with its own (empty) cart', async () => {
    const cookie = await cookieOf(DEMO.multiUser);
    await switchEnterprise(request('/v1/api/auth/enterprise/switch?enterpriseId=302', { cookie }));
    expect(
      await call(developerCartCount, '/v1/api/developer/cart/count', DEMO.multiUser),
    ).toMatchObject({ status: 200, data: 0 });
    await switchEnterprise(request('/v1/api/auth/enterprise/switch?enterpriseId=301', { cookie }));
  });

  it('answers 401 to visitors', async () => {
    expect(await call(cartCount, '/v1/api/cart/count')).toMatchObject({
      status: 401,
      msg: '请先登录',
    });
    expect((await call(developerCartCount, '/v1/api/developer/cart/count')).status).toBe(401);
  });
});

describe('message counts', () => {
  const dev = (userId: number | undefined, type = '-1') =>
    call(developerMsgCount, `/v1/api/websiteMsg/developerMsgCount/${type}`, userId, { type });
  const sup = (userId: number | undefined, type = '-1') =>
    call(supplierMsgCount, `/v1/api/websiteMsg/supplierMsgCount/${type}`, userId, { type });
  const total = (userId: number | undefined) => call(msgCount, '/v1/api/websiteMsg/count', userId);

  it('counts the unread messages of each side', async () => {
    expect((await dev(DEMO.buyerUser)).data).toBe(8);
    expect((await sup(DEMO.buyerUser)).data).toBe(0);
    expect((await total(DEMO.buyerUser)).data).toBe(8);
    expect((await sup(DEMO.supplierUser)).data).toBe(5);
    expect((await sup(DEMO.multiUser)).data).toBe(2);
    expect((await dev(DEMO.multiUser)).data).toBe(1);
    expect((await total(DEMO.multiUser)).data).toBe(3);
  });

  it('gives top type 3 only the total count', async () => {
    expect((await total(DEMO.otherUser)).data).toBe(3);
    expect((await dev(DEMO.otherUser)).data).toBe(0);
    expect((await sup(DEMO.otherUser)).data).toBe(0);
  });

  it('filters by message type and rejects unknown types', async () => {
    const [orders] = await db
      .select({ n: count() })
      .from(websiteMessages)
      .where(
        and(
          eq(websiteMessages.userId, DEMO.buyerUser),
          eq(websiteMessages.side, 'developer'),
          eq(websiteMessages.kind, 'order'),
          eq(websiteMessages.isRead, false),
        ),
      );
    expect(orders!.n).toBeGreaterThan(0);
    expect(orders!.n).toBeLessThan(8);
    expect((await dev(DEMO.buyerUser, '2')).data).toBe(orders!.n);
    for (const bad of ['99', 'abc', '1.5']) {
      expect(await dev(DEMO.buyerUser, bad)).toMatchObject({ status: 400, msg: '消息类型不正确' });
    }
  });

  it('drops a message once it is read', async () => {
    const [one] = await db
      .select({ id: websiteMessages.id })
      .from(websiteMessages)
      .where(and(eq(websiteMessages.userId, DEMO.supplierUser), eq(websiteMessages.isRead, false)))
      .limit(1);
    await db.update(websiteMessages).set({ isRead: true }).where(eq(websiteMessages.id, one!.id));
    expect((await sup(DEMO.supplierUser)).data).toBe(4);
  });

  it('answers 401 to visitors', async () => {
    expect((await dev(undefined)).status).toBe(401);
    expect((await sup(undefined)).status).toBe(401);
    expect((await total(undefined)).status).toBe(401);
  });
});
