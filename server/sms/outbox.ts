import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { db } from '@/server/db';
import { smsOutbox } from '@/server/db/schema';
import { env } from '@/server/env';
import { metrics } from '@/server/observability/metrics';
import type { SmsProvider } from './provider';

/**
 * The default provider: no carrier. The text (code included) is kept on the outbox row, where
 * operators and tests read it, and printed to the console everywhere but production.
 */
export const outboxProvider: SmsProvider = {
  async send(phone, text, { outboxId }) {
    await db.update(smsOutbox).set({ content: text }).where(eq(smsOutbox.id, outboxId));
    metrics.smsSent.inc({ provider: 'outbox' });
    if (env.APP_ENV !== 'prod') console.info(`[sms] ${phone}: ${text}`);
  },
};

export const OUTBOX_READ_LIMIT = 10;

/** The newest outbox messages of a phone, newest first (operators and tests read codes here). */
export async function latestOutboxMessages(phone: string) {
  return db
    .select({
      id: smsOutbox.id,
      phone: smsOutbox.phone,
      purpose: smsOutbox.purpose,
      content: smsOutbox.content,
      createdAt: smsOutbox.createdAt,
      expiresAt: smsOutbox.expiresAt,
      usedAt: smsOutbox.usedAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(OUTBOX_READ_LIMIT);
}
