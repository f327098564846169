import { count, eq } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/api/types';
import { POST as login } from '@/app/v1/api/auth/login/route';
import { POST as logout } from '@/app/v1/api/auth/logout/route';
import { GET as current } from '@/app/v1/api/user/current/route';
import { db } from '@/server/db';
import { sessions, users } from '@/server/db/schema';
import { syncSignedInHint } from '@/server/services/identity/auth';
import { hashPassword } from '@/server/services/identity/password';
import { CAPTCHA_REQUIRED_CODE } from '@/lib/login-escalation';
import { SIGNED_IN_COOKIE } from '@/lib/session-hint';
import { SESSION_COOKIE } from '@/server/services/identity/session';
import { passCaptcha } from './captcha-solver';
import { json, request } from './fixtures';

const PASSWORD = 'Mall@2026';
let nextPhone = 13900000000;

async function makeUser(): Promise<{ id: number; phone: string }> {
  const phone = String(++nextPhone);
  const [u] = await db
    .insert(users)
    .values({
      phone,
      name: '登录测试',
      clientId: `cid-${phone}`,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  return { id: u!.id, phone };
}

const attempt = (
  body: unknown,
  ip = '10.0.0.1',
  host?: string,
  headers?: Record<string, string>,
) => {
  const req = request('/v1/api/auth/login', { method: 'POST', body, ip, host });
  for (const [k, v] of Object.entries(headers ?? {})) req.headers.set(k, v);
  return login(req);
};

// A frozen clock keeps the failures of a test within their 15-minute life.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T04:01:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const sessionCount = async (userId: number) =>
  (await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

describe('password login', () => {
  it('signs in, sets the session cookie and returns the user info', async () => {
    const u = await makeUser();
    const res = await attempt({ phone: u.phone, password: PASSWORD });
    const body = await json<UserInfo>(res);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ id: u.id, phone: u.phone, topType: 3, companyId: null });

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{20,};`));
    // The page's script may read that a session exists, never the session itself.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await sessionCount(u.id)).toBe(1);

    const token = cookie.split(';')[0]!;
    const me = await json<UserInfo>(
      await current(request('/v1/api/user/current', { cookie: token })),
    );
    expect(me.data.id).toBe(u.id);
  });

  it('accepts the phone as `account` too', async () => {
    const u = await makeUser();
    const res = await json(await attempt({ account: u.phone, password: PASSWORD }, '10.0.0.2'));
    expect(res.status).toBe(200);
  });

  it('marks the cookie Secure over https', async () => {
    const u = await makeUser();
    const direct = await attempt(
      { phone: u.phone, password: PASSWORD },
      '10.0.0.3',
      'mall.example.com',
    );
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/i);
    const proxied = await attempt({ phone: u.phone, password: PASSWORD }, '10.0.0.3', undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(proxied.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('refuses a wrong password or an unknown account with the same message', async () => {
    const u = await makeUser();
    const wrong = await json(await attempt({ phone: u.phone, password: 'nope' }, '10.0.1.1'));
    expect(wrong).toMatchObject({ status: 400, msg: '账号或密码错误', data: null });
    const unknown = await json(
      await attempt({ phone: '13999999999', password: PASSWORD }, '10.0.1.1'),
    );
    expect(unknown).toMatchObject({ status: 400, msg: '账号或密码错误' });
    expect(await sessionCount(u.id)).toBe(0);
  });

  it('validates the phone and requires a password', async () => {
    const bad = await json(await attempt({ phone: '12345678901', password: PASSWORD }, '10.0.2.1'));
    expect(bad).toMatchObject({ status: 400, msg: '请输入正确的11位手机号码' });
    const none = await json(await attempt({ password: PASSWORD }, '10.0.2.1'));
    expect(none).toMatchObject({ status: 400, msg: '请输入手机号' });
    const u = await makeUser();
    const empty = await json(await attempt({ phone: u.phone, password: '' }, '10.0.2.1'));
    expect(empty).toMatchObject({ status: 400, msg: '请输入密码' });
  });

  it('asks for the click-word after 5 failures, even for the right password, and never locks', async () => {
    const u = await makeUser();
    for (let i = 0; i < 5; i++) {
      const res = await json(await attempt({ phone: u.phone, password: 'bad' }, `10.1.0.${i}`));
      expect(res.status).toBe(400);
    }
    const asked = await json(await attempt({ phone: u.phone, password: PASSWORD }, '10.1.1.1'));
    expect(asked).toEqual({
      status: 403,
      code: CAPTCHA_REQUIRED_CODE,
      msg: '请完成安全验证',
      data: null,
    });
    expect(await sessionCount(u.id)).toBe(0);
    const captchaVerification = await passCaptcha('10.1.1.1', 'clickWord');
    const body = { phone: u.phone, password: PASSWORD, captchaVerification };
    expect((await attempt(body, '10.1.1.1')).status).toBe(200);

    // Another account is not affected.
    const other = await makeUser();
    expect((await attempt({ phone: other.phone, password: PASSWORD }, '10.1.1.1')).status).toBe(
      200,
    );
  });

  it("clears the address's failures on success; 20 from one address ask for the click-word", async () => {
    const ip = '10.2.0.1';
    const u = await makeUser();
    for (let i = 0; i < 4; i++) await attempt({ phone: u.phone, password: 'bad' }, ip);
    expect((await attempt({ phone: u.phone, password: PASSWORD }, ip)).status).toBe(200);
    // The account counter restarted: 4 more failures are still answered normally.
    for (let i = 0; i < 4; i++) {
      expect((await attempt({ phone: u.phone, password: 'bad' }, ip)).status).toBe(400);
    }
    // 16 more on other accounts make 20 from the address.
    for (let i = 0; i < 16; i++) {
      const other = await makeUser();
      expect((await attempt({ phone: other.phone, password: 'bad' }, ip)).status).toBe(400);
    }
    const fresh = await makeUser();
    const asked = await json(await attempt({ phone: fresh.phone, password: PASSWORD }, ip));
    expect(asked).toMatchObject({ status: 403, code: CAPTCHA_REQUIRED_CODE });
    expect((await attempt({ phone: fresh.phone, password: PASSWORD }, '10.2.0.2')).status).toBe(
      200,
    );
  });
});

describe('logout', () => {
  it('deletes the session row and expires the cookie', async () => {
    const u = await makeUser();
    const res = await attempt({ phone: u.phone, password: PASSWORD }, '10.3.0.1');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(await sessionCount(u.id)).toBe(1);

    const out = await logout(request('/v1/api/auth/logout', { method: 'POST', cookie }));
    expect((await json(out)).status).toBe(200);
    expect(await sessionCount(u.id)).toBe(0);
    const cleared = out.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(out.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${SIGNED_IN_COOKIE}=;.*Max-Age=0`, 'i')),
    );

    const me = await json(await current(request('/v1/api/user/current', { cookie })));
    expect(me).toMatchObject({ status: 401, msg: '请先登录' });
  });

  it('answers 200 without a session', async () => {
    const out = await json(await logout(request('/v1/api/auth/logout', { method: 'POST' })));
    expect(out).toMatchObject({ status: 200, code: 0, data: null });
  });
});

