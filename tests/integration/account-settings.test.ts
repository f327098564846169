import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as passwordRoute } from '@/app/v1/api/user/password/route';
import { POST as phoneRoute } from '@/app/v1/api/user/phone/route';
import { POST as profileRoute } from '@/app/v1/api/user/profile/route';
import { GET as sessionsRoute } from '@/app/v1/api/user/sessions/route';
import { POST as signOutOthersRoute } from '@/app/v1/api/user/sessions/signOutOthers/route';
import { GET as currentRoute } from '@/app/v1/api/user/current/route';
import { ACCOUNT_MSG } from '@/lib/account-rules';
import { ACCOUNT_SETTINGS_MSG } from '@/lib/account-settings';
import { db } from '@/server/db';
import { users } from '@/server/db/schema';
import { env } from '@/server/env';
import { verifyPassword } from '@/server/services/identity/password';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request } from './fixtures';
import { codeFor, makeUser, newIp, newPhone, sendCode, sessionCount } from './sms-fixtures';

const appEnv = env.APP_ENV;
beforeEach(() => {
  env.APP_ENV = 'local';
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  env.APP_ENV = appEnv;
  vi.restoreAllMocks();
});

async function signedIn(password = 'Old12345') {
  const u = await makeUser(password);
  const { token } = await createSession(u.id);
  return { ...u, cookie: `${SESSION_COOKIE}=${token}` };
}

const post = (path: string, cookie: string, body: unknown, ip = newIp()) =>
  request(path, { method: 'POST', cookie, body, ip });

describe('账号设置: profile', () => {
  it('renames the user and rejects an avatar that is not their upload', async () => {
    const u = await signedIn();
    const ok = await json<{ name: string }>(
      await profileRoute(post('/v1/api/user/profile', u.cookie, { name: ' 新名字 ' })),
    );
    expect(ok.status).toBe(200);
    expect(ok.data.name).toBe('新名字');
    const bad = await json(
      await profileRoute(
        post('/v1/api/user/profile', u.cookie, {
          name: '新名字',
          headPhotoUrl: '/v1/api/file/public/202601/00000000-0000-0000-0000-000000000000.png',
        }),
      ),
    );
    expect(bad).toMatchObject({ status: 400, msg: ACCOUNT_SETTINGS_MSG.avatarInvalid });
    const empty = await json(
      await profileRoute(post('/v1/api/user/profile', u.cookie, { name: '' })),
    );
    expect(empty.status).toBe(400);
    expect(empty.msg).toContain('姓名');
  });

  it('needs a session', async () => {
    const res = await profileRoute(request('/v1/api/user/profile', { method: 'POST', body: {} }));
    expect(res.status).toBe(401);
  });
});

describe('账号设置: change password', () => {
  it('refuses a wrong old password and keeps the old one', async () => {
    const u = await signedIn('Old12345');
    const res = await json(
      await passwordRoute(
        post('/v1/api/user/password', u.cookie, {
          oldPassword: 'Wrong123',
          newPassword: 'New12345',
        }),
      ),
    );
    expect(res).toMatchObject({ status: 400, msg: ACCOUNT_SETTINGS_MSG.oldPasswordWrong });
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(await verifyPassword('Old12345', row!.passwordHash)).toBe(true);
  });

  it('holds the new password to the registration rules', async () => {
    const u = await signedIn('Old12345');
    const res = await json(
      await passwordRoute(
        post('/v1/api/user/password', u.cookie, {
          oldPassword: 'Old12345',
          newPassword: '12345678',
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.msg).toContain(ACCOUNT_MSG.passwordPolicy);
  });

  it('changes the password with the right old one', async () => {
    const u = await signedIn('Old12345');
    const res = await json(
      await passwordRoute(
        post('/v1/api/user/password', u.cookie, {
          oldPassword: 'Old12345',
          newPassword: 'New12345',
        }),
      ),
    );
    expect(res.status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(await verifyPassword('New12345', row!.passwordHash)).toBe(true);
    expect(await verifyPassword('Old12345', row!.passwordHash)).toBe(false);
  });
});

describe('账号设置: change phone', () => {
  it('changes the phone with the code sent to the new phone, once', async () => {
    const u = await signedIn();
    const phone = newPhone();
    const code = await codeFor(phone, 'change');
    const res = await json<{ phone: string }>(
      await phoneRoute(post('/v1/api/user/phone', u.cookie, { phone, code })),
    );
    expect(res.status).toBe(200);
    expect(res.data.phone).toBe(phone);
    const me = await json<{ phone: string }>(
      await currentRoute(request('/v1/api/user/current', { cookie: u.cookie })),
    );
    expect(me.data.phone).toBe(phone);
  });

  it('does not take a spent code again', async () => {
    const u = await signedIn();
    const phone = newPhone();
    const code = await codeFor(phone, 'change');
    const change = (to: string, c: string) =>
      phoneRoute(post('/v1/api/user/phone', u.cookie, { phone: to, code: c }));
    expect((await change(phone, code)).status).toBe(200);
    // Back to the first number, so `phone` is free again; its spent code is refused.
    expect((await change(u.phone, await codeFor(u.phone, 'change'))).status).toBe(200);
    const again = await json(await change(phone, code));
    expect(again).toMatchObject({ status: 400, msg: ACCOUNT_MSG.codeInvalid });
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row!.phone).toBe(u.phone);
  });

  it('refuses a phone another account holds, before sending and on change', async () => {
    const u = await signedIn();
    const holder = await makeUser();
    const send = await json(await sendCode(holder.phone, 'change'));
    expect(send).toMatchObject({ status: 409, msg: ACCOUNT_MSG.phoneTaken });
    const res = await json(
      await phoneRoute(
        post('/v1/api/user/phone', u.cookie, { phone: holder.phone, code: '123456' }),
      ),
    );
    expect(res).toMatchObject({ status: 409, msg: ACCOUNT_MSG.phoneTaken });
  });

  it('refuses a wrong code and leaves the phone as it was', async () => {
    const u = await signedIn();
    const phone = newPhone();
    const code = await codeFor(phone, 'change');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await json(
      await phoneRoute(post('/v1/api/user/phone', u.cookie, { phone, code: wrong })),
    );
    expect(res).toMatchObject({ status: 400, msg: ACCOUNT_MSG.codeInvalid });
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row!.phone).toBe(u.phone);
  });
});

describe('账号设置: sign out other sessions', () => {
  it('deletes every other session and keeps the current one', async () => {
    const u = await signedIn();
    const other1 = await createSession(u.id);
    const other2 = await createSession(u.id);
    const stranger = await signedIn();
    const count = await json<number>(
      await sessionsRoute(request('/v1/api/user/sessions', { cookie: u.cookie })),
    );
    expect(count.data).toBe(2);

    const res = await json<number>(
      await signOutOthersRoute(post('/v1/api/user/sessions/signOutOthers', u.cookie, {})),
    );
    expect(res.data).toBe(2);
    expect(await sessionCount(u.id)).toBe(1);
    expect(await sessionCount(stranger.id)).toBe(1);
    // The current session still works, the others are gone.
    expect((await currentRoute(request('/v1/api/user/current', { cookie: u.cookie }))).status).toBe(
      200,
    );
    for (const token of [other1.token, other2.token]) {
      const gone = await currentRoute(
        request('/v1/api/user/current', { cookie: `${SESSION_COOKIE}=${token}` }),
      );
      expect(gone.status).toBe(401);
    }
  });
});
