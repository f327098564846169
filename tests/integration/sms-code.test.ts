import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmsCodeSent } from '@/api/modules/auth';
import { GET as smsCodeRoute } from '@/app/v1/api/auth/login/sms_code/route';
import { GET as outboxRoute } from '@/app/v1/api/ops/sms-outbox/route';
import { SMS_CODE_TTL_SECONDS } from '@/lib/account-rules';
import { db } from '@/server/db';
import { rateLimits, smsOutbox } from '@/server/db/schema';
import { env } from '@/server/env';
import { limitWindow } from '@/server/http/rate-limit';
import { passCaptcha } from './captcha-solver';
import { json, request, signedInUser } from './fixtures';
import {
  advance,
  FROZEN_NOW,
  latestCode,
  makeUser,
  newIp,
  newPhone,
  sendCode,
  smsCodePath,
} from './sms-fixtures';

const appEnv = env.APP_ENV;
const outboxOpen = env.SMS_OUTBOX_OPEN;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
beforeEach(() => {
  vi.setSystemTime(FROZEN_NOW);
  env.APP_ENV = 'local';
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  env.APP_ENV = appEnv;
  env.SMS_OUTBOX_OPEN = outboxOpen;
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.useRealTimers();
});

async function outboxRows(phone: string) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id));
}

