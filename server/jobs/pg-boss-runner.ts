import 'server-only';
import PgBoss from 'pg-boss';
import { logger } from '@/server/observability/logger';
import type { JobRunner, QueueSpec } from './types';

/** pg-boss keeps its tables in this schema of the mall's database, beside drizzle's. */
export const PGBOSS_SCHEMA = 'pgboss';
// Expired attempts (a dead process's) are found by this sweep; short, so a job is retried
// within seconds of its expiry. One process sweeps per interval, whichever gets there first.
const MAINTENANCE_SECONDS = 5;
const STOP_TIMEOUT_MS = 10_000;

// Two processes creating the same queue at once can deadlock on pg-boss's DDL; the loser
// tries again (the queue then exists and creation is a no-op).
const DEADLOCK = '40P01';
const QUEUE_CREATE_TRIES = 4;

async function createQueueRetrying(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== DEADLOCK || attempt >= QUEUE_CREATE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** The default ceiling of one attempt: pg-boss's own timer in the worker fails it after this. */
export const MAX_RUN_SECONDS = 30 * 60;

// A job is sent with its ceiling as pg-boss's expiry (the worker's in-process timer reads it at
// fetch); while the handler runs, the worker moves the expiry to "now + expireInSeconds" every
// quarter of that. pg-boss's maintenance fails active jobs past started_on + expire_in, so a
// dead process's job is retried expireInSeconds after its last beat, and a live one never is.
// pg-boss 10 has no heartbeat of its own (v12 needs Node 22); this writes its job table,
// whose columns the locked 10.x version fixes.
const BEAT_SQL = `UPDATE ${PGBOSS_SCHEMA}.job
  SET expire_in = (now() - started_on) + make_interval(secs => $3)
  WHERE name = $1 AND id = $2 AND state = 'active'`;

const queueOptions = (spec: QueueSpec) => ({
  retryLimit: spec.retryLimit,
  retryDelay: spec.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: spec.maxRunSeconds ?? MAX_RUN_SECONDS,
});

/** PostgreSQL's runner: jobs in the `pgboss` schema, taken by whichever process polls first. */
export function pgBossRunner(connectionString: string): JobRunner {
  const boss = new PgBoss({
    connectionString,
    schema: PGBOSS_SCHEMA,
    max: 4,
    application_name: 'mall-jobs',
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    // Schedules are checked every 30 s so an every-minute timer is not a minute late.
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  // Names only, not the promises that created them: a promise kept for the life of the process
  // holds the request it was made in (server/cache/bus-cached.ts).
  const created = new Set<string>();
  const creating = new Map<string, Promise<void>>();

  // A queue must exist before jobs are sent to it; createQueue is idempotent across processes.
  const ensureQueue = async (name: string, spec: QueueSpec) => {
    if (created.has(name)) return;
    let pending = creating.get(name);
    if (!pending) {
      pending = createQueueRetrying(() =>
        boss.createQueue(name, {
          name,
          policy: spec.singleton ? 'stately' : 'standard',
          ...queueOptions(spec),
        }),
      )
        .then(() => void created.add(name))
        .finally(() => creating.delete(name));
      creating.set(name, pending);
    }
    await pending;
  };

  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
    async enqueue(name, data, spec, options = {}) {
      await ensureQueue(name, spec);
      return boss.send(name, data, {
        ...queueOptions(spec),
        ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
    async work(name, spec, handler) {
      await ensureQueue(name, spec);
      await boss.work(
        name,
        { includeMetadata: true, pollingIntervalSeconds: spec.pollSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          const ctx = {
            id: job.id,
            retryCount: job.retryCount,
            final: job.retryCount >= job.retryLimit,
          };
          const beat = () =>
            boss
              .getDb()
              .executeSql(BEAT_SQL, [name, job.id, spec.expireInSeconds])
              .catch((error: unknown) =>
                logger.warn({ err: error, job: name, id: job.id }, 'job heartbeat failed'),
              );
          await beat();
          const beating = setInterval(() => void beat(), (spec.expireInSeconds * 1000) / 4);
          try {
            await handler(job.data as never, ctx);
          } catch (error) {
            logger.warn({ err: error, job: name, id: job.id, retry: job.retryCount }, 'job failed');
            throw error;
          } finally {
            clearInterval(beating);
          }
        },
      );
    },
    async every(name, minutes) {
      await boss.schedule(
        name,
        minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`,
        {},
        {
          tz: 'Asia/Shanghai',
        },
      );
    },
    async job(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: job.state,
        retryCount: job.retryCount,
        data: job.data,
      };
    },
  };
}
