import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as codeLogin } from '@/app/v1/api/auth/code_login/route';
import { POST as login } from '@/app/v1/api/auth/login/route';
import { CAPTCHA_REQUIRED_CODE, ESCALATION_MSG, PASSWORD_ESCALATION } from '@/lib/login-escalation';
import { db } from '@/server/db';
import { loginFailures, smsOutbox } from '@/server/db/schema';
import { SESSION_COOKIE } from '@/server/services/identity/session';
import { passCaptcha } from './captcha-solver';
import { json, request } from './fixtures';
import {
  advance,
  codeFor,
  makeUser,
  newIp,
  newPhone,
  sessionCount,
  withFrozenClock,
  wrongCode,
} from './sms-fixtures';

const PASSWORD = 'Old12345';

withFrozenClock();

const attempt = (body: Record<string, unknown>, ip: string) =>
  login(request('/v1/api/auth/login', { method: 'POST', body, ip }));

/** A click-word pass from `ip`, as the login form gets one when the API asks for it. */
const clickWord = (ip: string) => passCaptcha(ip, 'clickWord');

const CAPTCHA_ANSWER = {
  status: 403,
  code: CAPTCHA_REQUIRED_CODE,
  msg: '请完成安全验证',
  data: null,
};
const WRONG = { status: 400, code: 400, msg: '账号或密码错误', data: null };

async function failures(kind: 'password' | 'code', phone: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(loginFailures.failures).mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.phone, phone)));
  return row?.n ?? 0;
}

const notices = (phone: string) =>
  db
    .select({ content: smsOutbox.content })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, 'notice')));

/**
 * Ten wrong passwords from `ip`: `plain` without a captcha (the first five on a fresh account),
 * the rest with a solved click-word each.
 */
async function tenWrongPasswords(phone: string, ip: string, plain = 5) {
  for (let i = 0; i < plain; i++) {
    expect(await json(await attempt({ phone, password: `wrong-${i}` }, ip))).toMatchObject(WRONG);
  }
  for (let i = plain; i < 10; i++) {
    const body = { phone, password: `wrong-${i}`, captchaVerification: await clickWord(ip) };
    expect(await json(await attempt(body, ip))).toMatchObject(WRONG);
  }
}

