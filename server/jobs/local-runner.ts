import 'server-only';
import { randomUUID } from 'node:crypto';
import { logger } from '@/server/observability/logger';
import type { EnqueueOptions, JobHandler, JobInfo, JobRunner, JobState, QueueSpec } from './types';

interface LocalJob extends JobInfo {
  retryLimit: number;
  singletonKey?: string;
  runAt: number;
  timer?: NodeJS.Timeout;
}

// Finished jobs kept for watching; older ones are forgotten.
const KEEP_FINISHED = 500;
const STOP_WAIT_MS = 10_000;
// setTimeout's longest delay; a longer one fires at once (a deadline 30 days out, say).
const MAX_TIMER_MS = 2 ** 31 - 1;

/** pg-boss's backoff: delay × 2^retry / 2, plus up to as much again at random. */
export function retryDelayMs(spec: QueueSpec, retryCount: number, random = Math.random()): number {
  const base = (spec.retryDelaySeconds * 1000 * 2 ** Math.min(16, retryCount)) / 2;
  return Math.round(base + base * random);
}

const waiting = (state: JobState) => state === 'created' || state === 'retry' || state === 'active';

/**
 * PGlite's runner: one process owns the database, so jobs live in this process's memory, with
 * the same retries and backoff as pg-boss. A job is lost if the process dies; the export
 * service re-queues its unfinished tasks at start (server/jobs/registry.ts).
 */
export function localRunner(): JobRunner {
  const jobs = new Map<string, LocalJob>();
  const specs = new Map<string, QueueSpec>();
  const handlers = new Map<string, JobHandler<unknown>>();
  const intervals = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function forgetOld() {
    const finished = [...jobs.values()].filter((j) => !waiting(j.state));
    for (const j of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) {
      jobs.delete(j.id);
    }
  }

  function schedule(job: LocalJob, at: number) {
    clearTimeout(job.timer);
    job.runAt = at;
    job.timer = setTimeout(() => run(job), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
    job.timer.unref();
  }

  function run(job: LocalJob) {
    const handler = handlers.get(job.name);
    const spec = specs.get(job.name);
    // No worker yet: work() schedules the queue's waiting jobs when it registers.
    if (stopped || !handler || !spec || job.state === 'active') return;
    // A timer may fire a millisecond early, and a far start takes several timers.
    if (Date.now() < job.runAt) return schedule(job, job.runAt);
    if (job.state === 'retry') job.retryCount += 1;
    job.state = 'active';
    const ctx = { id: job.id, retryCount: job.retryCount, final: job.retryCount >= job.retryLimit };
    const done = handler(job.data, ctx).then(
      () => {
        job.state = 'completed';
        forgetOld();
      },
      (error: unknown) => {
        logger.warn({ err: error, job: job.name, id: job.id, retry: job.retryCount }, 'job failed');
        if (ctx.final) {
          job.state = 'failed';
          forgetOld();
          return;
        }
        job.state = 'retry';
        schedule(job, Date.now() + retryDelayMs(spec, job.retryCount + 1));
      },
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  }

  return {
    kind: 'local',
    async start() {
      stopped = false;
      for (const j of jobs.values())
        if (j.state === 'created' || j.state === 'retry') schedule(j, j.runAt);
    },
    async stop() {
      stopped = true;
      for (const t of intervals) clearInterval(t);
      intervals.clear();
      for (const j of jobs.values()) clearTimeout(j.timer);
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref()),
      ]);
    },
    async enqueue(name, data, spec, options: EnqueueOptions = {}) {
      if (options.singletonKey) {
        for (const j of jobs.values()) {
          if (j.name === name && j.singletonKey === options.singletonKey && waiting(j.state)) {
            return null;
          }
        }
      }
      const job: LocalJob = {
        id: randomUUID(),
        name,
        data,
        state: 'created',
        retryCount: 0,
        retryLimit: options.retryLimit ?? spec.retryLimit,
        singletonKey: options.singletonKey,
        runAt: 0,
      };
      jobs.set(job.id, job);
      schedule(job, options.startAfter?.getTime() ?? 0);
      return job.id;
    },
    async work<T>(name: string, spec: QueueSpec, handler: JobHandler<T>) {
      specs.set(name, spec);
      handlers.set(name, handler as JobHandler<unknown>);
      for (const j of jobs.values()) {
        if (j.name === name && waiting(j.state) && j.state !== 'active') {
          schedule(j, j.runAt);
        }
      }
    },
    async every(name, minutes) {
      const tick = () => {
        const spec = specs.get(name);
        if (spec) void this.enqueue(name, {}, spec, { singletonKey: name });
      };
      tick();
      const timer = setInterval(tick, minutes * 60_000);
      timer.unref();
      intervals.add(timer);
    },
    async job(name, id) {
      const j = jobs.get(id);
      if (!j || j.name !== name) return null;
      return { id: j.id, name: j.name, state: j.state, retryCount: j.retryCount, data: j.data };
    },
  };
}
