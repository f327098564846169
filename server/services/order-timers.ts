import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import {
  ORDER_AUTO_COMPLETE_DAYS,
  ORDER_AUTO_RECEIVE_DAYS,
  ORDER_STATUS,
} from '@/lib/order-lifecycle';
import { db } from '@/server/db';
import { orders } from '@/server/db/schema';
import { transitionOrder } from './order-lifecycle';

const DAY = 86_400_000;

/**
 * The lifecycle's timed transitions: receipt ORDER_AUTO_RECEIVE_DAYS after the last shipment,
 * completion ORDER_AUTO_COMPLETE_DAYS after receipt. The order-timers job runs it every 10
 * minutes (server/jobs/queues.ts). Each runs through the same locked transition, so a sweep
 * repeated or overlapping another still moves an order once.
 */
export async function sweepOrderTimers(
  now = new Date(),
): Promise<{ received: number; completed: number }> {
  const due = async (
    status: string,
    column: typeof orders.receivedAt | typeof orders.lastShippedAt,
    days: number,
  ) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, status), lte(column, new Date(now.getTime() - days * DAY))))
        .limit(500)
    ).map((r) => r.id);
  // Completion first, so an order received in this sweep waits its after-sales window.
  let completed = 0;
  for (const id of await due(ORDER_STATUS.received, orders.receivedAt, ORDER_AUTO_COMPLETE_DAYS)) {
    await transitionOrder(null, id, { action: 'complete' }, 'system');
    completed += 1;
  }
  let received = 0;
  for (const id of await due(ORDER_STATUS.shipped, orders.lastShippedAt, ORDER_AUTO_RECEIVE_DAYS)) {
    await transitionOrder(null, id, { action: 'receive' }, 'system');
    received += 1;
  }
  return { received, completed };
}
