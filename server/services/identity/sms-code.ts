import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, ne } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { AccountSiteResult, SmsCodeSent, SmsPurpose } from '@/api/modules/auth';
import type { UserInfo } from '@/api/types';
import {
  ACCOUNT_MSG,
  isSmsPurpose,
  safeReturnUrl,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_PATTERN,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_HOURLY_LIMIT_PER_IP,
} from '@/lib/account-rules';
import { CODE_RESEND_SECONDS } from '@/lib/code-button';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { z } from '@/lib/zod';
import { captchaClientId, verifyCaptchaVerification } from '@/server/captcha';
import { db } from '@/server/db';
import { smsOutbox, themes, users } from '@/server/db/schema';
import { badRequest, HttpError, MSG } from '@/server/http/errors';
import { hitLimit } from '@/server/http/rate-limit';
import { smsProvider } from '@/server/sms';
import { LOGIN_MSG, type LoginResult } from './auth';
import { beginAttempt, SMS_NOTICE_PURPOSE } from './escalation';
import { createSession } from './session';
import { requireUserInfo } from './user-info';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function requestMeta(req: NextRequest, ip: string): RequestMeta {
  return { ip, userAgent: req.headers.get('user-agent') };
}

/** Per-IP call limits of the code-based account calls (sso and m-reg share the auth ones). */
export const CODE_LOGIN_RATE_LIMIT = { name: 'auth-code-login', max: 30, windowSeconds: 60 };
export const REGISTER_RATE_LIMIT = { name: 'auth-register', max: 10, windowSeconds: 60 };
export const RESET_PASSWORD_RATE_LIMIT = {
  name: 'auth-reset-password',
  max: 10,
  windowSeconds: 60,
};

/** Chinese field names for the 400 messages of the account calls. */
export const ACCOUNT_LABELS = {
  phone: '手机号',
  code: '验证码',
  password: '密码',
  name: '姓名',
  type: '验证码类型',
  captchaVerification: '图形验证',
  returnUrl: '返回地址',
  from: '来源',
};

const SEND_IP_WINDOW_SECONDS = 3600;
/** 今日 is the day in China (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

const ACTION: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册账号',
  reset: '重置密码',
  change: '更换手机号',
};

// Loose shapes for the handlers; the services check each field with its own Chinese message.
export const sendSmsCodeInput = z.object({
  phone: z.string().max(32).optional(),
  captchaVerification: z.string().max(1024).optional(),
  type: z.string().max(16).optional(),
});
export const codeLoginInput = z.object({
  phone: z.string().max(32).optional(),
  code: z.string().max(16).optional(),
});
/** The account site's extra fields (spec §1) on the sso and m-reg calls. */
export const accountSiteFields = {
  returnUrl: z.string().max(2048).optional(),
  from: z.string().max(64).optional(),
};

export function smsCodeText(code: string, purpose: SmsPurpose): string {
  const minutes = SMS_CODE_TTL_SECONDS / 60;
  return `您正在${ACTION[purpose]}，验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`;
}

function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');
}

function startOfChinaDay(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS);
}

export function checkPhone(raw: string | undefined): string {
  const phone = raw?.trim() ?? '';
  if (!phone) throw badRequest(LOGIN_MSG.phoneRequired);
  if (!PHONE_PATTERN.test(phone)) throw badRequest(PHONE_INVALID_MSG);
  return phone;
}

function checkCode(raw: string | undefined): string {
  const code = raw?.trim() ?? '';
  if (!code) throw badRequest(ACCOUNT_MSG.codeRequired);
  if (!SMS_CODE_PATTERN.test(code)) throw badRequest(ACCOUNT_MSG.codeFormat);
  return code;
}

/** Reads and checks the phone and code every code-based call takes. */
export function checkPhoneAndCode(input: { phone?: string; code?: string }): {
  phone: string;
  code: string;
} {
  return { phone: checkPhone(input.phone), code: checkCode(input.code) };
}

async function userIdByPhone(phone: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id;
}

async function enforceSendLimits(phone: string, ip: string, now: Date): Promise<void> {
  // Only codes count: an escalation notice an attacker set off must not hold back the owner's code.
  const codesTo = and(eq(smsOutbox.phone, phone), ne(smsOutbox.purpose, SMS_NOTICE_PURPOSE));
  const [latest] = await db
    .select({ createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(codesTo)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) throw new HttpError(429, ACCOUNT_MSG.sendTooSoon(Math.ceil(waitMs / 1000)));
  }
  const [today] = await db
    .select({ n: count() })
    .from(smsOutbox)
    .where(and(codesTo, gte(smsOutbox.createdAt, startOfChinaDay(now))));
  if ((today?.n ?? 0) >= SMS_DAILY_LIMIT_PER_PHONE) {
    throw new HttpError(429, ACCOUNT_MSG.dailyLimit);
  }
  const byIp = await hitLimit(
    `sms-send:ip:${ip}`,
    SMS_HOURLY_LIMIT_PER_IP,
    SEND_IP_WINDOW_SECONDS,
    now,
  );
  if (!byIp.allowed) throw new HttpError(429, MSG.tooMany);
}

