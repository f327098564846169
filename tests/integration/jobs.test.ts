import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { RFQ_STATUS } from '@/lib/rfq';
import { exportTasks, rfqEvents, rfqs, userEnterprises, websiteMessages } from '@/server/db/schema';
import { DEMO } from '@/server/db/seed/identity';
import { seed } from '@/server/db/seed';
import { enqueue, startJobs, stopJobs } from '@/server/jobs';
import { localRunner } from '@/server/jobs/local-runner';
import { pgBossRunner } from '@/server/jobs/pg-boss-runner';
import { registerWorkers } from '@/server/jobs/registry';
import type { JobRunner, QueueSpec } from '@/server/jobs/types';
import { fanOutToMembers } from '@/server/services/messages';
import { EXPORT_KIND_ITEMS } from '@/server/services/export-task';
import { scheduleDeadline } from '@/server/services/rfq-events';
import { requestReleasedAfter } from '@/tests/fixtures/request-retention';
import { pollTask, slowExportEnv } from './export-job-helpers';

await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-jobs-'));
});

// TEST_DATABASE_URL runs this file on PostgreSQL (pg-boss); without it, on PGlite.
const onPg = Boolean(process.env.TEST_DATABASE_URL);
const newRunner = (): JobRunner => (onPg ? pgBossRunner(process.env.DATABASE_URL!) : localRunner());

beforeAll(async () => {
  await seed(db, { products: 20, writeImages: false });
});

afterAll(async () => {
  await stopJobs();
  await rm(process.env.UPLOAD_DIR!, { recursive: true, force: true });
});

const readTask = async (id: number) =>
  (await db.select().from(exportTasks).where(eq(exportTasks.id, id)))[0];
const params = (t: { params: unknown }) => t.params as { progress: number; attempt?: number };

async function newExportTask(itemIds: number[], status = 'pending') {
  const [task] = await db
    .insert(exportTasks)
    .values({ userId: DEMO.buyerUser, kind: 'items', status, params: { itemIds, progress: 0 } })
    .returning();
  return task!;
}

// First in the file: this process must not be working yet, so the child takes the job.
describe.runIf(onPg)('a job whose process dies (PostgreSQL)', () => {
  it('is finished by another process after its expiry', async () => {
    const task = await newExportTask([1, 2, 3, 4, 5]);
    const child = spawn(
      'npx',
      ['tsx', '--conditions=react-server', 'tests/integration/jobs-child.ts', String(task.id)],
      { env: { ...process.env, ...slowExportEnv(1500) }, detached: true, stdio: 'ignore' },
    );
    try {
      // Half-way: the child has claimed it and written some progress.
      await pollTask(
        () => readTask(task.id),
        (t) => t.status === 'running' && params(t).progress > 0,
        60_000,
      );
    } finally {
      // The whole group (npx → tsx → node), as a crash would take it.
      process.kill(-child.pid!, 'SIGKILL');
    }
    const killedAt = Date.now();
    const stuck = await readTask(task.id);
    expect(stuck!.status).toBe('running');
    expect(params(stuck!).progress).toBeLessThan(90);

    await startJobs();
    const done = await pollTask(
      () => readTask(task.id),
      (t) => t.status === 'done' || t.status === 'failed',
    );
    expect(done.status).toBe('done');
    expect(params(done)).toMatchObject({ progress: 100, attempt: 2 });
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, done.fileKey!))).toBe(true);
    // Not before the child's attempt expired.
    expect(done.finishedAt!.getTime() - killedAt).toBeGreaterThan(10_000);
  }, 120_000);
});

