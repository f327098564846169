import 'server-only';
import { Gauge } from 'prom-client';
import type { Pool } from 'pg';
import { metrics } from './metrics';

type Queryable = { query: (...args: never[]) => Promise<unknown> };

/** The statement's first word (select, insert, …): a label with few values, never the SQL. */
function operationOf(args: readonly unknown[]): string {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  const word = typeof text === 'string' ? /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() : undefined;
  return word && /^(select|insert|update|delete|with|begin|commit|rollback)$/.test(word)
    ? word
    : 'other';
}

/**
 * Times every query a database client runs into `db_query_duration_seconds`. Wraps the client's
 * own `query`, which Drizzle calls for each statement on PGlite and on the pg pool.
 */
export function timeQueries<C extends Queryable>(client: C): C {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = async (...args: unknown[]) => {
    const end = metrics.dbQueryDuration.startTimer({ operation: operationOf(args) });
    try {
      return await query(...args);
    } finally {
      end();
    }
  };
  return client;
}

const pools = new Set<Pool>();

/** Connections of the pg pools (total, idle, waiting for one), read at each scrape. */
export function watchPool(pool: Pool): void {
  pools.add(pool);
  if (metrics.registry.getSingleMetric('db_pool_connections')) return;
  const sum = (read: (p: Pool) => number) => [...pools].reduce((n, p) => n + read(p), 0);
  metrics.registry.registerMetric(
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [],
      collect() {
        this.set(
          { state: 'total' },
          sum((p) => p.totalCount),
        );
        this.set(
          { state: 'idle' },
          sum((p) => p.idleCount),
        );
        this.set(
          { state: 'waiting' },
          sum((p) => p.waitingCount),
        );
      },
    }),
  );
}
