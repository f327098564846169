/**
 * Escalation of failed sign-ins (hardening issue 21): instead of locking an account, which lets
 * anyone lock out any phone they know, failures make the next attempts harder. Failures count
 * per account (all addresses), per address (all accounts) and per account from one address.
 */

export interface EscalationPolicy {
  /** Failures on the account after which every attempt on it needs the click-word captcha. */
  accountCaptchaAfter: number;
  /** Failures from one address after which its attempts need the click-word captcha. */
  ipCaptchaAfter: number;
  /**
   * Failures on the account from one address after which that address waits 2^k seconds
   * between attempts. Keyed by address so that an attacker's pace never delays the owner.
   */
  delayAfter: number;
  maxDelaySeconds: number;
  /** Failures from one address that it may not exceed (the per-IP ceiling). */
  ipCeiling: number;
  /** A failure stops counting once this long has passed without another on the same account and address. */
  quietSeconds: number;
}

/** Password login: the captcha after 5 failures (the old lock), delays after 10, 100 per address. */
export const PASSWORD_ESCALATION: EscalationPolicy = {
  accountCaptchaAfter: 5,
  ipCaptchaAfter: 20,
  delayAfter: 10,
  maxDelaySeconds: 300,
  ipCeiling: 100,
  quietSeconds: 15 * 60,
};

/**
 * SMS codes: no captcha (every code already cost one to send, and a code dies after 5 wrong
 * guesses), delays after 10 failures on a phone from one address, the same ceiling.
 */
export const SMS_CODE_ESCALATION: EscalationPolicy = {
  accountCaptchaAfter: Infinity,
  ipCaptchaAfter: Infinity,
  delayAfter: 10,
  maxDelaySeconds: 60,
  ipCeiling: 100,
  quietSeconds: 15 * 60,
};

/** The owner hears of an escalation at most once per account in this many seconds. */
export const ESCALATION_NOTICE_WINDOW_SECONDS = 24 * 3600;

/** Live failure counts (older than the quiet period are left out) before an attempt. */
export interface FailureCounts {
  account: number;
  ip: number;
  /** Failures on the account from this address, and when the last one was. */
  pair: number;
  pairLastAt: Date | null;
}

export type Requirement =
  { kind: 'none' } | { kind: 'captcha' } | { kind: 'wait'; seconds: number } | { kind: 'ceiling' };

/** Seconds an address waits after its `pairFailures`-th failure on an account: 0, then 2, 4, 8 … capped. */
export function delaySeconds(policy: EscalationPolicy, pairFailures: number): number {
  if (pairFailures < policy.delayAfter) return 0;
  const k = pairFailures - policy.delayAfter + 1;
  return Math.min(policy.maxDelaySeconds, 2 ** Math.min(k, 30));
}

/** Whether a failure at `lastAt` still counts at `now`. */
export function isLive(policy: EscalationPolicy, lastAt: Date, now: Date): boolean {
  return now.getTime() - lastAt.getTime() < policy.quietSeconds * 1000;
}

/**
 * What the next attempt must bring. The ceiling wins, then a pending wait (a solved captcha
 * does not shorten it), then the captcha.
 */
export function requirement(
  policy: EscalationPolicy,
  counts: FailureCounts,
  now: Date,
): Requirement {
  if (counts.ip >= policy.ipCeiling) return { kind: 'ceiling' };
  if (counts.pairLastAt) {
    const readyAt = counts.pairLastAt.getTime() + delaySeconds(policy, counts.pair) * 1000;
    const waitMs = readyAt - now.getTime();
    if (waitMs > 0) return { kind: 'wait', seconds: Math.ceil(waitMs / 1000) };
  }
  if (counts.account >= policy.accountCaptchaAfter || counts.ip >= policy.ipCaptchaAfter) {
    return { kind: 'captcha' };
  }
  return { kind: 'none' };
}

/** Whether the owner should hear of the failures: once the account needs the captcha or waits. */
export function isEscalated(policy: EscalationPolicy, accountFailures: number): boolean {
  return accountFailures >= Math.min(policy.accountCaptchaAfter, policy.delayAfter);
}

/** 5秒 / 2分钟: a wait as a person reads it. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
}

/**
 * Envelope code of the login answer that asks for the click-word captcha (HTTP 403); the login
 * form opens the captcha on it and sends the password again with the captchaVerification.
 */
export const CAPTCHA_REQUIRED_CODE = 4031;

export const ESCALATION_MSG = {
  captchaRequired: '请完成安全验证',
  passwordWait: (seconds: number) => `登录尝试过于频繁，请${waitText(seconds)}后再试`,
  codeWait: (seconds: number) => `验证码错误次数过多，请${waitText(seconds)}后再试`,
  ceiling: '当前网络登录失败次数过多，请稍后再试',
  passwordNotice:
    '【安全提醒】您的账号近期多次登录失败，已开启安全验证。如非本人操作，请尽快修改密码，切勿向他人透露密码或验证码。',
  codeNotice:
    '【安全提醒】您的手机号近期多次输入错误的短信验证码。如非本人操作，请勿向任何人透露验证码。',
} as const;
