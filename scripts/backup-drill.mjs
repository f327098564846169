// Backup and restore drill: takes a backup, restores it into an empty place (never over the
// live database) and compares the row count of every table. Exit code 0 only when all agree.
//
//   node scripts/backup-drill.mjs pg      [--out DIR] [--keep]   PostgreSQL at DATABASE_URL
//   node scripts/backup-drill.mjs pglite  [--out DIR] [--keep]   PGlite data dir PGLITE_DIR (app stopped)
//
// pg: counts and pg_dump -Fc read one exported snapshot, so a live database drills cleanly; the
// dump is restored with pg_restore into <database>_drill (dropped and created afresh).
// pglite: dumpDataDir() tarball, loaded into an empty directory with loadDataDir.
// The backup file stays in --out (default .data/backups); --keep keeps the restored copy too.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const [mode, ...rest] = process.argv.slice(2);
const option = (name) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};
const outDir = path.resolve(option('--out') ?? '.data/backups');
const keep = rest.includes('--keep');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');

const TABLES_SQL = `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
  ORDER BY 1, 2`;

/** Row count of every table, keyed "schema.table"; `query` runs one SQL text and returns rows. */
async function countRows(query) {
  const counts = {};
  for (const { s, t } of await query(TABLES_SQL)) {
    const quoted = `"${s.replaceAll('"', '""')}"."${t.replaceAll('"', '""')}"`;
    const [row] = await query(`SELECT count(*)::int AS n FROM ${quoted}`);
    counts[`${s}.${t}`] = row.n;
  }
  return counts;
}

/** Prints the comparison; true when the restored copy has the same tables with the same counts. */
function compare(before, after) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const bad = names.filter((n) => before[n] !== after[n]);
  for (const n of bad)
    console.error(`  不一致 ${n}: 备份前 ${before[n] ?? '无此表'}，恢复后 ${after[n] ?? '无此表'}`);
  const rows = Object.values(before).reduce((a, b) => a + b, 0);
  if (!bad.length) console.log(`  ${names.length} 张表、${rows} 行，恢复后逐表行数一致`);
  return bad.length === 0 && names.length > 0;
}

async function drillPg() {
  const pg = (await import('pg')).default;
  const sourceUrl = process.env.DATABASE_URL;
  if (!sourceUrl) throw new Error('请设置 DATABASE_URL（要备份的 PostgreSQL 数据库）');
  const source = new URL(sourceUrl);
  const dbName = decodeURIComponent(source.pathname.slice(1));
  const drillName = `${dbName}_drill`;
  const drillUrl = Object.assign(new URL(sourceUrl), { pathname: `/${drillName}` }).toString();
  const adminUrl = Object.assign(new URL(sourceUrl), { pathname: '/postgres' }).toString();
  const file = path.join(outDir, `pg-${dbName}-${stamp}.dump`);
  const connect = async (url) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  };

  const client = await connect(sourceUrl);
  const { stdout: dumpVersion } = await run('pg_dump', ['--version']);
  const server = (await client.query('SHOW server_version_num')).rows[0].server_version_num;
  const clientMajor = Number(/(\d+)\./.exec(dumpVersion)?.[1]);
  const serverMajor = Math.floor(Number(server) / 10000);
  if (clientMajor !== serverMajor)
    console.warn(
      `注意：pg_dump 版本 ${clientMajor} 与服务器版本 ${serverMajor} 不同（pg_dump 不能备份更新的服务器）`,
    );

  console.log(`备份 ${dbName} → ${file}`);
  mkdirSync(outDir, { recursive: true });
  let before;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { snapshot } = (await client.query('SELECT pg_export_snapshot() AS snapshot')).rows[0];
    before = await countRows(async (sql) => (await client.query(sql)).rows);
    await run('pg_dump', ['-Fc', `--snapshot=${snapshot}`, '-f', file, '-d', sourceUrl]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }

  console.log(`恢复到空库 ${drillName}`);
  const admin = await connect(adminUrl);
  const ident = `"${drillName.replaceAll('"', '""')}"`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${ident}`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', drillUrl, file]);
    const restored = await connect(drillUrl);
    let after;
    try {
      after = await countRows(async (sql) => (await restored.query(sql)).rows);
    } finally {
      await restored.end();
    }
    return compare(before, after);
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`);
    await admin.end();
  }
}

async function drillPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const sourceDir = path.resolve(process.env.PGLITE_DIR ?? '.data/pglite');
  const file = path.join(outDir, `pglite-${stamp}.tar.gz`);
  const query = (db) => async (sql) => (await db.query(sql)).rows;
  // PGlite would create an empty database in a missing directory and back that up.
  if (!existsSync(sourceDir)) throw new Error(`PGlite 数据目录不存在：${sourceDir}`);

  console.log(`备份 ${sourceDir} → ${file}`);
  const source = new PGlite(sourceDir);
  let before;
  try {
    before = await countRows(query(source));
    const dump = await source.dumpDataDir('gzip');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await source.close();
  }

  const restoreDir = mkdtempSync(path.join(tmpdir(), 'mall-pglite-drill-'));
  console.log(`恢复到空目录 ${restoreDir}`);
  try {
    const restored = new PGlite(restoreDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      return compare(before, await countRows(query(restored)));
    } finally {
      await restored.close();
    }
  } finally {
    if (!keep) rmSync(restoreDir, { recursive: true, force: true });
  }
}

const drills = { pg: drillPg, pglite: drillPglite };
if (!drills[mode]) {
  console.error('用法：node scripts/backup-drill.mjs pg|pglite [--out DIR] [--keep]');
  process.exit(2);
}
try {
  const ok = await drills[mode]();
  console.log(ok ? '演练通过' : '演练失败：恢复后的数据与备份前不一致');
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`演练失败：${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
