import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MSG,
  defaultUserName,
  isValidPassword,
  NAME_MAX_LENGTH,
} from '@/lib/account-rules';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { users } from '@/server/db/schema';
import { badRequest, HttpError } from '@/server/http/errors';
import { LOGIN_MSG, type LoginResult } from './auth';
import { hashPassword } from './password';
import { createSession } from './session';
import { checkPhoneAndCode, consumeSmsCode, type RequestMeta } from './sms-code';
import { requireUserInfo } from './user-info';

export const registerInput = z.object({
  phone: z.string().max(32).optional(),
  code: z.string().max(16).optional(),
  password: z.string().max(128).optional(),
  name: z.string().max(128).optional(),
});

/** Checks a new password against the policy (8-20 characters, letters and digits). */
export function checkNewPassword(password: string | undefined): string {
  if (!password) throw badRequest(LOGIN_MSG.passwordRequired);
  if (!isValidPassword(password)) throw badRequest(ACCOUNT_MSG.passwordPolicy);
  return password;
}

/**
 * 注册 (spec §7 auth/register): a register code creates a personal account with the password,
 * named 用户 + the phone's last 4 digits unless a name is given, and signs it in. Everything is
 * checked before the code is spent, so a fixable mistake does not cost the code.
 */
export async function registerWithSmsCode(
  input: z.infer<typeof registerInput>,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<LoginResult> {
  const { phone, code } = checkPhoneAndCode(input);
  const password = checkNewPassword(input.password);
  const name = input.name?.trim() || defaultUserName(phone);
  if (name.length > NAME_MAX_LENGTH) throw badRequest(ACCOUNT_MSG.nameTooLong);

  await consumeSmsCode(phone, 'register', code, meta.ip, now);
  const [user] = await db
    .insert(users)
    .values({
      phone,
      name,
      passwordHash: await hashPassword(password),
      clientId: randomUUID(),
      isPersonalAccount: true,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (!user) throw new HttpError(409, ACCOUNT_MSG.phoneRegistered);
  const session = await createSession(user.id, meta);
  return { ...session, userInfo: await requireUserInfo(user.id) };
}
