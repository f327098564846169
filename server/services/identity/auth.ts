import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import type { UserInfo } from '@/api/types';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '@/lib/session-hint';
import { db } from '@/server/db';
import { users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { beginAttempt } from './escalation';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteSession, SESSION_COOKIE } from './session';
import { requireUserInfo } from './user-info';

export const LOGIN_MSG = {
  wrongCredentials: '账号或密码错误',
  phoneRequired: '请输入手机号',
  passwordRequired: '请输入密码',
} as const;

// Unknown accounts still pay for one scrypt run, so timing does not tell which phones exist.
// The hash itself is kept, not its promise: a promise holds the request it was made in
// (server/cache/bus-cached.ts).
let decoyHash: string | undefined;

export interface LoginResult {
  token: string;
  expiresAt: Date;
  userInfo: UserInfo;
}

/**
 * Password login (spec §7 auth/login). Failures never lock the account: they escalate
 * (escalation.ts): past a few, every attempt on the account needs a passed click-word captcha
 * (`captchaVerification`), an address that keeps failing waits longer each time, and the owner
 * gets an SMS notice. A right password with the captcha still signs in.
 */
export async function loginWithPassword(
  input: { phone: string; password: string; captchaVerification?: string },
  meta: { ip: string; userAgent: string | null },
  now: Date = new Date(),
): Promise<LoginResult> {
  const phone = input.phone.trim();
  if (!phone) throw badRequest(LOGIN_MSG.phoneRequired);
  if (!PHONE_PATTERN.test(phone)) throw badRequest(PHONE_INVALID_MSG);
  if (!input.password) throw badRequest(LOGIN_MSG.passwordRequired);

  const attempt = await beginAttempt('password', phone, input.captchaVerification, meta, now);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, phone));
  decoyHash ??= await hashPassword('decoy-password');
  const valid = await verifyPassword(input.password, user?.passwordHash ?? decoyHash);
  if (!user || !valid) {
    await attempt.failed();
    throw badRequest(LOGIN_MSG.wrongCredentials);
  }

  await attempt.succeeded();
  const session = await createSession(user.id, meta);
  return { ...session, userInfo: await requireUserInfo(user.id) };
}

function isHttps(req: NextRequest): boolean {
  const forwarded = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? req.nextUrl.protocol.replace(/:$/, '')) === 'https';
}

/** The readable signed-in hint (lib/session-hint) beside the session cookie; no expiry ends it with the browser. */
function setSignedInHint(res: NextResponse, req: NextRequest, on: boolean, expires?: Date): void {
  res.cookies.set(SIGNED_IN_COOKIE, on ? SIGNED_IN_VALUE : '', {
    sameSite: 'lax',
    path: '/',
    secure: isHttps(req),
    ...(on ? { expires } : { maxAge: 0 }),
  });
}

/** Sets the session cookie: httpOnly, SameSite=Lax, path /, secure over https. */
export function setSessionCookie(
  res: NextResponse,
  req: NextRequest,
  session: { token: string; expiresAt: Date },
): void {
  res.cookies.set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(req),
    expires: session.expiresAt,
  });
  setSignedInHint(res, req, true, session.expiresAt);
}

/**
 * Page requests (proxy.ts) bring the hint in step with the session cookie the browser sent,
 * whatever set or dropped it (sessions from before the hint, a browser restart, cookie expiry).
 */
export function syncSignedInHint(req: NextRequest, res: NextResponse): void {
  const session = Boolean(req.cookies.get(SESSION_COOKIE)?.value);
  const hint = req.cookies.get(SIGNED_IN_COOKIE)?.value === SIGNED_IN_VALUE;
  if (session !== hint) setSignedInHint(res, req, session);
}

/** Ends the request's session, if any, and expires its cookie and the signed-in hint. */
export async function logout(req: NextRequest, res: NextResponse): Promise<void> {
  const token = req.cookies.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(token);
  res.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(req),
    maxAge: 0,
  });
  setSignedInHint(res, req, false);
}
