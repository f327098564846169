import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { pgStatement, withPgClient } from './pg-admin';

const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = `mall_migrate_${randomBytes(4).toString('hex')}`;
const scratchUrl = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString();

const reachable = await withPgClient(adminUrl, () => Promise.resolve(true)).catch(() => false);

afterAll(async () => {
  if (reachable) await pgStatement(adminUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
});

it.skipIf(!reachable)(
  'two processes migrating a fresh PostgreSQL database together both succeed, and each migration runs once',
  async () => {
    await pgStatement(adminUrl, `CREATE DATABASE ${scratch}`);
    // The same command as `npm run db:migrate`, which the start path (instrumentation) shares.
    const migrate = () =>
      run('npx', ['tsx', '--conditions=react-server', 'server/db/cli/migrate.ts'], {
        env: { ...process.env, DATABASE_URL: scratchUrl, APP_ENV: 'local' },
      });
    const outputs = await Promise.all([migrate(), migrate()]);
    for (const { stdout } of outputs) expect(stdout).toContain('数据库迁移完成（pg）');

    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[];
    };
    const applied = await withPgClient(scratchUrl, async (c) => {
      const rows = await c.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
      const themes = await c.query("SELECT to_regclass('public.themes') AS t");
      return { hashes: rows.rows.map((r) => r.hash), themes: themes.rows[0].t as string | null };
    });
    expect(applied.hashes).toHaveLength(journal.entries.length);
    expect(new Set(applied.hashes).size).toBe(journal.entries.length);
    expect(applied.themes).toBe('themes');
  },
);
