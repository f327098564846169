import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '@/server/db/client';
import { searchRecords } from '@/server/db/schema';
import { pgStatement } from './pg-admin';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'mall-drill-test-'));
const outDir = path.join(work, 'backups');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = `mall_drill_${randomBytes(4).toString('hex')}`;
const scratchUrl = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString();

const admin = (sql: string) => pgStatement(adminUrl, sql);

const pgReachable = await admin('SELECT 1').then(
  () => true,
  () => false,
);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  if (pgReachable)
    for (const name of [scratch, `${scratch}_drill`])
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** A migrated database with a few rows, closed again so the drill has it to itself. */
async function prepare(options: { url?: string; dataDir?: string }) {
  const handle = openDb(options);
  await handle.migrate();
  await handle.db
    .insert(searchRecords)
    .values(['地板', '涂料', '墙体保温'].map((word) => ({ word, key: 'product', total: 1 })));
  await handle.close();
}

/** Runs the drill as `npm run db:drill:<mode>` does. */
function drill(mode: 'pg' | 'pglite', env: Record<string, string>) {
  return run(process.execPath, ['scripts/backup-drill.mjs', mode, '--out', outDir], {
    env: { ...process.env, ...env },
  });
}

it('PGlite: data-dir dump, restored into an empty directory, has every table with its rows', async () => {
  const dataDir = path.join(work, 'pglite');
  await prepare({ dataDir });
  const { stdout } = await drill('pglite', { PGLITE_DIR: dataDir });
  expect(stdout).toMatch(/\d+ 张表、\d+ 行，恢复后逐表行数一致/);
  expect(stdout).toContain('演练通过');
  expect(readdirSync(outDir).some((f) => /^pglite-.*\.tar\.gz$/.test(f))).toBe(true);
});

it.skipIf(!pgReachable)(
  'PostgreSQL: pg_dump -Fc restored with pg_restore into a fresh database has every table with its rows',
  async () => {
    await admin(`CREATE DATABASE ${scratch}`);
    await prepare({ url: scratchUrl });
    const { stdout } = await drill('pg', { DATABASE_URL: scratchUrl });
    expect(stdout).toMatch(/\d+ 张表、\d+ 行，恢复后逐表行数一致/);
    expect(stdout).toContain('演练通过');
    expect(readdirSync(outDir).some((f) => f.startsWith(`pg-${scratch}-`))).toBe(true);
  },
);

it('fails on a PGlite directory that does not exist instead of backing up an empty database', async () => {
  await expect(drill('pglite', { PGLITE_DIR: path.join(work, 'missing') })).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('PGlite 数据目录不存在'),
  });
});
