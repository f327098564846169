import { describe, expect, it } from 'vitest';
import {
  delaySeconds,
  ESCALATION_MSG,
  isEscalated,
  isLive,
  PASSWORD_ESCALATION as P,
  requirement,
  SMS_CODE_ESCALATION as S,
  waitText,
  type FailureCounts,
} from './login-escalation';

const now = new Date('2026-05-01T04:01:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const counts = (c: Partial<FailureCounts>): FailureCounts => ({
  account: 0,
  ip: 0,
  pair: 0,
  pairLastAt: null,
  ...c,
});

describe('delaySeconds', () => {
  it('is 0 below the delay threshold, then doubles from 2 s up to the cap', () => {
    expect(delaySeconds(P, 0)).toBe(0);
    expect(delaySeconds(P, 9)).toBe(0);
    expect([10, 11, 12, 13, 14, 15, 16, 17].map((n) => delaySeconds(P, n))).toEqual([
      2, 4, 8, 16, 32, 64, 128, 256,
    ]);
    expect(delaySeconds(P, 18)).toBe(300);
    expect(delaySeconds(P, 10_000)).toBe(300);
    expect(delaySeconds(S, 20)).toBe(60);
  });
});

describe('requirement', () => {
  it('asks nothing of a first attempt or a few failures', () => {
    expect(requirement(P, counts({}), now)).toEqual({ kind: 'none' });
    expect(
      requirement(P, counts({ account: 4, ip: 4, pair: 4, pairLastAt: secondsAgo(0) }), now),
    ).toEqual({ kind: 'none' });
  });

  it('asks for the captcha after 5 failures on the account, from any address', () => {
    expect(requirement(P, counts({ account: 5 }), now)).toEqual({ kind: 'captcha' });
    expect(requirement(P, counts({ account: 50 }), now)).toEqual({ kind: 'captcha' });
  });

  it('asks for the captcha after 20 failures from the address, on any account', () => {
    expect(requirement(P, counts({ ip: 19 }), now)).toEqual({ kind: 'none' });
    expect(requirement(P, counts({ ip: 20 }), now)).toEqual({ kind: 'captcha' });
  });

  it('makes the address wait after 10 failures on the account, then asks for the captcha', () => {
    const ten = counts({ account: 10, pair: 10, pairLastAt: secondsAgo(1) });
    expect(requirement(P, ten, now)).toEqual({ kind: 'wait', seconds: 1 });
    expect(requirement(P, { ...ten, pairLastAt: secondsAgo(2) }, now)).toEqual({
      kind: 'captcha',
    });
    const many = counts({ account: 30, pair: 30, pairLastAt: secondsAgo(10) });
    expect(requirement(P, many, now)).toEqual({ kind: 'wait', seconds: 290 });
  });

  it('does not delay another address for failures it did not make', () => {
    expect(requirement(P, counts({ account: 30 }), now)).toEqual({ kind: 'captcha' });
  });

  it('refuses an address at its ceiling whatever else holds', () => {
    expect(requirement(P, counts({ ip: 99 }), now)).toEqual({ kind: 'captcha' });
    expect(requirement(P, counts({ ip: 100 }), now)).toEqual({ kind: 'ceiling' });
    expect(requirement(S, counts({ ip: 100 }), now)).toEqual({ kind: 'ceiling' });
  });

  it('never asks for a captcha on SMS codes, only waits', () => {
    expect(requirement(S, counts({ account: 500, ip: 99 }), now)).toEqual({ kind: 'none' });
    const ten = counts({ account: 10, pair: 10, pairLastAt: secondsAgo(0) });
    expect(requirement(S, ten, now)).toEqual({ kind: 'wait', seconds: 2 });
  });
});

describe('isLive', () => {
  it('counts a failure for 15 minutes after it', () => {
    expect(isLive(P, secondsAgo(899), now)).toBe(true);
    expect(isLive(P, secondsAgo(900), now)).toBe(false);
  });
});

describe('isEscalated', () => {
  it('starts with the captcha for passwords and with the delays for SMS codes', () => {
    expect(isEscalated(P, 4)).toBe(false);
    expect(isEscalated(P, 5)).toBe(true);
    expect(isEscalated(S, 9)).toBe(false);
    expect(isEscalated(S, 10)).toBe(true);
  });
});

describe('messages', () => {
  it('say how long to wait in seconds or whole minutes', () => {
    expect(waitText(1)).toBe('1秒');
    expect(waitText(59)).toBe('59秒');
    expect(waitText(60)).toBe('1分钟');
    expect(waitText(61)).toBe('2分钟');
    expect(ESCALATION_MSG.passwordWait(32)).toBe('登录尝试过于频繁，请32秒后再试');
    expect(ESCALATION_MSG.codeWait(120)).toBe('验证码错误次数过多，请2分钟后再试');
  });

  it('never put a password or a code in the owner notice', () => {
    for (const text of [ESCALATION_MSG.passwordNotice, ESCALATION_MSG.codeNotice]) {
      expect(text).not.toMatch(/\d/);
    }
  });
});
