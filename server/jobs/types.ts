/** What a queue promises its jobs: how often and how soon a failed one is tried again. */
export interface QueueSpec {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; each later retry waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /**
   * An attempt not heard from for this long counts as failed (its process died) and is retried,
   * on PostgreSQL by any process's worker. A live worker beats every quarter of it, so a long
   * honest run is never taken for dead (pg-boss-runner.ts).
   */
  expireInSeconds: number;
  /** The most one attempt may run, beating or not (default MAX_RUN_SECONDS). */
  maxRunSeconds?: number;
  /**
   * Jobs carry a singletonKey: while one with a key waits or runs, another with the same key
   * is dropped (pg-boss's `stately` policy). Keyless jobs of such a queue would share one key.
   */
  singleton?: boolean;
  /** How often an idle worker looks for work on PostgreSQL (at least 0.5). */
  pollSeconds?: number;
}

export interface EnqueueOptions {
  /** At most one job of this queue with this key waiting or running; a second enqueue is dropped. */
  singletonKey?: string;
  /** Not before this time (a deadline, a delay). */
  startAfter?: Date;
  /** Overrides the queue's retry limit for this job. */
  retryLimit?: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt, 1 on the first retry… */
  retryCount: number;
  /** No retry follows if this attempt fails: the handler records the failure for the user. */
  final: boolean;
}

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

/** What watching a job shows (the ops page, the tests). */
export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  data: unknown;
}

/** One way of running jobs: pg-boss on PostgreSQL, an in-process runner on PGlite. */
export interface JobRunner {
  readonly kind: 'pg-boss' | 'local';
  start(): Promise<void>;
  /** Stops taking work and waits (a bounded time) for running handlers. */
  stop(): Promise<void>;
  enqueue(
    name: string,
    data: object,
    spec: QueueSpec,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  work<T>(name: string, spec: QueueSpec, handler: JobHandler<T>): Promise<void>;
  /** Runs `name` every `minutes` minutes, once across all processes on PostgreSQL. */
  every(name: string, minutes: number): Promise<void>;
  job(name: string, id: string): Promise<JobInfo | null>;
}
