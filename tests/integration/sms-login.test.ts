import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSiteResult } from '@/api/modules/auth';
import type { UserInfo } from '@/api/types';
import { POST as codeLogin } from '@/app/v1/api/auth/code_login/route';
import { POST as mRegCodeLogin } from '@/app/v1/api/m-reg/code_login/route';
import { POST as ssoCodeLogin } from '@/app/v1/api/sso/code_login/route';
import { GET as current } from '@/app/v1/api/user/current/route';
import { db } from '@/server/db';
import { smsOutbox, users } from '@/server/db/schema';
import { SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request } from './fixtures';
import {
  advance,
  codeFor,
  cookieOf,
  FROZEN_NOW,
  makeUser,
  newIp,
  newPhone,
  sessionCount,
  withFrozenClock,
  wrongCode,
} from './sms-fixtures';

withFrozenClock();

const login = (body: unknown, ip = newIp(), route = codeLogin, path = '/v1/api/auth/code_login') =>
  route(request(path, { method: 'POST', body, ip }));

describe('POST /v1/api/auth/code_login', () => {
  it('signs in with a login code, sets the session cookie and returns the user info', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    const res = await login({ phone: u.phone, code });
    const body = await json<UserInfo>(res);
    expect(body).toMatchObject({ status: 200, code: 0, msg: 'success' });
    expect(body.data).toMatchObject({ id: u.id, phone: u.phone, topType: 3 });

    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{20,};`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(await sessionCount(u.id)).toBe(1);
    const me = await json<UserInfo>(
      await current(request('/v1/api/user/current', { cookie: cookieOf(res) })),
    );
    expect(me.data.id).toBe(u.id);

    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, u.phone));
    expect(row!.usedAt?.getTime()).toBe(FROZEN_NOW.getTime());
  });

  it('works for an account without a password', async () => {
    const u = await makeUser();
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, u.id));
    const code = await codeFor(u.phone, 'login');
    expect((await login({ phone: u.phone, code })).status).toBe(200);
  });

  it('refuses a wrong code and does not sign in', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    const res = await login({ phone: u.phone, code: wrongCode(code) });
    expect(await json(res)).toMatchObject({ status: 400, msg: '验证码错误或已失效', data: null });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await sessionCount(u.id)).toBe(0);
  });

  it('refuses a code once it is used', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    expect((await login({ phone: u.phone, code })).status).toBe(200);
    expect(await json(await login({ phone: u.phone, code }))).toMatchObject({
      status: 400,
      msg: '验证码错误或已失效',
    });
    expect(await sessionCount(u.id)).toBe(1);
  });

  it('refuses an expired code', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    await db
      .update(smsOutbox)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsOutbox.phone, u.phone));
    expect(await json(await login({ phone: u.phone, code }))).toMatchObject({
      status: 400,
      msg: '验证码错误或已失效',
    });
  });

  it('lets a code live 5 minutes', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    advance(299);
    expect((await login({ phone: u.phone, code })).status).toBe(200);

    const late = await makeUser();
    const lateCode = await codeFor(late.phone, 'login');
    advance(300);
    expect((await login({ phone: late.phone, code: lateCode })).status).toBe(400);
  });

  it('accepts only the newest code of the phone', async () => {
    const u = await makeUser();
    const first = await codeFor(u.phone, 'login');
    advance(61);
    const second = await codeFor(u.phone, 'login');
    if (first !== second) {
      expect((await login({ phone: u.phone, code: first })).status).toBe(400);
    }
    expect((await login({ phone: u.phone, code: second })).status).toBe(200);
  });

  it('accepts only a code sent for login', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'reset');
    expect(await json(await login({ phone: u.phone, code }))).toMatchObject({
      status: 400,
      msg: '验证码错误或已失效',
    });
  });

  it('spends a code after 5 wrong guesses', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    for (let i = 0; i < 4; i++) {
      expect((await login({ phone: u.phone, code: wrongCode(code) })).status).toBe(400);
    }
    expect((await login({ phone: u.phone, code })).status).toBe(200);

    const v = await makeUser();
    const spent = await codeFor(v.phone, 'login');
    for (let i = 0; i < 5; i++) {
      expect((await login({ phone: v.phone, code: wrongCode(spent) })).status).toBe(400);
    }
    expect(await json(await login({ phone: v.phone, code: spent }))).toMatchObject({
      status: 400,
      msg: '验证码错误或已失效',
    });
    advance(61);
    const fresh = await codeFor(v.phone, 'login');
    expect((await login({ phone: v.phone, code: fresh })).status).toBe(200);
  });

  it('counts the guesses at one code across a window boundary', async () => {
    // 04:04:50 sends; the code expires at 04:09:50, after the 04:05 window boundary.
    vi.setSystemTime(new Date('2026-05-01T04:04:50Z'));
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    for (let i = 0; i < 3; i++) await login({ phone: u.phone, code: wrongCode(code) });
    advance(20);
    for (let i = 0; i < 2; i++) await login({ phone: u.phone, code: wrongCode(code) });
    expect((await login({ phone: u.phone, code })).status).toBe(400);
  });

  it('makes an address wait after 10 failures on a phone, never locking the phone', async () => {
    const u = await makeUser();
    const guesser = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await login({ phone: u.phone, code: '000000' }, guesser)).status).toBe(400);
    }
    expect(await json(await login({ phone: u.phone, code: '000000' }, guesser))).toMatchObject({
      status: 429,
      msg: '验证码错误次数过多，请2秒后再试',
    });
    const code = await codeFor(u.phone, 'login');
    expect((await login({ phone: u.phone, code })).status).toBe(200);
  });

  it('keeps a ceiling of 100 failures per address across phones', async () => {
    const ip = newIp();
    for (let i = 0; i < 100; i++) {
      // The route also takes at most 30 calls a minute from one address.
      if (i % 30 === 29) advance(60);
      expect((await login({ phone: newPhone(), code: '123456' }, ip)).status).toBe(400);
    }
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    expect(await json(await login({ phone: u.phone, code }, ip))).toMatchObject({
      status: 429,
      msg: '当前网络登录失败次数过多，请稍后再试',
    });
    expect((await login({ phone: u.phone, code }, newIp())).status).toBe(200);
  });

  it('checks the phone and the code format first', async () => {
    for (const [body, msg] of [
      [{ code: '123456' }, '请输入手机号'],
      [{ phone: '23800000000', code: '123456' }, '请输入正确的11位手机号码'],
      [{ phone: '13800000000' }, '请输入验证码'],
      [{ phone: '13800000000', code: '12345' }, '请输入6位数字验证码'],
      [{ phone: '13800000000', code: '12345a' }, '请输入6位数字验证码'],
    ] as const) {
      expect(await json(await login(body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        msg,
      });
    }
  });
});

describe('account-site code login (sso and m-reg)', () => {
  const routes = [
    ['sso', ssoCodeLogin, '/v1/api/sso/code_login'],
    ['m-reg', mRegCodeLogin, '/v1/api/m-reg/code_login'],
  ] as const;

  it.each(routes)('%s signs in and returns a safe returnUrl', async (_, route, path) => {
    for (const [returnUrl, expected] of [
      ['/cart', '/cart'],
      ['http://jinwan.localhost:3000/supplier/1', 'http://jinwan.localhost:3000/supplier/1'],
      ['HTTP://Mall.Localhost/cart', 'http://mall.localhost/cart'],
    ]) {
      const u = await makeUser();
      const code = await codeFor(u.phone, 'login');
      const res = await route(
        request(path, {
          method: 'POST',
          body: { phone: u.phone, code, returnUrl, from: 'mall' },
          ip: newIp(),
        }),
      );
      const body = await json<AccountSiteResult>(res);
      expect(body.status).toBe(200);
      expect(body.data).toEqual({
        userInfo: expect.objectContaining({ id: u.id }),
        returnUrl: expected,
      });
      expect(cookieOf(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    }
  });

  it.each(routes)('%s drops an unsafe or missing returnUrl', async (_, route, path) => {
    for (const returnUrl of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com/',
      'https://jinwan.localhost.evil.com/',
      'javascript:alert(1)',
      '/%2F%2Fevil.com',
      undefined,
    ]) {
      const u = await makeUser();
      const code = await codeFor(u.phone, 'login');
      const body = await json<AccountSiteResult>(
        await route(
          request(path, { method: 'POST', body: { phone: u.phone, code, returnUrl }, ip: newIp() }),
        ),
      );
      expect(body.status, String(returnUrl)).toBe(200);
      expect(body.data.userInfo.id).toBe(u.id);
      expect(body.data).not.toHaveProperty('returnUrl');
    }
  });

  it('applies the same code rules', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'login');
    const body = { phone: u.phone, code: wrongCode(code), returnUrl: '/cart', from: 'mall' };
    const res = await json(
      await ssoCodeLogin(request('/v1/api/sso/code_login', { method: 'POST', body, ip: newIp() })),
    );
    expect(res).toMatchObject({ status: 400, msg: '验证码错误或已失效', data: null });
  });
});
