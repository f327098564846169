/** Account rules shared by the account site and the SMS-code backend (spec §1, §4, §8, §9). */
import type { SmsPurpose } from '@/api/modules/auth';

/** Spec §8 'sent, please check': the client shows it after getSmsCode answers. */
export const SMS_SENT_TEXT = '发送成功，请注意查收';

export const SMS_PURPOSES = [
  'login',
  'register',
  'reset',
  'change',
] as const satisfies readonly SmsPurpose[];

export function isSmsPurpose(value: unknown): value is SmsPurpose {
  return (SMS_PURPOSES as readonly unknown[]).includes(value);
}

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** Wrong guesses at one code before it is spent. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_DAILY_LIMIT_PER_PHONE = 10;
export const SMS_HOURLY_LIMIT_PER_IP = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** 8-20 printable ASCII characters (no spaces) with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

export const NAME_MAX_LENGTH = 20;

export const ACCOUNT_MSG = {
  purposeInvalid: '验证码类型不正确',
  codeRequired: '请输入验证码',
  codeFormat: '请输入6位数字验证码',
  codeInvalid: '验证码错误或已失效',
  sendTooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '今日验证码发送次数已达上限',
  sendFailed: '短信发送失败，请稍后再试',
  phoneUnregistered: '该手机号尚未注册',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneTaken: '该手机号已被其他账号使用',
  passwordPolicy: '密码须为8-20位，同时包含字母和数字，不能含空格或中文',
  nameTooLong: `姓名不能超过${NAME_MAX_LENGTH}个字`,
} as const;

/** A new account's name when none is given: 用户 + the phone's last 4 digits. */
export function defaultUserName(phone: string): string {
  return `用户${phone.slice(-4)}`;
}

const MAX_RETURN_URL_LENGTH = 2048;

function decodeFully(raw: string): string | undefined {
  let current = raw;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function allowedAbsolute(url: string, hosts: ReadonlySet<string>): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password) return undefined;
  return hosts.has(parsed.hostname) ? parsed.href : undefined;
}

/**
 * The return URL to send a user to after login or registration, or undefined (go to `/`).
 * Allowed: a path on this site (a single leading `/`), or an http(s) URL on one of
 * `allowedHosts` (the theme domains). Pure: the account pages use it with the hosts they know.
 */
export function safeReturnUrl(
  raw: string | null | undefined,
  allowedHosts: readonly string[],
): string | undefined {
  if (!raw || raw.length > MAX_RETURN_URL_LENGTH) return undefined;
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\tevil` or `/\evil`
  // would leave the site; no return URL of ours needs any of these characters.
  if (/[\s\p{Cc}\\]/u.test(raw)) return undefined;
  const decoded = decodeFully(raw);
  if (decoded === undefined) return undefined;
  // The value must also pass as a later decode would leave it (`/%2F%2Fevil.com`, `/%5Cevil.com`).
  const afterDecode = decoded.replace(/[\s\p{Cc}]/gu, '').replaceAll('\\', '/');
  if (isSitePath(raw)) return isSitePath(afterDecode) ? raw : undefined;
  const hosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const absolute = allowedAbsolute(raw, hosts);
  return absolute && allowedAbsolute(afterDecode, hosts) ? absolute : undefined;
}
