import 'server-only';
import {
  EXPORT_KIND_ITEMS,
  exportJobKey,
  runExportTask,
  unfinishedTaskIds,
} from '@/server/services/export-task';
import { IMPORT_KIND, importJobKey, runImportTask } from '@/server/services/product-import';
import { sendFanOut } from '@/server/services/messages';
import { sweepOrderTimers } from '@/server/services/order-timers';
import { settleDue } from '@/server/services/rfq-events';
import { QUEUES, type JobName, type JobPayloads } from './queues';
import type { JobHandler, JobRunner } from './types';

/** The one place where each queue meets its handler. */
const HANDLERS: { [N in JobName]: JobHandler<JobPayloads[N]> } = {
  'export-items': ({ taskId }, ctx) => runExportTask(taskId, ctx),
  'product-import': ({ taskId }, ctx) => runImportTask(taskId, ctx),
  'order-timers': async () => {
    await sweepOrderTimers();
  },
  'rfq-deadline': async ({ rfqId }) => {
    await settleDue(new Date(), [rfqId]);
  },
  'rfq-deadlines': async () => {
    await settleDue();
  },
  'message-fan-out': (payload) => sendFanOut(payload.enterpriseIds, payload.message),
};

export async function registerWorkers(runner: JobRunner): Promise<void> {
  for (const name of Object.keys(HANDLERS) as JobName[]) {
    await runner.work(name, QUEUES[name], HANDLERS[name] as JobHandler<unknown>);
  }
  for (const name of Object.keys(QUEUES) as JobName[]) {
    const minutes = QUEUES[name].everyMinutes;
    if (minutes) await runner.every(name, minutes);
  }
  // PGlite's jobs live in memory: exports and imports a stopped process left unfinished start
  // again. (Straight to the runner: enqueue() waits for this start to end.)
  if (runner.kind === 'local') {
    for (const taskId of await unfinishedTaskIds(EXPORT_KIND_ITEMS)) {
      await runner.enqueue('export-items', { taskId }, QUEUES['export-items'], {
        singletonKey: exportJobKey(taskId),
      });
    }
    for (const taskId of await unfinishedTaskIds(IMPORT_KIND)) {
      await runner.enqueue('product-import', { taskId }, QUEUES['product-import'], {
        singletonKey: importJobKey(taskId),
      });
    }
  }
}
