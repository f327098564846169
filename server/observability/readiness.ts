import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { getDbHandle, type Db } from '@/server/db';
import { rowsOf } from '@/server/db/sql';
import { PRIVATE_PREFIX, storage } from '@/server/storage';

type Check = 'database' | 'migrations' | 'storage';

export interface Readiness {
  ready: boolean;
  /** 'ok', or what is wrong, per dependency. */
  checks: Record<Check, string>;
}

const CHECK_TIMEOUT_MS = 3_000;
const JOURNAL = path.join(process.cwd(), 'server/db/migrations/meta/_journal.json');
// Private, so the /files route never serves it; overwritten by every probe.
const PROBE_KEY = `${PRIVATE_PREFIX}readiness-probe`;

const LABEL: Record<Check, string> = {
  database: '数据库',
  migrations: '数据库迁移',
  storage: '文件存储',
};

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`超时（${CHECK_TIMEOUT_MS} ms）`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Migrations in the committed journal that drizzle's table does not list as applied. */
async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const applied = await rowsOf<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const done = new Set(applied.map((r) => Number(r.created_at)));
  return journal.entries.filter((e) => !done.has(e.when)).map((e) => e.tag);
}

/**
 * Whether this process can serve: the database answers, every committed migration is
 * applied, and storage takes a write. Each check is bounded so a hung dependency answers
 * "not ready" instead of hanging the probe.
 */
export async function checkReadiness(
  db: Db = getDbHandle().db,
  store: Pick<typeof storage, 'write'> = storage,
): Promise<Readiness> {
  const checks: Record<Check, string> = { database: 'ok', migrations: 'ok', storage: 'ok' };
  try {
    await withTimeout(rowsOf(db, sql`select 1`));
    try {
      const pending = await withTimeout(pendingMigrations(db));
      if (pending.length) checks.migrations = `未应用：${pending.join(', ')}`;
    } catch (error) {
      checks.migrations = reason(error);
    }
  } catch (error) {
    checks.database = reason(error);
    checks.migrations = '数据库不可用，无法检查';
  }
  try {
    await withTimeout(store.write(PROBE_KEY, Buffer.from(new Date().toISOString())));
  } catch (error) {
    checks.storage = reason(error);
  }
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}

/** 200 when ready, else 503 naming what is not, never cached. */
export function readinessResponse({ ready, checks }: Readiness): Response {
  const failing = (Object.keys(checks) as Check[]).filter((c) => checks[c] !== 'ok');
  return NextResponse.json(
    {
      code: ready ? 0 : 503,
      msg: ready ? 'success' : `服务未就绪：${failing.map((c) => LABEL[c]).join('、')}`,
      data: { ready, checks },
    },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
