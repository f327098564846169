import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { db } from '@/server/db';
import { rateLimits } from '@/server/db/schema';
import { metrics } from '@/server/observability/metrics';

export interface LimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/** The fixed window that `now` falls in. */
export function limitWindow(now: Date, windowSeconds: number): { start: Date; end: Date } {
  const ms = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  return { start, end: new Date(start.getTime() + ms) };
}

/** Reads the count of the current window without counting a hit. */
export async function peekLimit(
  key: string,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        eq(rateLimits.windowStart, limitWindow(now, windowSeconds).start),
      ),
    );
  return row?.count ?? 0;
}

/** Forgets every window of a key (e.g. an account's failures after a successful login). */
export async function resetLimit(key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `limit`.
 * The counter lives in the database so the limit holds across every app process.
 */
export async function hitLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<LimitResult> {
  const { start: windowStart, end: expiresAt } = limitWindow(now, windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // The label is the key's first part (`login`, `sms`…), never the IP or phone after it.
  if (count > limit) metrics.rateLimitRejections.inc({ limit: key.split(':')[0] });
  return {
    allowed: count <= limit,
    count,
    retryAfter: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Drops windows that ended; called opportunistically, so no scheduler is needed. */
export async function purgeExpiredLimits(now: Date = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
