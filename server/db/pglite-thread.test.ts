import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/server/http/errors';
import { openDb, type DbHandle } from './client';
import { rowsOf } from './sql';

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
  handle = openDb({ dataDir: dir, thread: true });
  await handle.db.execute(sql`create table t (id int primary key, at timestamp, doc jsonb)`);
}, 60_000);

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers drizzle queries with the types drizzle expects', async () => {
    await handle.db.execute(
      sql`insert into t values (1, '2026-11-28 10:00:00', '{"名称":"地板"}')`,
    );
    const [row] = await rowsOf<{ id: number; at: string; doc: unknown }>(
      handle.db,
      sql`select * from t where id = ${1}`,
    );
    expect(row).toEqual({ id: 1, at: '2026-11-28 10:00:00', doc: { 名称: '地板' } });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (2)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (3)`);
        throw new Error('取消');
      }),
    ).rejects.toThrow('取消');
    const ids = await rowsOf<{ id: number }>(handle.db, sql`select id from t order by id`);
    expect(ids.map((r) => r.id)).toEqual([1, 2]);
  });

  it('keeps queries from outside a transaction waiting until it ends', async () => {
    let outsideSaw: number | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (4)`);
      const outside = rowsOf<{ n: number }>(handle.db, sql`select count(*)::int as n from t`).then(
        ([r]) => (outsideSaw = r?.n),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      void outside;
    });
    await expect.poll(() => outsideSaw).toBe(3);
  });

  it('passes on the SQLSTATE of a failed statement', async () => {
    const error = await handle.db
      .execute(sql`insert into t (id) values (1)`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('keeps 32 MB of shared buffers, on its thread and in process alike', async () => {
    const inProcess = openDb({ dataDir: 'memory://' });
    for (const db of [handle.db, inProcess.db]) {
      const [row] = await rowsOf<{ shared_buffers: string }>(db, sql`show shared_buffers`);
      expect(row?.shared_buffers).toBe('32MB');
    }
    await inProcess.close();
  }, 60_000);

  it('fails a call made after the thread has ended, instead of waiting for ever', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    const closed = openDb({ dataDir: other, thread: true });
    await closed.db.execute(sql`select 1`);
    await closed.close();
    await expect(closed.db.execute(sql`select 1`)).rejects.toThrow();
    rmSync(other, { recursive: true, force: true });
  }, 60_000);
});
