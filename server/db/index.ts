import 'server-only';
import { env } from '@/server/env';
import { openDb, type DbHandle } from './client';

// One client per process: PGlite allows a single process per data directory, and Next
// bundles proxy.ts and the app separately, so the handle lives on globalThis.
const globalForDb = globalThis as unknown as { __mallDb?: DbHandle };

export function getDbHandle(): DbHandle {
  globalForDb.__mallDb ??= openDb({
    url: env.DATABASE_URL,
    dataDir: env.PGLITE_DIR,
    thread: env.PGLITE_THREAD,
  });
  return globalForDb.__mallDb;
}

/** Closes this process's database client (shutdown); a later getDbHandle opens a new one. */
export async function closeDb(): Promise<void> {
  const handle = globalForDb.__mallDb;
  delete globalForDb.__mallDb;
  await handle?.close();
}

export const db = getDbHandle().db;
export type { Db } from './client';
export * as schema from './schema';
