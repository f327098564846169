import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { db } from '@/server/db';
import { captchaStates } from '@/server/db/schema';

/** AJ-Captcha's cache keys, kept in `captcha_states` so every app process shares them. */
export const tokenKey = (token: string) => `RUNNING:CAPTCHA:${token}`;
export const verificationKey = (verification: string) => `RUNNING:CAPTCHA:second-${verification}`;

export async function putState(
  key: string,
  value: Record<string, unknown>,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db
    .insert(captchaStates)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: captchaStates.key, set: { value, expiresAt } });
}

/** Deletes the key and returns its value if it had not expired: one use, even under races. */
export async function takeState(
  key: string,
  now: Date = new Date(),
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .delete(captchaStates)
    .where(eq(captchaStates.key, key))
    .returning({ value: captchaStates.value, expiresAt: captchaStates.expiresAt });
  return row && row.expiresAt > now ? row.value : null;
}

export async function hasState(key: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .select({ key: captchaStates.key })
    .from(captchaStates)
    .where(and(eq(captchaStates.key, key), gt(captchaStates.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

export async function purgeExpiredStates(now: Date = new Date()): Promise<void> {
  await db.delete(captchaStates).where(lt(captchaStates.expiresAt, now));
}
