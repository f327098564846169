import 'server-only';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG } from '@/lib/account-rules';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { sessions, users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { hashPassword } from './password';
import { checkNewPassword } from './register';
import { checkPhoneAndCode, consumeSmsCode, type RequestMeta } from './sms-code';

export const resetPasswordInput = z.object({
  phone: z.string().max(32).optional(),
  code: z.string().max(16).optional(),
  password: z.string().max(128).optional(),
});

/**
 * 重置密码 (spec §7 auth/resetPassword): a reset code sets a new password and ends every
 * session of the account, so whoever knew the old password is signed out everywhere.
 */
export async function resetPasswordWithSmsCode(
  input: z.infer<typeof resetPasswordInput>,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<void> {
  const { phone, code } = checkPhoneAndCode(input);
  const password = checkNewPassword(input.password);
  await consumeSmsCode(phone, 'reset', code, meta.ip, now);
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  if (!user) throw badRequest(ACCOUNT_MSG.phoneUnregistered);
  await db.delete(sessions).where(eq(sessions.userId, user.id));
}
