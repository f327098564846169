import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountSiteResult } from '@/api/modules/auth';
import type { UserInfo } from '@/api/types';
import { POST as passwordLogin } from '@/app/v1/api/auth/login/route';
import { POST as register } from '@/app/v1/api/auth/register/route';
import { PUT as resetPassword } from '@/app/v1/api/auth/resetPassword/route';
import { POST as mRegRegister } from '@/app/v1/api/m-reg/register/route';
import { POST as ssoRegister } from '@/app/v1/api/sso/register/route';
import { GET as current } from '@/app/v1/api/user/current/route';
import { db } from '@/server/db';
import { smsOutbox, users } from '@/server/db/schema';
import { verifyPassword } from '@/server/services/identity/password';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request } from './fixtures';
import {
  codeFor,
  cookieOf,
  makeUser,
  newIp,
  newPhone,
  sendCode,
  sessionCount,
  withFrozenClock,
  wrongCode,
} from './sms-fixtures';

withFrozenClock();

const post = (route: typeof register, path: string, body: unknown, cookie?: string) =>
  route(request(path, { method: 'POST', body, ip: newIp(), cookie }));
const doRegister = (body: unknown) => post(register, '/v1/api/auth/register', body);
const doReset = (body: unknown, cookie?: string) =>
  resetPassword(
    request('/v1/api/auth/resetPassword', { method: 'PUT', body, ip: newIp(), cookie }),
  );
const doLogin = (phone: string, password: string) =>
  post(passwordLogin, '/v1/api/auth/login', { phone, password });

const userByPhone = async (phone: string) =>
  (await db.select().from(users).where(eq(users.phone, phone)))[0];

describe('POST /v1/api/auth/register', () => {
  it('creates a personal account named after the phone, signs it in and returns its info', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, 'register');
    const res = await doRegister({ phone, code, password: 'abc12345' });
    const body = await json<UserInfo>(res);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      phone,
      name: `用户${phone.slice(-4)}`,
      isPersonalAccount: true,
      isDesignerAccount: false,
      topType: 3,
      enterpriseId: null,
    });

    const row = await userByPhone(phone);
    expect(row!.id).toBe(body.data.id);
    expect(row!.clientId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(row!.passwordHash).toMatch(/^scrypt:/);
    expect(await verifyPassword('abc12345', row!.passwordHash)).toBe(true);

    expect(cookieOf(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    const me = await json<UserInfo>(
      await current(request('/v1/api/user/current', { cookie: cookieOf(res) })),
    );
    expect(me.data.id).toBe(row!.id);
    expect((await doLogin(phone, 'abc12345')).status).toBe(200);
  });

  it('takes a given name, trimmed', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, 'register');
    const body = await json<UserInfo>(
      await doRegister({ phone, code, password: 'abc12345', name: '  张工  ' }),
    );
    expect(body.data.name).toBe('张工');
    const long = newPhone();
    const longCode = await codeFor(long, 'register');
    expect(
      await json(
        await doRegister({
          phone: long,
          code: longCode,
          password: 'abc12345',
          name: '名'.repeat(21),
        }),
      ),
    ).toMatchObject({ status: 400, msg: '姓名不能超过20个字' });
  });

  it('enforces the password policy before spending the code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, 'register');
    for (const password of ['abcdefgh', '12345678', 'ab1', 'abc 12345', `${'a1'.repeat(10)}x`]) {
      expect(await json(await doRegister({ phone, code, password })), password).toMatchObject({
        status: 400,
        msg: '密码须为8-20位，同时包含字母和数字，不能含空格或中文',
      });
    }
    expect(await json(await doRegister({ phone, code }))).toMatchObject({
      status: 400,
      msg: '请输入密码',
    });
    expect(await userByPhone(phone)).toBeUndefined();
    expect((await doRegister({ phone, code, password: 'abcd1234' })).status).toBe(200);
  });

  it('refuses a wrong, reused or login code and creates nothing', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, 'register');
    expect(
      await json(await doRegister({ phone, code: wrongCode(code), password: 'abc12345' })),
    ).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
    expect(await userByPhone(phone)).toBeUndefined();

    const u = await makeUser();
    const loginCode = await codeFor(u.phone, 'login');
    expect(
      await json(await doRegister({ phone: u.phone, code: loginCode, password: 'abc12345' })),
    ).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
  });

  it('answers 409 for a phone registered meanwhile', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, 'register');
    await db.insert(users).values({ phone, name: '抢先注册', clientId: randomUUID() });
    expect(await json(await doRegister({ phone, code, password: 'abc12345' }))).toMatchObject({
      status: 409,
      msg: '该手机号已注册，请直接登录',
    });
    expect((await userByPhone(phone))!.name).toBe('抢先注册');
  });

  it('does not send a register code to a registered phone', async () => {
    const u = await makeUser();
    expect(await json(await sendCode(u.phone, 'register'))).toMatchObject({
      status: 409,
      msg: '该手机号已注册，请直接登录',
    });
  });
});

