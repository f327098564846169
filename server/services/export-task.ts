import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MAX_EXPORT_ITEMS, type ExportTask, type ExportTaskStatus } from '@/api/modules/item';
import type { Page, PageQuery } from '@/api/types';
import { productPriceText } from '@/lib/price';
import { idNumber } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { env } from '@/server/env';
import { enqueue, type JobContext } from '@/server/jobs';
import {
  brands,
  categories,
  enterprises,
  exportTasks,
  products,
  skus,
  uploadedFiles,
} from '@/server/db/schema';
import { storage } from '@/server/storage';
import type { SessionUser } from './identity/session';
import { offsetOf, toPage } from './paging';
import { fileUrlOf } from './upload';

export const EXPORT_KIND_ITEMS = 'items';
export const EXPORT_BUYERS_ONLY = '仅采购商可导出商品';
const ROWS_PER_STEP = 100;

/**
 * Outside prod, EXPORT_TEST_DELAY_MS makes an export wait that long before each product, so
 * a test can watch its progress and kill its process half-way (docs/jobs.md).
 */
function testDelayMs(): number {
  if (env.APP_ENV === 'prod') return 0;
  const ms = Number(process.env.EXPORT_TEST_DELAY_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** One job per task: a second enqueue of the same task while one waits or runs is dropped. */
export const exportJobKey = (taskId: number) => `export:${taskId}`;

export const exportTaskInput = z.object({
  itemIds: z.array(idNumber()).min(1).max(MAX_EXPORT_ITEMS),
});

interface ExportParams {
  itemIds: number[];
  progress: number;
  /** Which attempt is building it: more than 1 after a failure or a dead process. */
  attempt?: number;
}

const HEADER = ['商品名称', '品牌', '供应商', '分类', '价格', '单位', 'SKU数'];

/** Creates a pending export of the selected products; a job builds it, in any process. */
export async function createExportTask(
  user: SessionUser,
  itemIds: number[],
): Promise<{ taskId: number }> {
  const unique = [...new Set(itemIds)];
  const params: ExportParams = { itemIds: unique, progress: 0 };
  const [task] = await db
    .insert(exportTasks)
    .values({ userId: user.id, kind: EXPORT_KIND_ITEMS, params: { ...params } })
    .returning({ id: exportTasks.id });
  const taskId = task!.id;
  try {
    await enqueue('export-items', { taskId }, { singletonKey: exportJobKey(taskId) });
  } catch (error) {
    await markFailed(taskId, error);
    throw error;
  }
  return { taskId };
}

async function setProgress(taskId: number, params: ExportParams, progress: number) {
  await db
    .update(exportTasks)
    .set({ params: { ...params, progress } })
    .where(eq(exportTasks.id, taskId));
}

async function exportRows(ids: number[]): Promise<(string | number)[][]> {
  const [rows, skuRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        brand: brands.name,
        supplier: enterprises.name,
        category: categories.name,
        unit: products.unit,
      })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .innerJoin(categories, eq(categories.id, products.category3Id))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: skus.productId,
        price: skus.price,
        priceType: skus.priceType,
        extraPriceJson: skus.extraPriceJson,
      })
      .from(skus)
      .where(and(inArray(skus.productId, ids), eq(skus.status, 1)))
      .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Rows in the order the buyer selected them.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = skuRows.filter((s) => s.productId === id);
    return [
      [
        row.name,
        row.brand ?? '',
        row.supplier,
        row.category,
        productPriceText(own),
        row.unit,
        own.length,
      ],
    ];
  });
}

async function markFailed(taskId: number, error: unknown) {
  await db
    .update(exportTasks)
    .set({ status: 'failed', error: String(error).slice(0, 500), finishedAt: new Date() })
    .where(eq(exportTasks.id, taskId));
}

/**
 * Tasks of one kind (an export, an import) not yet done or failed: PGlite's in-memory jobs
 * re-queue them when a process starts.
 */
export async function unfinishedTaskIds(kind: string): Promise<number[]> {
  const rows = await db
    .select({ id: exportTasks.id })
    .from(exportTasks)
    .where(and(eq(exportTasks.kind, kind), inArray(exportTasks.status, ['pending', 'running'])))
    .orderBy(asc(exportTasks.id));
  return rows.map((r) => r.id);
}

/**
 * Runs one task to its end (the export-items job), recording progress and the outcome in the
 * database. A retry starts it again from the top (the last attempt's process may have died
 * half-way); an attempt that throws is retried by the queue, the final one marks it failed.
 */
export async function runExportTask(
  taskId: number,
  ctx: Pick<JobContext, 'final' | 'retryCount'> = { final: true, retryCount: 0 },
): Promise<void> {
  // Only unfinished tasks are (re)claimed; the queue runs one job per task at a time.
  const [task] = await db
    .update(exportTasks)
    .set({ status: 'running' })
    .where(and(eq(exportTasks.id, taskId), inArray(exportTasks.status, ['pending', 'running'])))
    .returning();
  if (!task) return;
  const params = { ...(task.params as unknown as ExportParams), attempt: ctx.retryCount + 1 };
  const delay = testDelayMs();
  // With the test delay, one product a step, so progress moves visibly.
  const perStep = delay ? 1 : ROWS_PER_STEP;
  try {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('商品');
    sheet.addRow(HEADER).font = { bold: true };
    sheet.columns.forEach((column, i) => (column.width = i === 0 ? 48 : 16));
    await setProgress(taskId, params, 0);
    for (let start = 0; start < params.itemIds.length; start += perStep) {
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const ids = params.itemIds.slice(start, start + perStep);
      sheet.addRows(await exportRows(ids));
      const done = Math.min(params.itemIds.length, start + perStep);
      // The last few percent are for writing the file.
      await setProgress(taskId, params, Math.floor((done / params.itemIds.length) * 90));
    }
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const key = `private/exports/${randomUUID()}.xlsx`;
    const fileName = `商品导出-${taskId}.xlsx`;
    await storage.write(key, body);
    await db.insert(uploadedFiles).values({
      key,
      name: fileName,
      type: 'xlsx',
      size: body.length,
      ownerId: task.userId,
      isPublic: false,
    });
    await db
      .update(exportTasks)
      .set({
        status: 'done',
        fileKey: key,
        fileName,
        finishedAt: new Date(),
        params: { ...params, progress: 100 },
      })
      .where(eq(exportTasks.id, taskId));
  } catch (error) {
    if (!ctx.final) throw error;
    console.error('[export-task] failed', taskId, error);
    await markFailed(taskId, error);
  }
}

/** The user's export tasks, newest first. */
export async function listExportTasks(
  user: SessionUser,
  query: PageQuery,
): Promise<Page<ExportTask>> {
  const mine = eq(exportTasks.userId, user.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: exportTasks.id,
        status: exportTasks.status,
        params: exportTasks.params,
        fileKey: exportTasks.fileKey,
        createdAt: exportTasks.createdAt,
        itemCount: sql<number>`jsonb_array_length(${exportTasks.params}->'itemIds')`,
      })
      .from(exportTasks)
      .where(mine)
      .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(exportTasks).where(mine),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    status: r.status as ExportTaskStatus,
    progress: Number((r.params as Partial<ExportParams>).progress ?? 0),
    attempt: Number((r.params as Partial<ExportParams>).attempt ?? 1),
    ...(r.fileKey ? { fileUrl: fileUrlOf(r.fileKey) } : {}),
    createdAt: r.createdAt.toISOString(),
    itemCount: Number(r.itemCount),
  }));
  return toPage(records, total?.n ?? 0, query);
}