describe.runIf(onPg)('a long job of a live process (PostgreSQL)', () => {
  it('runs past its expiry once, kept alive by its heartbeat', async () => {
    // pg-boss's sweep (every 5 s) would fail it 2 s after its start without the beats.
    const spec: QueueSpec = {
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: 2,
      pollSeconds: 0.5,
    };
    const runner = newRunner();
    await runner.start();
    const attempts: number[] = [];
    try {
      await runner.work('test-long', spec, async (_data, ctx) => {
        attempts.push(ctx.retryCount);
        await new Promise((resolve) => setTimeout(resolve, 12_000));
      });
      const id = (await runner.enqueue('test-long', {}, spec))!;
      // Half-way, its expiry is the last beat plus 2 s, not the 30-minute ceiling it was sent with.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const { rows: left } = (await db.execute(
        sql`SELECT extract(epoch FROM started_on + expire_in - now())::float AS seconds
            FROM pgboss.job WHERE id = ${id}`,
      )) as unknown as { rows: { seconds: number }[] };
      expect(left[0]!.seconds).toBeGreaterThan(0);
      // A beat that commits as this statement starts stamps a now() a moment later than ours.
      expect(left[0]!.seconds).toBeLessThan(2.5);
      const job = await pollTask(
        () => runner.job('test-long', id).then((j) => j ?? undefined),
        (j) => j.state === 'completed' || j.state === 'failed',
        40_000,
      );
      expect(job).toMatchObject({ state: 'completed', retryCount: 0 });
      expect(attempts).toEqual([0]);
    } finally {
      await runner.stop();
    }
  }, 60_000);
});

describe.runIf(onPg)('the pg-boss runner (PostgreSQL)', () => {
  it('keeps nothing of the request whose call created a queue', async () => {
    const runner = newRunner();
    await runner.start();
    try {
      const spec: QueueSpec = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 };
      const name = `test-retention-${Date.now().toString(36)}`;
      // Connections are opened first: a pg socket keeps the context it was opened in until the
      // pool closes it, which is pg's and bounded by its idle timeout; this is about the runner.
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => runner.enqueue(`${name}-warm${i % 3}`, {}, spec)),
      );
      expect(await requestReleasedAfter(() => runner.enqueue(name, {}, spec))).toBe(true);
      // The queue is known now: the next job goes straight to it.
      expect(await runner.enqueue(name, {}, spec)).toBeTruthy();
    } finally {
      await runner.stop();
    }
  });
});

describe('retries', () => {
  const spec: QueueSpec = {
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    pollSeconds: 0.5,
  };

  async function attemptsOf(name: string, failures: number, limit = spec.retryLimit) {
    const runner = newRunner();
    await runner.start();
    const seen: { at: number; retryCount: number; final: boolean }[] = [];
    try {
      await runner.work<{ n: number }>(name, { ...spec, retryLimit: limit }, async (_data, ctx) => {
        seen.push({ at: Date.now(), retryCount: ctx.retryCount, final: ctx.final });
        if (seen.length <= failures) throw new Error(`attempt ${seen.length} fails`);
      });
      const id = (await runner.enqueue(name, { n: 1 }, { ...spec, retryLimit: limit }))!;
      const job = await pollTask(
        () => runner.job(name, id).then((j) => j ?? undefined),
        (j) => j.state === 'completed' || j.state === 'failed',
        30_000,
      );
      return { job, seen };
    } finally {
      await runner.stop();
    }
  }

  it('retries a failing handler with growing delays until it succeeds', async () => {
    const { job, seen } = await attemptsOf('test-flaky', 2);
    expect(job.state).toBe('completed');
    expect(seen.map((s) => s.retryCount)).toEqual([0, 1, 2]);
    expect(seen.map((s) => s.final)).toEqual([false, false, false]);
    // Backoff: about 1–2 s, then 2–4 s.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(1950);
  }, 40_000);

  it('gives up after the retry limit, telling the last attempt it is final', async () => {
    const { job, seen } = await attemptsOf('test-doomed', 9, 1);
    expect(job.state).toBe('failed');
    expect(seen.map((s) => s.final)).toEqual([false, true]);
  }, 40_000);
});

