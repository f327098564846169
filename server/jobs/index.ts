import 'server-only';
import { getDbHandle } from '@/server/db';
import { env } from '@/server/env';
import { onShutdown } from '@/server/shutdown';
import { localRunner } from './local-runner';
import { pgBossRunner } from './pg-boss-runner';
import { QUEUES, type JobName, type JobPayloads } from './queues';
import type { EnqueueOptions, JobInfo, JobRunner } from './types';

export type { JobName, JobPayloads } from './queues';
export type { EnqueueOptions, JobContext, JobInfo } from './types';

// Next bundles instrumentation and the route handlers separately: one runner per process,
// on globalThis, so a route's enqueue reaches the workers instrumentation started.
const globalForJobs = globalThis as unknown as {
  __mallJobs?: { runner: JobRunner; started: Promise<void> };
};

function jobs() {
  let state = globalForJobs.__mallJobs;
  if (!state) {
    const runner = getDbHandle().kind === 'pg' ? pgBossRunner(env.DATABASE_URL!) : localRunner();
    const started = (async () => {
      await runner.start();
      // Handlers import the services, which import this module to enqueue: loaded late.
      const { registerWorkers } = await import('./registry');
      await registerWorkers(runner);
    })();
    state = globalForJobs.__mallJobs = { runner, started };
    // A failed start (database unreachable) is not kept: the next call tries again.
    started.catch(() => {
      if (globalForJobs.__mallJobs?.started === started) delete globalForJobs.__mallJobs;
    });
    onShutdown(stopJobs);
  }
  return state;
}

/** Starts this process's workers and schedules (server start; the first enqueue otherwise). */
export async function startJobs(): Promise<JobRunner['kind']> {
  const { runner, started } = jobs();
  await started;
  return runner.kind;
}

/** Stops taking jobs and lets running ones finish (shutdown, end of a test file). */
export async function stopJobs(): Promise<void> {
  const state = globalForJobs.__mallJobs;
  if (!state) return;
  delete globalForJobs.__mallJobs;
  await state.started.catch(() => undefined);
  await state.runner.stop();
}

/**
 * Queues a job; any process's worker runs it (on PGlite, this one). Answers the job's id, or
 * null when a job with the same singletonKey is already waiting or running.
 */
export async function enqueue<N extends JobName>(
  name: N,
  payload: JobPayloads[N],
  options?: EnqueueOptions,
): Promise<string | null> {
  const { runner, started } = jobs();
  await started;
  return runner.enqueue(name, payload, QUEUES[name], options);
}

/** A job's state and retries, for watching it (null once it is forgotten). */
export async function jobState(name: JobName, id: string): Promise<JobInfo | null> {
  const { runner, started } = jobs();
  await started;
  return runner.job(name, id);
}
