import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDb } from '@/server/db/client';
import { pgStatement } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) each test file's database starts from; '' on PostgreSQL. */
    pgliteTemplate: string;
    /** On PostgreSQL, the migrated database each test file's database is copied from; '' on PGlite. */
    pgTemplate: string;
  }
}

/** Runs one statement on the server's maintenance connection (TEST_DATABASE_URL). */
const adminQuery = (sql: string) => pgStatement(process.env.TEST_DATABASE_URL!, sql);

/** The migrated template on PostgreSQL: every file copies it instead of running the migrations. */
async function setupPostgres(project: TestProject) {
  const name = `mall_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` });
  const handle = openDb({ url: url.toString() });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', '');
  project.provide('pgTemplate', name);
  return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Migrates one database for the whole run and hands it to every test file, which still gets a
 * database of its own without running the migrations again: on PGlite a dump of it, on
 * PostgreSQL a template database (setup.ts copies it, with its database-level settings).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return setupPostgres(project);
  const client = new PGlite('memory://');
  await migrate(drizzle({ client }), { migrationsFolder });
  const file = path.join(os.tmpdir(), `mall-pglite-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rm(file, { force: true });
}
