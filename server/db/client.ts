import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { timeQueries, watchPool } from '@/server/observability/db-metrics';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory dumped earlier (`dumpDataDir`) to start from instead of empty. */
  loadDataDir?: Blob;
  /**
   * Runs a PGlite data directory in a worker thread (server/db/pglite-thread.ts), so its SQL
   * does not hold up the thread that renders. In-memory and loaded databases (tests) stay in
   * the calling thread.
   */
  thread?: boolean;
}

export const migrationsFolder = path.join(process.cwd(), 'server/db/migrations');

// Any fixed 64-bit number works as long as nothing else in the database takes the same one.
const MIGRATION_LOCK_KEY = 7_152_024_117;

/**
 * Several processes starting together (replicas, `npm run db:migrate` beside a start) would each
 * see the same pending migrations and run them twice. The migrations run on one connection that
 * holds a session advisory lock: the others wait, then find nothing pending. The lock goes
 * with the connection if the process dies.
 */
async function migrateLocked(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Random reads cost about what sequential ones do on SSDs and in memory (migration 0018). */
const RANDOM_PAGE_COST = 1.1;

/**
 * PostgreSQL's default 128 MB of shared buffers would stay in the process once touched (WASM
 * memory never shrinks); pages beyond these are read through the OS file cache, as on a server
 * (docs/benchmarks.md, 内存).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export function openDb(options: DbOptions): DbHandle {
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DB_POOL_MAX ?? 10),
    });
    // An idle client dropped by the server (restart, failover, terminated backend) must not
    // crash the process; the pool replaces it on the next query.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    watchPool(pool);
    const db = drizzlePg({ client: timeQueries(pool), schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pg',
      migrate: () => migrateLocked(pool),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? '.data/pglite';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const threaded = options.thread && !dataDir.includes('://') && !options.loadDataDir;
  // The thread serves the calls drizzle makes of a PGlite client (query, exec, transaction).
  const client = timeQueries(
    threaded
      ? (new PGliteThread(dataDir, { startParams: PGLITE_START_PARAMS }) as unknown as PGlite)
      : new PGlite(dataDir, { loadDataDir: options.loadDataDir, startParams: PGLITE_START_PARAMS }),
  );
  // PGlite does not apply database-level settings (migration 0018 makes this one for
  // PostgreSQL); its queries run one at a time, so this precedes every other.
  client
    .exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`)
    .catch((error: unknown) => console.error('[db] planner setting failed:', error));
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
