// Run by jobs.test.ts as another process of the mall: queues an export and starts working on
// it, until the test kills this process with SIGKILL.
import { enqueue } from '@/server/jobs';
import { exportJobKey } from '@/server/services/export-task';

const taskId = Number(process.argv[2]);
await enqueue('export-items', { taskId }, { singletonKey: exportJobKey(taskId) });
process.stdout.write('queued\n');