describe('GET /v1/api/auth/login/sms_code', () => {
  it('sends a 6-digit code that lands in the outbox, hashed, for 5 minutes', async () => {
    const u = await makeUser();
    const res = await json<SmsCodeSent>(await sendCode(u.phone, 'login'));
    expect(res).toEqual({
      status: 200,
      code: 0,
      msg: 'success',
      data: { expiresIn: 300, resendIn: 60 },
    });

    const [row, ...older] = await outboxRows(u.phone);
    expect(older).toHaveLength(0);
    const code = row!.content.match(/验证码为(\d{6})，/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(row!.content).toBe(`您正在登录，验证码为${code}，5分钟内有效，请勿泄露给他人。`);
    expect(row).toMatchObject({ purpose: 'login', usedAt: null });
    expect(row!.codeHash).toBe(
      createHash('sha256').update(`login:${u.phone}:${code}`).digest('hex'),
    );
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SMS_CODE_TTL_SECONDS * 1000);
    expect(row!.createdAt.getTime()).toBe(FROZEN_NOW.getTime());
  });

  it('prints the text to the console outside production only', async () => {
    const info = vi.mocked(console.info);
    const u = await makeUser();
    await sendCode(u.phone, 'login');
    const code = await latestCode(u.phone);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${u.phone}.*${code}`)));

    info.mockClear();
    env.APP_ENV = 'prod';
    const other = await makeUser();
    expect((await sendCode(other.phone, 'login')).status).toBe(200);
    expect(info).not.toHaveBeenCalled();
    expect((await outboxRows(other.phone))[0]!.content).toMatch(/验证码为\d{6}/);
  });

  it('draws the codes at random', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const u = await makeUser();
      await sendCode(u.phone, 'login');
      codes.add(await latestCode(u.phone));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('requires a passed captcha: missing, made up or replayed → 400 with the captcha message', async () => {
    const u = await makeUser();
    const ip = newIp();
    const missing = await json(
      await smsCodeRoute(request(smsCodePath({ phone: u.phone, type: 'login' }), { ip })),
    );
    expect(missing).toMatchObject({ status: 400, msg: 'captchaVerification不能为空', data: null });

    const madeUp = await json(
      await smsCodeRoute(
        request(
          smsCodePath({ phone: u.phone, type: 'login', captchaVerification: 'bm90IHBhc3NlZA==' }),
          { ip },
        ),
      ),
    );
    expect(madeUp).toMatchObject({ status: 400, msg: '验证码已失效，请重新获取' });

    const captchaVerification = await passCaptcha(ip);
    const first = await smsCodeRoute(
      request(smsCodePath({ phone: u.phone, type: 'login', captchaVerification }), { ip }),
    );
    expect(first.status).toBe(200);
    const other = await makeUser();
    const replay = await json(
      await smsCodeRoute(
        request(smsCodePath({ phone: other.phone, type: 'login', captchaVerification }), { ip }),
      ),
    );
    expect(replay).toMatchObject({ status: 400, msg: '验证码已失效，请重新获取' });
    expect(await outboxRows(other.phone)).toHaveLength(0);
  });

  it('accepts a verification whose + travelled unencoded in the query', async () => {
    const u = await makeUser();
    const ip = newIp();
    let captchaVerification = await passCaptcha(ip);
    // Not every verification holds a '+'; draw until one does.
    for (let i = 0; i < 20 && !captchaVerification.includes('+'); i++) {
      captchaVerification = await passCaptcha(ip);
    }
    expect(captchaVerification).toContain('+');
    const path = `/v1/api/auth/login/sms_code?phone=${u.phone}&type=login&captchaVerification=${captchaVerification}`;
    expect((await smsCodeRoute(request(path, { ip }))).status).toBe(200);
  });

  it('checks the phone and the type before spending the captcha', async () => {
    const ip = newIp();
    const captchaVerification = await passCaptcha(ip);
    for (const [query, msg] of [
      [{ phone: '12345678901', type: 'login' }, '请输入正确的11位手机号码'],
      [{ phone: '1381234567', type: 'login' }, '请输入正确的11位手机号码'],
      [{ phone: '', type: 'login' }, '请输入手机号'],
      [{ phone: '13812345678', type: 'sso' }, '验证码类型不正确'],
      [{ phone: '13812345678' }, '验证码类型不正确'],
    ] as const) {
      const res = await json(
        await smsCodeRoute(request(smsCodePath({ ...query, captchaVerification }), { ip })),
      );
      expect(res, JSON.stringify(query)).toMatchObject({ status: 400, msg });
    }
    const u = await makeUser();
    const ok = await smsCodeRoute(
      request(smsCodePath({ phone: u.phone, type: 'login', captchaVerification }), { ip }),
    );
    expect(ok.status).toBe(200);
  });

  it('sends login and reset codes only to accounts, register codes only to new phones', async () => {
    const u = await makeUser();
    const stranger = newPhone();
    expect(await json(await sendCode(stranger, 'login'))).toMatchObject({
      status: 400,
      msg: '该手机号尚未注册',
    });
    expect(await json(await sendCode(stranger, 'reset'))).toMatchObject({
      status: 400,
      msg: '该手机号尚未注册',
    });
    expect(await json(await sendCode(u.phone, 'register'))).toMatchObject({
      status: 409,
      msg: '该手机号已注册，请直接登录',
    });
    expect(await outboxRows(stranger)).toHaveLength(0);
    expect(await outboxRows(u.phone)).toHaveLength(0);

    expect((await sendCode(stranger, 'register')).status).toBe(200);
    expect((await outboxRows(stranger))[0]).toMatchObject({ purpose: 'register' });
    expect((await sendCode(u.phone, 'reset')).status).toBe(200);
    expect((await outboxRows(u.phone))[0]).toMatchObject({ purpose: 'reset' });
  });

  it('keeps 60 s between two codes to one phone, whatever their purpose', async () => {
    const u = await makeUser();
    expect((await sendCode(u.phone, 'login')).status).toBe(200);
    expect(await json(await sendCode(u.phone, 'login'))).toMatchObject({
      status: 429,
      msg: '发送过于频繁，请60秒后再试',
    });
    advance(45.2);
    expect(await json(await sendCode(u.phone, 'reset'))).toMatchObject({
      status: 429,
      msg: '发送过于频繁，请15秒后再试',
    });
    advance(14.8);
    expect((await sendCode(u.phone, 'reset')).status).toBe(200);
    expect(await outboxRows(u.phone)).toHaveLength(2);
    // Another phone is not held back.
    const other = await makeUser();
    expect((await sendCode(other.phone, 'login')).status).toBe(200);
  });

  it('sends at most 10 codes a China day to a phone', async () => {
    const u = await makeUser();
    const base = { phone: u.phone, purpose: 'login', codeHash: 'x'.repeat(64), content: 'old' };
    const at = (iso: string) => ({
      ...base,
      createdAt: new Date(iso),
      expiresAt: new Date(new Date(iso).getTime() + 300_000),
    });
    // 2026-05-01 00:00 in China is 2026-04-30T16:00Z: the evening before does not count.
    await db
      .insert(smsOutbox)
      .values([
        at('2026-04-30T15:59:00Z'),
        ...Array.from({ length: 9 }, (_, i) => at(`2026-04-30T16:0${i}:00Z`)),
      ]);
    expect((await sendCode(u.phone, 'login')).status).toBe(200);
    advance(61);
    expect(await json(await sendCode(u.phone, 'login'))).toMatchObject({
      status: 429,
      msg: '今日验证码发送次数已达上限',
    });
    vi.setSystemTime(new Date('2026-05-01T15:59:59Z'));
    expect((await sendCode(u.phone, 'login')).status).toBe(429);
    vi.setSystemTime(new Date('2026-05-01T16:00:00Z'));
    expect((await sendCode(u.phone, 'login')).status).toBe(200);
  });

  it('sends at most 30 codes an hour from one IP', async () => {
    const ip = newIp();
    const { start, end } = limitWindow(new Date(), 3600);
    await db
      .insert(rateLimits)
      .values({ key: `sms-send:ip:${ip}`, windowStart: start, count: 29, expiresAt: end });
    const u = await makeUser();
    expect((await sendCode(u.phone, 'login', ip)).status).toBe(200);
    const other = await makeUser();
    expect(await json(await sendCode(other.phone, 'login', ip))).toMatchObject({
      status: 429,
      msg: '请求过于频繁，请稍后再试',
    });
    expect(await outboxRows(other.phone)).toHaveLength(0);
    expect((await sendCode(other.phone, 'login')).status).toBe(200);
    vi.setSystemTime(end);
    const third = await makeUser();
    expect((await sendCode(third.phone, 'login', ip)).status).toBe(200);
  });
});

describe('GET /v1/api/ops/sms-outbox', () => {
  const read = (phone: string, cookie?: string) =>
    outboxRoute(request(`/v1/api/ops/sms-outbox?phone=${phone}`, { cookie, ip: newIp() }));

  it('is open to visitors when SMS_OUTBOX_OPEN (the local default), newest message first', async () => {
    const u = await makeUser();
    await sendCode(u.phone, 'login');
    const first = await latestCode(u.phone);
    advance(61);
    await sendCode(u.phone, 'reset');
    const second = await latestCode(u.phone);

    const res = await json<{ purpose: string; content: string; usedAt: string | null }[]>(
      await read(u.phone),
    );
    expect(res.status).toBe(200);
    expect(res.data.map((m) => m.purpose)).toEqual(['reset', 'login']);
    expect(res.data[0]!.content).toContain(second);
    expect(res.data[1]!.content).toContain(first);
    expect(res.data[0]).toMatchObject({ phone: u.phone, usedAt: null });
    expect(res.data[0]).not.toHaveProperty('codeHash');
  });

  it('is for operators only when the outbox is not open', async () => {
    const u = await makeUser();
    await sendCode(u.phone, 'login');
    env.SMS_OUTBOX_OPEN = false;
    expect(await json(await read(u.phone))).toMatchObject({
      status: 401,
      msg: '请先登录',
      data: null,
    });
    env.APP_ENV = 'prod';
    const buyer = await signedInUser(2);
    expect(await json(await read(u.phone, buyer.cookie))).toMatchObject({
      status: 403,
      data: null,
    });
    const operator = await signedInUser(undefined, true);
    const res = await json<{ content: string }[]>(await read(u.phone, operator.cookie));
    expect(res.status).toBe(200);
    expect(res.data[0]!.content).toContain(await latestCode(u.phone));
  });

  it('checks the phone and answers an empty list for a phone without messages', async () => {
    expect(await json(await read('123'))).toMatchObject({
      status: 400,
      msg: '请输入正确的11位手机号码',
    });
    expect(await json(await read(newPhone()))).toMatchObject({ status: 200, data: [] });
  });

  it('lists at most the 10 newest messages of that phone only', async () => {
    const u = await makeUser();
    const other = await makeUser();
    const rows = Array.from({ length: 12 }, (_, i) => ({
      phone: u.phone,
      purpose: 'login',
      codeHash: 'x'.repeat(64),
      content: `m${i}`,
      createdAt: new Date(FROZEN_NOW.getTime() - (12 - i) * 3600_000),
      expiresAt: FROZEN_NOW,
    }));
    await db.insert(smsOutbox).values([...rows, { ...rows[0]!, phone: other.phone }]);
    const res = await json<{ content: string }[]>(await read(u.phone));
    expect(res.data.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${11 - i}`),
    );
  });
});
