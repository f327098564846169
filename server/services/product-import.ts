import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { NextRequest } from 'next/server';
import type { ImportAnswer, ImportTaskState } from '@/api/modules/supplier-item';
import { buildCategoryTree, categoryPath, type CategoryNode } from '@/lib/category-tree';
import {
  IMPORT_COLUMNS,
  IMPORT_SHEET,
  MAX_IMPORT_ROWS,
  PRICE_TYPE_NAME,
  skuFormValue,
  specText,
  storedSku,
  validateImportRows,
  type ImportColumnKey,
  type ImportError,
  type ImportProduct,
  type ImportRawRow,
  type ProductForm,
} from '@/lib/supplier-product';
import { currentVocabulary } from '@/server/search/plan';
import { db } from '@/server/db';
import {
  brands,
  categories,
  enterprises,
  exportTasks,
  productImages,
  products,
  skus,
  supplierShowrooms,
  uploadedFiles,
} from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { enqueue, type JobContext } from '@/server/jobs';
import type { SessionUser } from './identity/session';
import { productValues, supplierIdOf, type ProductRecord } from './supplier-product';
import { contentMatches, fileUrlOf } from './upload';

export const IMPORT_KIND = 'product_import';
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MSG = {
  noFile: '请选择要导入的 xlsx 文件',
  wrongType: '请上传 xlsx 格式的导入文件',
  tooLarge: '导入文件不能超过 20MB',
  unreadable: '文件无法读取，请使用导入模板填写',
  noHeader: `找不到「${IMPORT_SHEET}」表的表头，请使用导入模板填写`,
  notFound: '导入任务不存在',
} as const;
/** Products written per transaction; progress moves after each. */
const PRODUCTS_PER_STEP = 200;

const EXPORT_ID_TITLE = '商品ID';

async function activeCategories(): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      pid: categories.pid,
      name: categories.name,
      level: categories.level,
      sort: categories.sort,
      status: categories.status,
      logo: categories.logo,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  // frontOnly: a disabled category hides everything below it.
  return buildCategoryTree(rows, true);
}

function leavesOf(tree: CategoryNode[]): { id: number; path: CategoryNode[] }[] {
  const out: { id: number; path: CategoryNode[] }[] = [];
  const walk = (nodes: CategoryNode[], chain: CategoryNode[]) => {
    for (const n of nodes) {
      const path = [...chain, n];
      if (path.length === 3) out.push({ id: n.id, path });
      else walk(n.subordinate, path);
    }
  };
  walk(tree, []);
  return out;
}

