import type { NotifyInput } from '@/server/services/messages';
import type { QueueSpec } from './types';

/** Every queue, with what its jobs carry and how they are retried. */
export interface JobPayloads {
  /** Builds one export task's xlsx (server/services/export-task.ts). */
  'export-items': { taskId: number };
  /** Writes one supplier's checked xlsx import (server/services/product-import.ts). */
  'product-import': { taskId: number };
  /** Automatic receipt and completion of orders (server/services/order-timers.ts). */
  'order-timers': Record<string, never>;
  /** Opens one request for quotation at its deadline. */
  'rfq-deadline': { rfqId: number };
  /** Opens every request whose deadline passed (catches ones scheduled before a restart). */
  'rfq-deadlines': Record<string, never>;
  /** One message to every member of many enterprises, written together. */
  'message-fan-out': { enterpriseIds: number[]; message: Omit<NotifyInput, 'userId'> };
}
export type JobName = keyof JobPayloads;

export const QUEUES: Record<JobName, QueueSpec & { everyMinutes?: number }> = {
  // 20 s without a heartbeat means its process died, and another process's worker starts it
  // again; a live export beats however long it runs. The user waits on it: polled often.
  'export-items': {
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 20,
    pollSeconds: 0.5,
    singleton: true,
  },
  // Like an export: the supplier watches its progress bar; a dead process's import is removed
  // and written again by another.
  'product-import': {
    retryLimit: 2,
    retryDelaySeconds: 2,
    expireInSeconds: 20,
    pollSeconds: 0.5,
    singleton: true,
  },
  'order-timers': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 60, everyMinutes: 10 },
  'rfq-deadline': { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 30, singleton: true },
  'rfq-deadlines': { retryLimit: 1, retryDelaySeconds: 10, expireInSeconds: 30, everyMinutes: 1 },
  'message-fan-out': { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 30 },
};