/**
 * 发送短信验证码 (spec §7 auth/login/sms_code). Needs a passed captcha (its second
 * verification is spent here), then the sending limits: 60 s between codes to a phone, 10 a
 * day per phone, 30 an hour per IP. Login and reset codes go only to accounts that exist,
 * register and change codes only to phones that have none. A new code supersedes the phone's older ones.
 */
export async function sendSmsCode(
  input: { phone?: string; captchaVerification?: string; type?: string },
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<SmsCodeSent> {
  const phone = checkPhone(input.phone);
  const purpose = input.type;
  if (!isSmsPurpose(purpose)) throw badRequest(ACCOUNT_MSG.purposeInvalid);

  const captcha = await verifyCaptchaVerification(input.captchaVerification ?? '', {
    clientId: captchaClientId(meta.ip, meta.userAgent),
  });
  if (!captcha.ok) throw badRequest(captcha.repMsg);

  await enforceSendLimits(phone, meta.ip, now);
  const exists = (await userIdByPhone(phone)) !== undefined;
  if (purpose === 'register' && exists) throw new HttpError(409, ACCOUNT_MSG.phoneRegistered);
  // A phone change sends the code to the new phone, which no account may hold yet.
  if (purpose === 'change' && exists) throw new HttpError(409, ACCOUNT_MSG.phoneTaken);
  if (purpose !== 'register' && purpose !== 'change' && !exists) {
    throw badRequest(ACCOUNT_MSG.phoneUnregistered);
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await db
    .insert(smsOutbox)
    .values({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      content: '',
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      ip: meta.ip,
      createdAt: now,
    })
    .returning({ id: smsOutbox.id });
  const outboxId = row!.id;
  try {
    await smsProvider().send(phone, smsCodeText(code, purpose), { outboxId });
  } catch (error) {
    // An undelivered code must not hold back the next attempt for 60 s.
    await db.delete(smsOutbox).where(eq(smsOutbox.id, outboxId));
    console.error('[sms] send failed', error);
    throw new HttpError(502, ACCOUNT_MSG.sendFailed);
  }
  return { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: CODE_RESEND_SECONDS };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

async function spendCode(id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(smsOutbox)
    .set({ usedAt: now })
    .where(and(eq(smsOutbox.id, id), isNull(smsOutbox.usedAt)))
    .returning({ id: smsOutbox.id });
  return spent.length > 0;
}

/**
 * Spends the phone's code for `purpose` or throws 400 验证码错误或已失效. Only the newest code
 * of the phone and purpose counts, and only while unused and unexpired; it works once, and
 * {@link SMS_CODE_MAX_ATTEMPTS} wrong guesses spend it. Failures escalate per phone and address
 * (escalation.ts): an address that keeps guessing waits longer each time, never the owner.
 */
export async function consumeSmsCode(
  phone: string,
  purpose: SmsPurpose,
  code: string,
  ip: string,
  now: Date = new Date(),
): Promise<void> {
  const attempt = await beginAttempt('code', phone, undefined, { ip }, now);
  const [newest] = await db
    .select({
      id: smsOutbox.id,
      codeHash: smsOutbox.codeHash,
      expiresAt: smsOutbox.expiresAt,
      usedAt: smsOutbox.usedAt,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, purpose)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(1);
  const live = newest && newest.usedAt === null && newest.expiresAt > now ? newest : undefined;
  if (live && sameHash(live.codeHash, hashCode(phone, purpose, code))) {
    if (await spendCode(live.id, now)) {
      await attempt.succeeded();
      return;
    }
  }

  await attempt.failed();
  if (live) {
    // Counted in the fixed window that holds the code's expiry: every guess at this code lands
    // in the same window, and the counter outlives the code.
    const guesses = await hitLimit(
      `sms-code-guess:${live.id}`,
      SMS_CODE_MAX_ATTEMPTS,
      SMS_CODE_TTL_SECONDS,
      live.expiresAt,
    );
    if (guesses.count >= SMS_CODE_MAX_ATTEMPTS) await spendCode(live.id, now);
  }
  throw badRequest(ACCOUNT_MSG.codeInvalid);
}

/** 验证码登录 (spec §7 auth/code_login): a login code signs the phone's account in. */
export async function loginWithSmsCode(
  input: { phone?: string; code?: string },
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<LoginResult> {
  const { phone, code } = checkPhoneAndCode(input);
  await consumeSmsCode(phone, 'login', code, meta.ip, now);
  const userId = await userIdByPhone(phone);
  if (userId === undefined) throw badRequest(ACCOUNT_MSG.phoneUnregistered);
  const session = await createSession(userId, meta);
  return { ...session, userInfo: await requireUserInfo(userId) };
}

/** Host names of every theme: the only hosts an account-site return URL may point to. */
export async function themeDomains(): Promise<string[]> {
  const rows = await db.select({ domains: themes.domains }).from(themes);
  return rows.flatMap((r) => r.domains);
}

/** The account-site answer (sso, m-reg): the user info, and the returnUrl only when safe. */
export async function accountSiteResult(
  userInfo: UserInfo,
  rawReturnUrl: string | undefined,
): Promise<AccountSiteResult> {
  const returnUrl = rawReturnUrl ? safeReturnUrl(rawReturnUrl, await themeDomains()) : undefined;
  return returnUrl ? { userInfo, returnUrl } : { userInfo };
}