describe('singleton jobs and timers', () => {
  it('keeps one waiting job per singleton key', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const first = await enqueue(
      'rfq-deadline',
      { rfqId: 99 },
      { singletonKey: '99@a', startAfter: later },
    );
    const again = await enqueue(
      'rfq-deadline',
      { rfqId: 99 },
      { singletonKey: '99@a', startAfter: later },
    );
    const moved = await enqueue(
      'rfq-deadline',
      { rfqId: 99 },
      { singletonKey: '99@b', startAfter: later },
    );
    expect(first).toBeTruthy();
    expect(again).toBeNull();
    expect(moved).toBeTruthy();
  });

  it('runs a local job at its start, never before, however far off (PGlite runner)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const runner = localRunner();
    try {
      const spec: QueueSpec = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 };
      const ran: number[] = [];
      await runner.work('test-at', spec, async () => {
        ran.push(Date.now());
      });
      // Past setTimeout's 24.8-day range, which would otherwise fire at once.
      const far = Date.now() + 30 * 86_400_000;
      await runner.enqueue('test-at', {}, spec, { startAfter: new Date(far) });
      await vi.advanceTimersByTimeAsync(29 * 86_400_000);
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(86_400_000);
      expect(ran).toEqual([far]);
      // A timer that fires early (the clock 5 ms behind it) waits for the start.
      const soon = Date.now() + 1000;
      await runner.enqueue('test-at', {}, spec, { startAfter: new Date(soon) });
      vi.setSystemTime(Date.now() - 5);
      await vi.advanceTimersByTimeAsync(1000);
      expect(ran).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(ran).toEqual([far, soon]);
    } finally {
      await runner.stop();
      vi.useRealTimers();
    }
  });

  it.runIf(onPg)('schedules each timer once however many processes start', async () => {
    await startJobs();
    const second = pgBossRunner(process.env.DATABASE_URL!);
    await second.start();
    try {
      await registerWorkers(second);
    } finally {
      await second.stop();
    }
    // Both drivers answer { rows }; the shared Db type does not say so.
    const { rows } = (await db.execute(
      sql`SELECT name, cron FROM pgboss.schedule ORDER BY name`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(rows).toEqual([
      { name: 'order-timers', cron: '*/10 * * * *' },
      { name: 'rfq-deadlines', cron: '* * * * *' },
    ]);
  });

  it.runIf(!onPg)('starts the exports a stopped process left unfinished (PGlite)', async () => {
    // Other kinds' unfinished rows (the seed's supplier export) are not the export job's.
    const otherKinds = () =>
      db
        .select({ id: exportTasks.id, status: exportTasks.status })
        .from(exportTasks)
        .where(ne(exportTasks.kind, EXPORT_KIND_ITEMS))
        .orderBy(exportTasks.id);
    const before = await otherKinds();
    expect(before.some((t) => t.status === 'pending')).toBe(true);
    await stopJobs();
    const task = await newExportTask([3, 4], 'running');
    await startJobs();
    const done = await pollTask(
      () => readTask(task.id),
      (t) => t.status === 'done',
      10_000,
    );
    expect(params(done).progress).toBe(100);
    expect(await otherKinds()).toEqual(before);
  });
});

describe('RFQ deadlines', () => {
  it('opens a request at its deadline, once', async () => {
    const [rfq] = await db.select().from(rfqs).where(eq(rfqs.status, RFQ_STATUS.quoting)).limit(1);
    const deadline = new Date(Date.now() + 1500);
    await db.update(rfqs).set({ deadline }).where(eq(rfqs.id, rfq!.id));
    await scheduleDeadline(rfq!.id, deadline);
    await scheduleDeadline(rfq!.id, deadline);
    const opened = await pollTask(
      async () => (await db.select().from(rfqs).where(eq(rfqs.id, rfq!.id)))[0],
      (r) => r.status === RFQ_STATUS.opened,
      10_000,
    );
    // Within the worker's polling of the deadline, not at the next minute's sweep.
    expect(opened.updatedAt.getTime() - deadline.getTime()).toBeLessThan(4_000);
    await new Promise((r) => setTimeout(r, 1000));
    const events = await db
      .select()
      .from(rfqEvents)
      .where(sql`${rfqEvents.rfqId} = ${rfq!.id} AND ${rfqEvents.action} = 'open'`);
    expect(events).toHaveLength(1);
  });
});

describe('message fan-out', () => {
  it('sends one message to every member of each enterprise, after the request', async () => {
    const enterpriseIds = [DEMO.supplierEnterprise, DEMO.buyerEnterprise];
    const members = await db
      .select({ userId: userEnterprises.userId })
      .from(userEnterprises)
      .where(sql`${userEnterprises.enterpriseId} IN ${enterpriseIds}`);
    expect(members.length).toBeGreaterThan(1);
    const title = `群发测试 ${Date.now()}`;
    await fanOutToMembers(enterpriseIds, {
      side: 'supplier',
      kind: 'system',
      title,
      content: '测试内容',
    });
    const sent = await pollTask(
      () =>
        db
          .select({ userId: websiteMessages.userId })
          .from(websiteMessages)
          .where(eq(websiteMessages.title, title)),
      (rows) => rows.length === members.length,
      15_000,
    );
    expect(sent.map((r) => r.userId).sort()).toEqual(members.map((m) => m.userId).sort());
  });
});