describe('password login under attack', () => {
  it('lets the owner in with the right password and a click-word after 10 wrong ones', async () => {
    const owner = await makeUser(PASSWORD);
    const attacker = newIp();
    await tenWrongPasswords(owner.phone, attacker);
    expect(await failures('password', owner.phone)).toBe(10);

    const home = newIp();
    const res = await attempt(
      { phone: owner.phone, password: PASSWORD, captchaVerification: await clickWord(home) },
      home,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(await sessionCount(owner.id)).toBe(1);
  });

  it('answers every attempt without the click-word alike, right password or not', async () => {
    const owner = await makeUser(PASSWORD);
    await tenWrongPasswords(owner.phone, newIp());
    const home = newIp();
    const right = await attempt({ phone: owner.phone, password: PASSWORD }, home);
    const wrong = await attempt({ phone: owner.phone, password: 'guess-1' }, home);
    for (const res of [right, wrong]) {
      expect(await json(res)).toEqual(CAPTCHA_ANSWER);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // A phone with no account is escalated just the same, so the answers tell nothing.
    const nobody = newPhone();
    await tenWrongPasswords(nobody, newIp());
    expect(await json(await attempt({ phone: nobody, password: PASSWORD }, home))).toEqual(
      CAPTCHA_ANSWER,
    );
    // A spent, a made-up or a slider verification does not stand in for the click-word.
    const spent = await clickWord(home);
    expect(
      (await attempt({ phone: owner.phone, password: 'guess-2', captchaVerification: spent }, home))
        .status,
    ).toBe(400);
    for (const captchaVerification of [spent, 'made-up', await passCaptcha(home)]) {
      const body = { phone: owner.phone, password: PASSWORD, captchaVerification };
      expect(await json(await attempt(body, home))).toEqual(CAPTCHA_ANSWER);
    }
    expect(await sessionCount(owner.id)).toBe(0);
  });

  it("makes the guessing address wait longer each time, but not the owner's", async () => {
    const owner = await makeUser(PASSWORD);
    const attacker = newIp();
    await tenWrongPasswords(owner.phone, attacker);
    const guess = async (password: string) =>
      json(
        await attempt(
          { phone: owner.phone, password, captchaVerification: await clickWord(attacker) },
          attacker,
        ),
      );
    expect(await guess('wrong-10')).toMatchObject({
      status: 429,
      msg: '登录尝试过于频繁，请2秒后再试',
    });
    advance(2);
    expect(await guess('wrong-11')).toMatchObject(WRONG);
    expect(await guess('wrong-12')).toMatchObject({
      status: 429,
      msg: ESCALATION_MSG.passwordWait(4),
    });
    // Meanwhile the owner, elsewhere, signs in with the click-word and no wait.
    const home = newIp();
    const body = {
      phone: owner.phone,
      password: PASSWORD,
      captchaVerification: await clickWord(home),
    };
    expect((await attempt(body, home)).status).toBe(200);
    // A refused attempt is not counted, so it never lengthens the wait: 4 s later the address
    // is heard again, and the right password signs in there too.
    advance(4);
    expect(await guess(PASSWORD)).toMatchObject({ status: 200 });
    expect(await failures('password', owner.phone)).toBe(0);
  });

  it('counts parallel wrong logins exactly once each', async () => {
    const owner = await makeUser(PASSWORD);
    const ip = newIp();
    const verifications = await Promise.all(Array.from({ length: 10 }, () => clickWord(ip)));
    const answers = await Promise.all(
      verifications.map(async (captchaVerification, i) =>
        json(
          await attempt({ phone: owner.phone, password: `wrong-${i}`, captchaVerification }, ip),
        ),
      ),
    );
    expect(answers.map((a) => a.msg)).toEqual(Array(10).fill('账号或密码错误'));
    expect(await failures('password', owner.phone)).toBe(10);
  });

  it('lets no burst past the captcha: of 10 parallel attempts without it, 5 are checked', async () => {
    const owner = await makeUser(PASSWORD);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        json(await attempt({ phone: owner.phone, password: `wrong-${i}` }, ip)),
      ),
    );
    const checked = answers.filter((a) => a.status === 400);
    const refused = answers.filter((a) => a.status === 403);
    expect(checked).toHaveLength(PASSWORD_ESCALATION.accountCaptchaAfter);
    expect(refused).toHaveLength(10 - PASSWORD_ESCALATION.accountCaptchaAfter);
    expect(await failures('password', owner.phone)).toBe(PASSWORD_ESCALATION.accountCaptchaAfter);
  });

  it('sends the owner one SMS notice, which never holds back a code', async () => {
    const owner = await makeUser(PASSWORD);
    await tenWrongPasswords(owner.phone, newIp());
    await tenWrongPasswords(owner.phone, newIp(), 0);
    const sent = await notices(owner.phone);
    expect(sent).toEqual([{ content: ESCALATION_MSG.passwordNotice }]);
    expect(sent[0]!.content).not.toContain('wrong');
    // The owner asks for a login code right after the notice.
    expect(await codeFor(owner.phone, 'login')).toMatch(/^\d{6}$/);
    // No notice for a phone without an account.
    const nobody = newPhone();
    await tenWrongPasswords(nobody, newIp());
    expect(await notices(nobody)).toEqual([]);
  });

  it('keeps a ceiling of 100 failures per address: 429, another address still signs in', async () => {
    const ip = newIp();
    // 99 failures over many phones in the last minutes; the 100th is a real one.
    await db.insert(loginFailures).values(
      Array.from({ length: 33 }, () => ({
        kind: 'password',
        phone: newPhone(),
        ip,
        failures: 3,
        lastFailedAt: new Date(Date.now() - 60_000),
      })),
    );
    const body = { phone: newPhone(), password: 'x1', captchaVerification: await clickWord(ip) };
    expect(await json(await attempt(body, ip))).toMatchObject(WRONG);
    const owner = await makeUser(PASSWORD);
    const blocked = await attempt(
      { phone: owner.phone, password: PASSWORD, captchaVerification: await clickWord(ip) },
      ip,
    );
    expect(await json(blocked)).toMatchObject({ status: 429, msg: ESCALATION_MSG.ceiling });
    expect((await attempt({ phone: owner.phone, password: PASSWORD }, newIp())).status).toBe(200);
    // The failures stop counting 15 minutes after the last one.
    advance(15 * 60);
    expect(
      (
        await attempt(
          { phone: owner.phone, password: PASSWORD, captchaVerification: await clickWord(ip) },
          ip,
        )
      ).status,
    ).toBe(200);
  });
});

describe('SMS code login under attack', () => {
  const codeAttempt = (body: Record<string, unknown>, ip: string) =>
    codeLogin(request('/v1/api/auth/code_login', { method: 'POST', body, ip }));

  it('counts parallel wrong codes exactly, delays the guesser and tells the owner once', async () => {
    const owner = await makeUser();
    const attacker = newIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () =>
        json(await codeAttempt({ phone: owner.phone, code: '000000' }, attacker)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(400));
    expect(await failures('code', owner.phone)).toBe(10);
    expect(await json(await codeAttempt({ phone: owner.phone, code: '000000' }, attacker))).toEqual(
      { status: 429, code: 429, msg: '验证码错误次数过多，请2秒后再试', data: null },
    );
    expect(await notices(owner.phone)).toEqual([{ content: ESCALATION_MSG.codeNotice }]);

    // The owner asks for a code and signs in with it at once, from their own address.
    const code = await codeFor(owner.phone, 'login');
    advance(1);
    expect(
      await json(await codeAttempt({ phone: owner.phone, code: wrongCode(code) }, attacker)),
    ).toMatchObject({ status: 429 });
    const res = await codeAttempt({ phone: owner.phone, code }, newIp());
    expect(res.status).toBe(200);
    expect(await sessionCount(owner.id)).toBe(1);
  });
});