describe('account-site registration (sso and m-reg)', () => {
  const routes = [
    ['sso', ssoRegister, '/v1/api/sso/register'],
    ['m-reg', mRegRegister, '/v1/api/m-reg/register'],
  ] as const;

  it.each(routes)('%s registers, signs in and returns a safe returnUrl', async (_, route, path) => {
    const phone = newPhone();
    const code = await codeFor(phone, 'register');
    const res = await post(route, path, {
      phone,
      code,
      password: 'abc12345',
      returnUrl: 'http://jinwan.localhost:3000/cart',
      from: 'mall',
    });
    const body = await json<AccountSiteResult>(res);
    expect(body.status).toBe(200);
    expect(body.data).toEqual({
      userInfo: expect.objectContaining({ phone, name: `用户${phone.slice(-4)}` }),
      returnUrl: 'http://jinwan.localhost:3000/cart',
    });
    expect(cookieOf(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  });

  it.each(routes)('%s drops an unsafe returnUrl', async (_, route, path) => {
    for (const returnUrl of ['https://evil.com/cart', '//evil.com', 'data:text/html,x']) {
      const phone = newPhone();
      const code = await codeFor(phone, 'register');
      const body = await json<AccountSiteResult>(
        await post(route, path, { phone, code, password: 'abc12345', returnUrl }),
      );
      expect(body.status, returnUrl).toBe(200);
      expect(body.data.userInfo.phone).toBe(phone);
      expect(body.data).not.toHaveProperty('returnUrl');
    }
  });

  it('applies the same register rules', async () => {
    const u = await makeUser();
    const code = await codeFor(newPhone(), 'register');
    expect(
      await json(
        await post(ssoRegister, '/v1/api/sso/register', {
          phone: u.phone,
          code,
          password: 'abc12345',
          returnUrl: '/cart',
        }),
      ),
    ).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
  });
});

describe('PUT /v1/api/auth/resetPassword', () => {
  it('sets the new password and signs the account out everywhere', async () => {
    const u = await makeUser('Old12345');
    const here = await createSession(u.id);
    await createSession(u.id);
    expect(await sessionCount(u.id)).toBe(2);

    const code = await codeFor(u.phone, 'reset');
    const cookie = `${SESSION_COOKIE}=${here.token}`;
    const res = await doReset({ phone: u.phone, code, password: 'New12345' }, cookie);
    expect(await json(res)).toMatchObject({ status: 200, code: 0, data: null });
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, 'i'),
    );
    expect(await sessionCount(u.id)).toBe(0);
    expect((await current(request('/v1/api/user/current', { cookie }))).status).toBe(401);

    expect(await json(await doLogin(u.phone, 'Old12345'))).toMatchObject({
      status: 400,
      msg: '账号或密码错误',
    });
    expect((await doLogin(u.phone, 'New12345')).status).toBe(200);
  });

  it('gives a password to an account that had none', async () => {
    const u = await makeUser();
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, u.id));
    const code = await codeFor(u.phone, 'reset');
    expect((await doReset({ phone: u.phone, code, password: 'First123' })).status).toBe(200);
    expect((await doLogin(u.phone, 'First123')).status).toBe(200);
  });

  it('refuses a wrong, login or used code and keeps the password', async () => {
    const u = await makeUser('Old12345');
    const code = await codeFor(u.phone, 'reset');
    expect(
      await json(await doReset({ phone: u.phone, code: wrongCode(code), password: 'New12345' })),
    ).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
    expect((await doReset({ phone: u.phone, code, password: 'New12345' })).status).toBe(200);
    expect((await doReset({ phone: u.phone, code, password: 'Other123' })).status).toBe(400);
    expect((await doLogin(u.phone, 'New12345')).status).toBe(200);

    const v = await makeUser('Old12345');
    const loginCode = await codeFor(v.phone, 'login');
    expect((await doReset({ phone: v.phone, code: loginCode, password: 'New12345' })).status).toBe(
      400,
    );
    expect(await verifyPassword('Old12345', (await userByPhone(v.phone))!.passwordHash)).toBe(true);
  });

  it('enforces the password policy before spending the code', async () => {
    const u = await makeUser();
    const code = await codeFor(u.phone, 'reset');
    expect(await json(await doReset({ phone: u.phone, code, password: 'password' }))).toMatchObject(
      { status: 400, msg: '密码须为8-20位，同时包含字母和数字，不能含空格或中文' },
    );
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, u.phone));
    expect(row!.usedAt).toBeNull();
    expect((await doReset({ phone: u.phone, code, password: 'passw0rd' })).status).toBe(200);
  });

  it('does not send a reset code to an unknown phone', async () => {
    expect(await json(await sendCode(newPhone(), 'reset'))).toMatchObject({
      status: 400,
      msg: '该手机号尚未注册',
    });
  });
});
