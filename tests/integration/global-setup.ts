import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) each test file's database starts from; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * On PGlite, migrates one database for the whole run and hands its dump to every test file:
 * each file still gets a database of its own, without running the migrations again (about a
 * second a file). PostgreSQL keeps migrating each file's database, since a template copy would
 * lose the database-level settings a migration makes (0018).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite('memory://');
  await migrate(drizzle({ client }), { migrationsFolder });
  const file = path.join(os.tmpdir(), `mall-pglite-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