function styleHeader(sheet: ExcelJS.Worksheet) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function dataSheet(workbook: ExcelJS.Workbook, extra: { title: string; width: number }[] = []) {
  const sheet = workbook.addWorksheet(IMPORT_SHEET);
  sheet.columns = [
    ...IMPORT_COLUMNS.map((c) => ({ header: c.title, key: c.key, width: c.width })),
    ...extra.map((c) => ({ header: c.title, key: c.title, width: c.width })),
  ];
  IMPORT_COLUMNS.forEach((c, i) => (sheet.getCell(1, i + 1).note = c.note));
  styleHeader(sheet);
  return sheet;
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The import template: the data sheet, how to fill it, and the category and brand ids. */
export async function importTemplate(): Promise<Buffer> {
  const [tree, brandRows] = await Promise.all([
    activeCategories(),
    db
      .select({ id: brands.id, name: brands.name, brandName: brands.brandName })
      .from(brands)
      .where(eq(brands.status, 1))
      .orderBy(asc(brands.initial), asc(brands.id)),
  ]);
  const workbook = new ExcelJS.Workbook();
  dataSheet(workbook);
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'title', width: 14 },
    { header: '说明', key: 'note', width: 60 },
  ];
  for (const c of IMPORT_COLUMNS) help.addRow({ title: c.title, note: c.note });
  help.addRow({});
  for (const line of [
    '每行一个 SKU；同一商品的多个 SKU 填相同的商品编号，商品名称等商品列可只在第一行填写。',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行。任何一行有错误时不导入任何数据，并列出每个错误的行号、列名和原因。`,
    '导入的商品进入运营审核（待审核），审核通过后在商城展示。',
    '图片请先在「批量导入导出」页上传，复制得到的图片地址填入。',
  ])
    help.addRow({ title: '提示', note: line });
  styleHeader(help);
  const cats = workbook.addWorksheet('类目');
  cats.columns = [
    { header: '三级类目ID', key: 'id', width: 12 },
    { header: '类目路径', key: 'path', width: 40 },
  ];
  for (const leaf of leavesOf(tree))
    cats.addRow({ id: leaf.id, path: leaf.path.map((n) => n.name).join(' / ') });
  styleHeader(cats);
  const brandSheet = workbook.addWorksheet('品牌');
  brandSheet.columns = [
    { header: '品牌ID', key: 'id', width: 10 },
    { header: '品牌', key: 'name', width: 20 },
    { header: '英文名', key: 'brandName', width: 20 },
  ];
  for (const b of brandRows) brandSheet.addRow(b);
  styleHeader(brandSheet);
  return toBuffer(workbook);
}

/** The supplier's own catalogue in the import layout (plus 商品ID), one row per SKU. */
export async function exportCatalogue(user: SessionUser): Promise<Buffer> {
  const supplierId = supplierIdOf(user);
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(products.id));
  const skuRows = rows.length
    ? await db
        .select()
        .from(skus)
        .where(
          and(
            inArray(
              skus.productId,
              rows.map((r) => r.id),
            ),
            eq(skus.status, 1),
          ),
        )
        .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id))
    : [];
  const byProduct = new Map<number, typeof skuRows>();
  for (const s of skuRows) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
  const workbook = new ExcelJS.Workbook();
  const sheet = dataSheet(workbook, [{ title: EXPORT_ID_TITLE, width: 10 }]);
  for (const p of rows) {
    for (const s of byProduct.get(p.id) ?? []) {
      const price = skuFormValue(s);
      sheet.addRow({
        productKey: `P${p.id}`,
        name: p.name,
        category3Id: p.category3Id,
        brandId: p.brandId ?? '',
        model: p.model ?? '',
        unit: p.unit,
        minOrderQty: p.minOrderQty,
        attributes: specText(p.attributes),
        images: (p.images.length ? p.images : [p.mainImage]).join('|'),
        spec: specText(s.salesAttributes),
        code: s.code,
        priceType: PRICE_TYPE_NAME[s.priceType] ?? '',
        price: price.price ?? '',
        priceMax: price.priceMax ?? '',
        stock: s.stock,
        projectMinOrder: price.projectMinOrder ?? '',
        [EXPORT_ID_TITLE]: p.id,
      });
    }
  }
  return toBuffer(workbook);
}

/** The rows of the data sheet, keyed by column, with their sheet row numbers. */
export async function readImportRows(body: Buffer): Promise<{ row: number; raw: ImportRawRow }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw badRequest(IMPORT_MSG.unreadable);
  }
  const sheet = workbook.getWorksheet(IMPORT_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_MSG.noHeader);
  const byTitle = new Map<string, ImportColumnKey>(IMPORT_COLUMNS.map((c) => [c.title, c.key]));
  const columns = new Map<number, ImportColumnKey>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byTitle.get(String(cell.text ?? '').trim());
    if (key) columns.set(col, key);
  });
  if (columns.size < IMPORT_COLUMNS.length) throw badRequest(IMPORT_MSG.noHeader);
  const out: { row: number; raw: ImportRawRow }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const raw: ImportRawRow = {};
    let filled = false;
    row.eachCell((cell, col) => {
      const key = columns.get(col);
      if (!key) return;
      const value = cell.text?.trim() ?? '';
      if (value) filled = true;
      raw[key] = value;
    });
    if (filled) out.push({ row: n, raw });
  });
  return out;
}

/** Database checks of rows that passed the sheet rules: categories, brands, own image uploads. */
async function checkReferences(
  user: SessionUser,
  list: ImportProduct[],
  tree: CategoryNode[],
): Promise<ImportError[]> {
  const errors: ImportError[] = [];
  const leaves = new Map(leavesOf(tree).map((l) => [l.id, l]));
  const brandIds = [...new Set(list.flatMap((p) => (p.brandId ? [p.brandId] : [])))];
  const knownBrands = new Set(
    brandIds.length
      ? (
          await db
            .select({ id: brands.id })
            .from(brands)
            .where(and(inArray(brands.id, brandIds), eq(brands.status, 1)))
        ).map((b) => b.id)
      : [],
  );
  const urls = [...new Set(list.flatMap((p) => p.images))];
  const keys = urls.map((u) => /(\d{6}\/[0-9a-f-]{36}\.(?:png|jpe?g))$/i.exec(u)?.[1]);
  const ownRows = keys.some(Boolean)
    ? await db
        .select({ key: uploadedFiles.key })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.ownerId, user.id),
            eq(uploadedFiles.isPublic, true),
            inArray(
              uploadedFiles.key,
              keys.flatMap((k) => (k ? [`public/${k}`] : [])),
            ),
          ),
        )
    : [];
  const ownUrls = new Set(ownRows.map((r) => fileUrlOf(r.key)));
  // Images already on the supplier's products (an exported catalogue imported again).
  const existing = new Set(
    urls.length
      ? (
          await db
            .selectDistinct({ url: productImages.url })
            .from(productImages)
            .innerJoin(products, eq(products.id, productImages.productId))
            .where(
              and(eq(products.supplierId, supplierIdOf(user)), inArray(productImages.url, urls)),
            )
        ).map((r) => r.url)
      : [],
  );
  for (const p of list) {
    if (!leaves.has(p.category3Id))
      errors.push({ row: p.row, column: '三级类目ID', reason: '三级类目不存在或已停用' });
    if (p.brandId && !knownBrands.has(p.brandId))
      errors.push({ row: p.row, column: '品牌ID', reason: '品牌不存在' });
    const bad = p.images.find((u) => !ownUrls.has(u) && !existing.has(u));
    if (bad)
      errors.push({
        row: p.row,
        column: '图片地址',
        reason: `图片须为本人在本站上传的 png/jpg 图片：${bad.slice(0, 60)}`,
      });
  }
  return errors;
}

/** Takes the uploaded xlsx (field `file`), checks every row, and starts writing only if all pass. */
export async function startImport(req: NextRequest, user: SessionUser): Promise<ImportAnswer> {
  const supplierId = supplierIdOf(user);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest(IMPORT_MSG.noFile);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw badRequest(IMPORT_MSG.noFile);
  if (!/\.xlsx$/i.test(file.name)) throw badRequest(IMPORT_MSG.wrongType);
  if (file.size > IMPORT_MAX_BYTES) throw badRequest(IMPORT_MSG.tooLarge);
  const body = Buffer.from(await file.arrayBuffer());
  if (!(await contentMatches('xlsx', body))) throw badRequest(IMPORT_MSG.wrongType);
  return importRows(user, supplierId, await readImportRows(body));
}

/** What an import task keeps for its job: the checked products, written by whichever process. */
interface ImportParams {
  rows: number;
  products: number;
  supplierId: number;
  items: ImportProduct[];
  /** Which attempt is writing: more than 1 after a failure or a dead process. */
  attempt?: number;
}

/** What a running import has written so far; a later attempt removes it before writing again. */
interface ImportProgress {
  written?: number[];
}

export const importJobKey = (taskId: number) => `import:${taskId}`;

/** Validates parsed rows; with no error, records a task and queues the write (product-import). */
export async function importRows(
  user: SessionUser,
  supplierId: number,
  rows: { row: number; raw: ImportRawRow }[],
): Promise<ImportAnswer> {
  const checked = validateImportRows(rows);
  if (checked.errors.length) return { ok: false, errors: checked.errors, rows: rows.length };
  const tree = await activeCategories();
  const refErrors = await checkReferences(user, checked.products, tree);
  if (refErrors.length)
    return { ok: false, errors: refErrors.sort((a, b) => a.row - b.row), rows: rows.length };
  const params: ImportParams = {
    rows: rows.length,
    products: checked.products.length,
    supplierId,
    items: checked.products,
  };
  const [task] = await db
    .insert(exportTasks)
    .values({ userId: user.id, kind: IMPORT_KIND, status: 'pending', params: { ...params } })
    .returning({ id: exportTasks.id });
  const taskId = task!.id;
  try {
    await enqueue('product-import', { taskId }, { singletonKey: importJobKey(taskId) });
  } catch (error) {
    await failImport(taskId);
    throw error;
  }
  return { ok: true, taskId, rows: rows.length, products: checked.products.length };
}

async function failImport(taskId: number) {
  await db
    .update(exportTasks)
    .set({ status: 'failed', finishedAt: new Date(), error: '导入失败，未写入任何商品，请重试' })
    .where(eq(exportTasks.id, taskId));
}

/** Removes what an attempt wrote (its SKUs and images go with the products). */
async function removeWritten(taskId: number, written: readonly number[]) {
  if (written.length) await db.delete(products).where(inArray(products.id, [...written]));
  await db.update(exportTasks).set({ result: null, progress: 0 }).where(eq(exportTasks.id, taskId));
}

/**
 * Runs one import task (the product-import job). An import writes all or nothing: products an
 * earlier attempt wrote (its process died half-way, or it failed) are removed first, and an
 * attempt that fails removes its own before the queue retries it; the final failure tells the
 * user nothing was imported.
 */
export async function runImportTask(
  taskId: number,
  ctx: Pick<JobContext, 'final' | 'retryCount'> = { final: true, retryCount: 0 },
): Promise<void> {
  const [task] = await db
    .select()
    .from(exportTasks)
    .where(
      and(
        eq(exportTasks.id, taskId),
        eq(exportTasks.kind, IMPORT_KIND),
        inArray(exportTasks.status, ['pending', 'running']),
      ),
    );
  if (!task) return;
  const params = { ...(task.params as unknown as ImportParams), attempt: ctx.retryCount + 1 };
  await removeWritten(taskId, (task.result as ImportProgress | null)?.written ?? []);
  await db
    .update(exportTasks)
    .set({ status: 'running', params: { ...params } })
    .where(eq(exportTasks.id, taskId));
  const written: number[] = [];
  try {
    await writeImport(taskId, params, written);
  } catch (error) {
    await removeWritten(taskId, written);
    if (!ctx.final) throw error;
    console.error('[import] writing failed', taskId, error);
    await failImport(taskId);
  }
}

function formOf(p: ImportProduct): ProductForm {
  return {
    category3Id: p.category3Id,
    brandId: p.brandId,
    name: p.name,
    model: p.model,
    unit: p.unit,
    minOrderQty: p.minOrderQty,
    attributes: p.attributes,
    salesAttributes: p.salesAttributes,
    skus: p.skus,
    images: p.images,
    description: '',
    certificates: [],
  };
}

/**
 * Writes the checked products in steps of PRODUCTS_PER_STEP (one transaction each); each step
 * records its product ids in `written` and in the task, with the progress, so runImportTask can
 * remove them if a later step or the process fails. Imported products wait for ops review.
 */
async function writeImport(taskId: number, params: ImportParams, written: number[]) {
  const { supplierId, items: list } = params;
  const tree = await activeCategories();
  // productValues cuts names with the trade's words.
  await currentVocabulary();
  const [supplier] = await db
    .select({ name: enterprises.name, shortName: supplierShowrooms.shortName })
    .from(enterprises)
    .leftJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
    .where(eq(enterprises.id, supplierId));
  const brandIds = [...new Set(list.flatMap((p) => (p.brandId ? [p.brandId] : [])))];
  const brandRows = brandIds.length
    ? await db
        .select({ id: brands.id, name: brands.name, brandName: brands.brandName })
        .from(brands)
        .where(inArray(brands.id, brandIds))
    : [];
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  for (let start = 0; start < list.length; start += PRODUCTS_PER_STEP) {
    const step = list.slice(start, start + PRODUCTS_PER_STEP);
    const done = Math.min(list.length, start + PRODUCTS_PER_STEP);
    await db.transaction(async (tx) => {
      const values = step.map((p) => {
        const path = categoryPath(tree, p.category3Id);
        if (!path) throw new Error(`category ${p.category3Id} is no longer active`);
        const [c1, c2, c3] = path;
        const rec: ProductRecord = {
          supplierId,
          supplierShortName: supplier?.shortName || supplier?.name || '',
          c1: c1!,
          c2: c2!,
          c3: c3!,
          brand: (p.brandId && brandById.get(p.brandId)) || null,
          form: formOf(p),
        };
        const v = productValues(rec, { onShelf: true, auditStatus: 'pending' });
        return { ...v, createdAt: v.updatedAt };
      });
      const ids = await tx.insert(products).values(values).returning({ id: products.id });
      const skuRows = step.flatMap((p, i) => {
        const productId = ids[i]!.id;
        return p.skus.map((s, k) => ({
          productId,
          code: s.code || `P${productId}-${k + 1}`,
          priceType: s.priceType,
          salesAttributes: s.salesAttributes,
          stock: s.stock,
          sort: k,
          ...storedSku(s),
        }));
      });
      const imageRows = step.flatMap((p, i) =>
        p.images.map((url, sort) => ({ productId: ids[i]!.id, url, sort })),
      );
      for (let k = 0; k < skuRows.length; k += 1000)
        await tx.insert(skus).values(skuRows.slice(k, k + 1000));
      if (imageRows.length) await tx.insert(productImages).values(imageRows);
      // With the step, so a dead process's next attempt knows exactly what to remove.
      const progress: ImportProgress = { written: [...written, ...ids.map((r) => r.id)] };
      await tx
        .update(exportTasks)
        .set({ progress: Math.floor((done / list.length) * 100), result: { ...progress } })
        .where(eq(exportTasks.id, taskId));
      written.push(...ids.map((r) => r.id));
    });
  }
  await db
    .update(exportTasks)
    .set({
      status: 'done',
      progress: 100,
      finishedAt: new Date(),
      // The checked products have been written; the task keeps only its counts.
      params: { rows: params.rows, products: params.products, attempt: params.attempt },
      result: { products: list.length, rows: params.rows },
    })
    .where(eq(exportTasks.id, taskId));
}

/** The progress of one of the user's own imports; anyone else's is a 404. */
export async function importTaskState(user: SessionUser, taskId: number): Promise<ImportTaskState> {
  // Not the whole params: while it waits or runs, it holds every checked product.
  const [task] = await db
    .select({
      id: exportTasks.id,
      status: exportTasks.status,
      progress: exportTasks.progress,
      error: exportTasks.error,
      rows: sql<number>`coalesce((${exportTasks.params}->>'rows')::int, 0)`,
      products: sql<number>`coalesce((${exportTasks.params}->>'products')::int, 0)`,
      attempt: sql<number>`coalesce((${exportTasks.params}->>'attempt')::int, 1)`,
    })
    .from(exportTasks)
    .where(
      and(
        eq(exportTasks.id, taskId),
        eq(exportTasks.userId, user.id),
        eq(exportTasks.kind, IMPORT_KIND),
      ),
    );
  if (!task) throw notFound(IMPORT_MSG.notFound);
  return task;
}

export type { ImportError };
