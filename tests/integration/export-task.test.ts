import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportTask } from '@/api/modules/item';
import type { Page } from '@/api/types';
import { GET as privateFile } from '@/app/v1/api/file/private/[...key]/route';
import { POST as create } from '@/app/v1/api/item/exportTask/route';
import { GET as list } from '@/app/v1/api/item/exportTask/list/route';
import { productPriceText } from '@/lib/price';
import { db } from '@/server/db';
import { exportTasks, products, skus } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { EXPORT_BUYERS_ONLY } from '@/server/services/export-task';
import { json, request, signedInUser } from './fixtures';

await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-export-'));
});

const PATH = '/v1/api/item/exportTask';
let buyer: { cookie: string };
const itemIds = [5, 1, 12];

beforeAll(async () => {
  await seed(db, { products: 20, writeImages: false });
  buyer = await signedInUser(2);
});

afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

async function waitDone(taskId: number) {
  for (let i = 0; i < 200; i++) {
    const [task] = await db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
    if (task && (task.status === 'done' || task.status === 'failed')) return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('export task did not finish');
}

function readPrivate(fileUrl: string, cookie?: string) {
  const headers = new Headers({ host: 'localhost:3000' });
  if (cookie) headers.set('cookie', cookie);
  const key = fileUrl.replace('/v1/api/file/private/', '');
  return privateFile(new NextRequest(`http://localhost:3000${fileUrl}`, { headers }), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}

describe('export tasks', () => {
  it('refuses visitors and non-buyers', async () => {
    expect((await create(request(PATH, { method: 'POST', body: { itemIds } }))).status).toBe(401);
    for (const type of [1, undefined] as const) {
      const { cookie } = await signedInUser(type);
      const res = await json(
        await create(request(PATH, { method: 'POST', cookie, body: { itemIds } })),
      );
      expect(res.status).toBe(403);
      expect(res.msg).toBe(EXPORT_BUYERS_ONLY);
    }
  });

  it('validates the selection', async () => {
    for (const body of [
      { itemIds: [] },
      { itemIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      {},
    ]) {
      const res = await create(request(PATH, { method: 'POST', cookie: buyer.cookie, body }));
      expect(res.status).toBe(400);
    }
  });

  it('builds the xlsx in the background and lists it with its file for the owner only', async () => {
    const res = await json<{ taskId: number }>(
      await create(request(PATH, { method: 'POST', cookie: buyer.cookie, body: { itemIds } })),
    );
    expect(res.status).toBe(200);
    const [pending] = await db
      .select()
      .from(exportTasks)
      .where(eq(exportTasks.id, res.data.taskId));
    expect(pending?.status).toBe('pending');
    const task = await waitDone(res.data.taskId);
    expect(task.status).toBe('done');

    const listed = await json<Page<ExportTask>>(
      await list(request(`${PATH}/list?pageNo=1&pageSize=10`, { cookie: buyer.cookie })),
    );
    const row = listed.data.records.find((t) => t.id === res.data.taskId)!;
    expect(row).toMatchObject({ status: 'done', progress: 100, itemCount: 3 });
    expect(row.fileUrl).toMatch(/^\/v1\/api\/file\/private\/exports\/.+\.xlsx$/);

    const file = await readPrivate(row.fileUrl!, buyer.cookie);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + itemIds.length);
    for (const [i, id] of itemIds.entries()) {
      const [product] = await db.select().from(products).where(eq(products.id, id));
      const own = await db.select().from(skus).where(eq(skus.productId, id)).orderBy(skus.sort);
      const values = sheet.getRow(i + 2).values as unknown[];
      expect(values[1]).toBe(product!.name);
      expect(values[5]).toBe(productPriceText(own.filter((s) => s.status === 1)));
      expect(values[6]).toBe(product!.unit);
      expect(values[7]).toBe(own.filter((s) => s.status === 1).length);
    }

    const other = await signedInUser(2);
    expect((await readPrivate(row.fileUrl!, other.cookie)).status).toBe(404);
    const otherList = await json<Page<ExportTask>>(
      await list(request(`${PATH}/list`, { cookie: other.cookie })),
    );
    expect(otherList.data.total).toBe(0);
  });
});
