import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { pgStatement, withPgClient } from './pg-admin';

// Every test file gets its own database: a fresh in-memory PGlite loaded from the run's migrated
// template (global-setup.ts), or, when TEST_DATABASE_URL is set, a new PostgreSQL database
// created for this file and dropped after.
const baseUrl = process.env.TEST_DATABASE_URL;
let createdDb: string | undefined;

if (baseUrl) {
  createdDb = `mall_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${createdDb}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
const template = inject('pgliteTemplate');
const globalForDb = globalThis as { __mallDb?: unknown };
delete globalForDb.__mallDb;
if (template) {
  const { openDb } = await import('@/server/db/client');
  globalForDb.__mallDb = openDb({
    dataDir: 'memory://',
    loadDataDir: new Blob([readFileSync(template)]),
  });
}
// Tests call handlers directly, with no socket (the peer counts as loopback), and name each
// client in X-Forwarded-For as a proxy in front of the app would (server/http/client-ip.ts).
process.env.TRUSTED_PROXIES = '127.0.0.1';

const pgTemplate = inject('pgTemplate');

/**
 * This file's PostgreSQL database, copied from the run's migrated template. A copy does not
 * carry database-level settings (`ALTER DATABASE … SET`, migration 0018), so they are copied too.
 */
async function createFromTemplate(name: string): Promise<void> {
  await withPgClient(baseUrl!, async (c) => {
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const { rows } = await c.query<{ sql: string }>(
      `SELECT format('ALTER DATABASE %I SET %s = %L', $2::text, split_part(cfg, '=', 1),
                     substr(cfg, strpos(cfg, '=') + 1)) AS sql
         FROM pg_db_role_setting s
         JOIN pg_database d ON d.oid = s.setdatabase, unnest(s.setconfig) AS cfg
        WHERE d.datname = $1 AND s.setrole = 0`,
      [pgTemplate, name],
    );
    for (const { sql } of rows) await c.query(sql);
  });
}

beforeAll(async () => {
  if (createdDb) await createFromTemplate(createdDb);
  const { getDbHandle } = await import('@/server/db');
  await getDbHandle().migrate();
});

afterAll(async () => {
  // Job workers a test started (an export, a fan-out) stop before their database goes.
  if ((globalThis as { __mallJobs?: unknown }).__mallJobs) {
    const { stopJobs } = await import('@/server/jobs');
    await stopJobs();
  }
  // Batched writes (search records) land before the database goes, as at a server's shutdown.
  const { drainProcess } = await import('@/server/shutdown');
  await drainProcess();
  if (createdDb) await pgStatement(baseUrl!, `DROP DATABASE IF EXISTS ${createdDb} WITH (FORCE)`);
});
