import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { SmsPurpose } from '@/api/modules/auth';
import { GET as smsCodeRoute } from '@/app/v1/api/auth/login/sms_code/route';
import { db } from '@/server/db';
import { sessions, smsOutbox, users } from '@/server/db/schema';
import { hashPassword } from '@/server/services/identity/password';
import { passCaptcha } from './captcha-solver';
import { insertBasics, request } from './fixtures';

/** 2026-05-01 12:01 in China: one minute into a 15-minute and a one-hour window. */
export const FROZEN_NOW = new Date('2026-05-01T04:01:00Z');

/** Moves the frozen clock on, as waiting out a limit would. */
export const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/**
 * SMS and login limits count by time: each test of the file starts at FROZEN_NOW on a clock
 * only `advance` moves, on a database with the basic rows, with the outbox's log line muted.
 */
export function withFrozenClock(): void {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await insertBasics();
  });
  beforeEach(() => {
    vi.setSystemTime(FROZEN_NOW);
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

let lastIp = 0;
/** Each caller speaks from its own address, so per-IP limits of one test don't touch another. */
export const newIp = () => `10.9.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

let lastPhone = 0;
export const newPhone = () => `137${String(++lastPhone).padStart(8, '0')}`;

export async function makeUser(password = 'Old12345'): Promise<{ id: number; phone: string }> {
  const phone = newPhone();
  const [u] = await db
    .insert(users)
    .values({
      phone,
      name: '短信测试',
      clientId: randomUUID(),
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { id: u!.id, phone };
}

export function smsCodePath(query: Record<string, string>): string {
  return `/v1/api/auth/login/sms_code?${new URLSearchParams(query).toString()}`;
}

/** GET sms_code with a freshly passed captcha, as the code button does. */
export async function sendCode(phone: string, type: SmsPurpose, ip = newIp()): Promise<Response> {
  const captchaVerification = await passCaptcha(ip);
  return smsCodeRoute(request(smsCodePath({ phone, captchaVerification, type }), { ip }));
}

/** The code of the phone's newest outbox message. */
export async function latestCode(phone: string): Promise<string> {
  const [row] = await db
    .select({ content: smsOutbox.content })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(1);
  const code = row?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Sends a code and reads it back from the outbox. */
export async function codeFor(phone: string, type: SmsPurpose, ip = newIp()): Promise<string> {
  const res = await sendCode(phone, type, ip);
  if (res.status !== 200) throw new Error(`sms_code answered ${res.status}: ${await res.text()}`);
  return latestCode(phone);
}

/** A code that is not the phone's current one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const sessionCount = async (userId: number) =>
  (await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

/** The `name=value` part of the response's session cookie. */
export const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
