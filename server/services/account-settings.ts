import 'server-only';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { UserInfo } from '@/api/types';
import { ACCOUNT_MSG } from '@/lib/account-rules';
import {
  ACCOUNT_SETTINGS_MSG,
  type PasswordChangeInput,
  type PhoneChangeInput,
  type ProfileInput,
} from '@/lib/account-settings';
import { db } from '@/server/db';
import { sessions, users } from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import { hashPassword, verifyPassword } from './identity/password';
import { hashToken } from './identity/session';
import { consumeSmsCode } from './identity/sms-code';
import { requireUserInfo } from './identity/user-info';
import { findOwnUpload } from './upload';

const USER_GONE = '用户不存在';

/** Profile: name and avatar (an image this user uploaded, or null to remove it). */
export async function updateProfile(userId: number, input: ProfileInput): Promise<UserInfo> {
  const set: Partial<typeof users.$inferInsert> = { name: input.name };
  if (input.headPhotoUrl !== undefined) {
    if (input.headPhotoUrl) {
      const own = await findOwnUpload(userId, input.headPhotoUrl);
      if (!own || !own.type.startsWith('image/')) {
        throw badRequest(ACCOUNT_SETTINGS_MSG.avatarInvalid);
      }
    }
    set.headPhotoUrl = input.headPhotoUrl || null;
  }
  const rows = await db
    .update(users)
    .set(set)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (rows.length === 0) throw notFound(USER_GONE);
  return requireUserInfo(userId);
}

/** Change password: the old one must match; the new one follows the registration rules. */
export async function changePassword(userId: number, input: PasswordChangeInput): Promise<null> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(USER_GONE);
  if (!user.passwordHash) throw badRequest(ACCOUNT_SETTINGS_MSG.noPassword);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw badRequest(ACCOUNT_SETTINGS_MSG.oldPasswordWrong);
  }
  if (input.oldPassword === input.newPassword) throw badRequest(ACCOUNT_SETTINGS_MSG.samePassword);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, userId));
  return null;
}

/**
 * Change phone: the new phone is free and its 'change' code (sent behind the captcha) is right;
 * the code is spent once. The unique index settles a race for the same phone.
 */
export async function changePhone(
  userId: number,
  input: PhoneChangeInput,
  ip: string,
): Promise<UserInfo> {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!me) throw notFound(USER_GONE);
  if (me.phone === input.phone) throw badRequest(ACCOUNT_SETTINGS_MSG.samePhone);
  const taken = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone))).length > 0;
  if (await taken()) throw new HttpError(409, ACCOUNT_MSG.phoneTaken);
  await consumeSmsCode(input.phone, 'change', input.code, ip);
  try {
    await db.update(users).set({ phone: input.phone }).where(eq(users.id, userId));
  } catch (error) {
    if (await taken()) throw new HttpError(409, ACCOUNT_MSG.phoneTaken);
    throw error;
  }
  return requireUserInfo(userId);
}

/** How many other live sessions the user has (other browsers and devices). */
export async function otherSessionCount(userId: number, currentToken: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.tokenHash, hashToken(currentToken)),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row?.n ?? 0;
}

/** Signs out every other session of the user; the current one stays. Answers how many. */
export async function signOutOtherSessions(userId: number, currentToken: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ userId: sessions.userId });
  return rows.length;
}
