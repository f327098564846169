import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGliteOptions, Results } from '@electric-sql/pglite';

const WORKER_FILE = path.join(process.cwd(), 'server/db/pglite-worker.mjs');

type Request =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface Reply {
  id: number;
  value?: unknown;
  error?: { message: string } & Record<string, unknown>;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What drizzle's PGlite driver calls on its client, inside a transaction or not. */
export interface PGliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * PGlite in a worker thread (server/db/pglite-worker.mjs), with the part of PGlite's client
 * that drizzle uses. PGlite runs SQL on the thread that calls it, so in the main thread every
 * query held up rendering; here the two share the machine's cores. The result parsers are
 * drizzle's own (fixed in the worker): options other than `rowMode` are not sent.
 */
export class PGliteThread implements PGliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  #next = 1;
  /** Why the thread is gone; later calls fail with it instead of waiting for no reply. */
  #ended: Error | undefined;

  constructor(dataDir: string, options: Pick<PGliteOptions, 'startParams'> = {}) {
    this.#worker = new Worker(WORKER_FILE, { workerData: { dataDir, options } });
    this.#worker.on('message', ({ id, value, error }: Reply) => {
      const call = this.#pending.get(id);
      this.#pending.delete(id);
      if (!error) call?.resolve(value);
      else call?.reject(Object.assign(new Error(error.message), error));
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => this.#failAll(new Error(`数据库线程已退出（${code}）`)));
  }

  #failAll(error: Error): void {
    this.#ended ??= error;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  #queries(tx?: number): PGliteQueries {
    return {
      query: (sql, params, options) =>
        this.#call({ op: 'query', sql, params, rowMode: options?.rowMode, tx }),
      exec: (sql) => this.#call({ op: 'exec', sql, tx }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#queries().query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#queries().exec(sql);
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PGliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn(this.#queries(tx));
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
