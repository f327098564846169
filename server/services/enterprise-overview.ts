import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/server/db';
import { reviews } from '@/server/db/schema';

export interface LastReview {
  action: string;
  reason: string | null;
  at: string;
}

/** The newest entry of a certification's audit trail (company: enterprise id, designer: user id). */
export async function lastReview(
  subject: 'company' | 'designer',
  subjectId: number,
): Promise<LastReview | null> {
  const [row] = await db
    .select({ action: reviews.action, reason: reviews.reason, at: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.subject, subject), eq(reviews.subjectId, subjectId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(1);
  return row ? { action: row.action, reason: row.reason, at: row.at.toISOString() } : null;
}