describe('user/current for a visitor', () => {
  it('answers 401 请先登录', async () => {
    expect(await json(await current(request('/v1/api/user/current')))).toMatchObject({
      status: 401,
      msg: '请先登录',
    });
  });

  it('expires a session cookie the server no longer knows, with its hint', async () => {
    const stale = `${SESSION_COOKIE}=gone-${Date.now()}; ${SIGNED_IN_COOKIE}=1`;
    const res = await current(request('/v1/api/user/current', { cookie: stale }));
    expect(res.status).toBe(401);
    const expired = res.headers.getSetCookie();
    for (const name of [SESSION_COOKIE, SIGNED_IN_COOKIE]) {
      expect(expired).toContainEqual(
        expect.stringMatching(new RegExp(`^${name}=;.*Max-Age=0`, 'i')),
      );
    }
  });
});

describe('the signed-in hint on page requests', () => {
  const synced = (cookie?: string) => {
    const res = NextResponse.next();
    syncSignedInHint(request('/product', { cookie }), res);
    return res.headers.getSetCookie();
  };

  it('follows the session cookie the browser sends, and is left alone when it agrees', () => {
    expect(synced(`${SESSION_COOKIE}=t`)).toEqual([
      expect.stringMatching(new RegExp(`^${SIGNED_IN_COOKIE}=1;`)),
    ]);
    expect(synced(`${SIGNED_IN_COOKIE}=1`)).toEqual([
      expect.stringMatching(new RegExp(`^${SIGNED_IN_COOKIE}=;.*Max-Age=0`, 'i')),
    ]);
    expect(synced(`${SESSION_COOKIE}=t; ${SIGNED_IN_COOKIE}=1`)).toEqual([]);
    expect(synced()).toEqual([]);
  });
});
