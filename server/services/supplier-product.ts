import 'server-only';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  BrandOption,
  SupplierProductCounts,
  SupplierProductDetail,
  SupplierProductRow,
  SupplierProductSaved,
} from '@/api/modules/supplier-item';
import type { Page } from '@/api/types';
import { productTags, type TaggedProduct } from '@/lib/catalog-tags';
import { sanitizeHtml } from '@/lib/rich-text';
import {
  minPriceOf,
  needsReview,
  productStateOf,
  skuFormValue,
  storedSku,
  visibleStatus,
  type ProductForm,
  type ProductState,
  type SupplierProductQuery,
} from '@/lib/supplier-product';
import { productSearchColumns } from '@/server/search/product-index';
import { currentVocabulary } from '@/server/search/plan';
import { matchQuery, readQuery } from '@/server/search/query';
import { db } from '@/server/db';
import {
  brands,
  categories,
  enterprises,
  orderLines,
  productCertificates,
  productImages,
  products,
  skus,
  supplierShowrooms,
} from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { invalidateCatalog } from './catalog-cache';
import { announceProducts } from './url-announce';
import type { SessionUser } from './identity/session';
import { offsetOf, toPage } from './paging';
import { findOwnUpload } from './upload';

export const SUPPLIER_PRODUCT_MSG = {
  notFound: '商品不存在',
  noEnterprise: '请先切换到供应商身份',
  category: '请选择有效的三级类目',
  brand: '品牌不存在',
  image: '商品图片须为本人上传的 png 或 jpg 图片',
  certificate: '证书文件须为本人上传的文件',
} as const;

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Executor = typeof db | Tx;

/** The supplier enterprise a supplier-side call acts for (the handler checked the top type). */
export function supplierIdOf(user: SessionUser): number {
  if (!user.enterpriseId) throw forbidden(SUPPLIER_PRODUCT_MSG.noEnterprise);
  return user.enterpriseId;
}

function stateFilter(state: ProductState): SQL {
  switch (state) {
    case 'pending':
      return eq(products.auditStatus, 'pending');
    case 'rejected':
      return eq(products.auditStatus, 'rejected');
    case 'onSale':
      return and(eq(products.auditStatus, 'approved'), eq(products.onShelf, true))!;
    case 'offShelf':
      return and(eq(products.auditStatus, 'approved'), eq(products.onShelf, false))!;
  }
}

async function categoryNames(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** 商品管理: the supplier's own products, by keyword (bigram index), state and category. */
export async function listSupplierProducts(
  user: SessionUser,
  query: SupplierProductQuery,
): Promise<Page<SupplierProductRow>> {
  const supplierId = supplierIdOf(user);
  const filters: SQL[] = [eq(products.supplierId, supplierId)];
  // Read as the catalogue search reads it, so the words match the product's own search columns
  // (25公斤 is the spec 25kg there, not the bigram 公斤).
  const tsQuery = query.keyword
    ? matchQuery(readQuery(query.keyword, await currentVocabulary()))
    : null;
  if (query.keyword && !tsQuery) return toPage([], 0, query);
  if (tsQuery) filters.push(sql`${products.searchVector} @@ to_tsquery('simple', ${tsQuery})`);
  if (query.state) filters.push(stateFilter(query.state));
  if (query.categoryId) {
    const c = query.categoryId;
    filters.push(
      or(eq(products.category1Id, c), eq(products.category2Id, c), eq(products.category3Id, c))!,
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        mainImage: products.mainImage,
        category1Id: products.category1Id,
        category2Id: products.category2Id,
        category3Id: products.category3Id,
        brandName: brands.name,
        auditStatus: products.auditStatus,
        auditReason: products.auditReason,
        onShelf: products.onShelf,
        minPrice: products.minPrice,
        unit: products.unit,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [names, skuStats] = await Promise.all([
    categoryNames(rows.flatMap((r) => [r.category1Id, r.category2Id, r.category3Id])),
    ids.length
      ? db
          .select({
            productId: skus.productId,
            n: count(),
            stock: sql<number>`coalesce(sum(${skus.stock}), 0)::int`,
          })
          .from(skus)
          .where(and(inArray(skus.productId, ids), eq(skus.status, 1)))
          .groupBy(skus.productId)
      : [],
  ]);
  const stats = new Map(skuStats.map((s) => [s.productId, s]));
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      mainImage: r.mainImage,
      categoryPath: [r.category1Id, r.category2Id, r.category3Id]
        .map((id) => names.get(id) ?? '')
        .join(' / '),
      brandName: r.brandName,
      state: productStateOf(r),
      auditStatus: r.auditStatus as SupplierProductRow['auditStatus'],
      auditReason: r.auditReason,
      onShelf: r.onShelf,
      minPrice: r.minPrice,
      skuCount: stats.get(r.id)?.n ?? 0,
      stock: stats.get(r.id)?.stock ?? 0,
      unit: r.unit,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}

/** How many of the supplier's products are in each state (the overview and the list tabs). */
export async function supplierProductCounts(user: SessionUser): Promise<SupplierProductCounts> {
  const supplierId = supplierIdOf(user);
  const rows = await db
    .select({ auditStatus: products.auditStatus, onShelf: products.onShelf, n: count() })
    .from(products)
    .where(eq(products.supplierId, supplierId))
    .groupBy(products.auditStatus, products.onShelf);
  const counts: SupplierProductCounts = {
    total: 0,
    onSale: 0,
    offShelf: 0,
    pending: 0,
    rejected: 0,
  };
  for (const r of rows) {
    counts[productStateOf(r)] += r.n;
    counts.total += r.n;
  }
  return counts;
}

/** One of the supplier's own products; another supplier's id is a 404, as if it did not exist. */
async function ownProduct(ex: Executor, supplierId: number, id: number) {
  const [row] = await ex
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId)));
  if (!row) throw notFound(SUPPLIER_PRODUCT_MSG.notFound);
  return row;
}

/** A product as the edit form loads it. */
export async function getSupplierProduct(
  user: SessionUser,
  id: number,
): Promise<SupplierProductDetail> {
  const p = await ownProduct(db, supplierIdOf(user), id);
  const [skuRows, certs] = await Promise.all([
    db
      .select()
      .from(skus)
      .where(and(eq(skus.productId, id), eq(skus.status, 1)))
      .orderBy(asc(skus.sort), asc(skus.id)),
    db
      .select()
      .from(productCertificates)
      .where(eq(productCertificates.productId, id))
      .orderBy(asc(productCertificates.id)),
  ]);
  return {
    id: p.id,
    form: {
      category1Id: p.category1Id,
      category2Id: p.category2Id,
      category3Id: p.category3Id,
      brandId: p.brandId,
      name: p.name,
      model: p.model ?? undefined,
      unit: p.unit,
      minOrderQty: p.minOrderQty,
      attributes: p.attributes,
      salesAttributes: p.itemSalesAttributes,
      images: p.images.length ? p.images : [p.mainImage],
      description: p.detailHtml ?? '',
      skus: skuRows.map((s) => ({
        id: s.id,
        salesAttributes: s.salesAttributes,
        code: s.code,
        priceType: s.priceType,
        stock: s.stock,
        ...skuFormValue(s),
      })),
      certificates: certs.map((c) => ({
        name: c.name,
        certNo: c.certNo,
        fileUrl: c.fileUrl,
        expiresAt: new Date(c.expiresAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
      })),
    },
    state: productStateOf(p),
    auditStatus: p.auditStatus as SupplierProductDetail['auditStatus'],
    auditReason: p.auditReason,
    onShelf: p.onShelf,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The category chain of an active level-3 category, or a 400. */
export async function leafChain(category3Id: number, ex: Executor = db) {
  const rows = await ex
    .select({
      id: categories.id,
      pid: categories.pid,
      level: categories.level,
      status: categories.status,
      name: categories.name,
    })
    .from(categories)
    .where(
      sql`${categories.id} in (
        select ${category3Id}
        union select pid from categories where id = ${category3Id}
        union select c2.pid from categories c2 join categories c3 on c3.pid = c2.id
          where c3.id = ${category3Id})`,
    );
  const c3 = rows.find((r) => r.id === category3Id);
  const c2 = c3 && rows.find((r) => r.id === c3.pid);
  const c1 = c2 && rows.find((r) => r.id === c2.pid);
  if (!c3 || !c2 || !c1 || c3.level !== 3 || rows.some((r) => r.status !== 1))
    throw badRequest(SUPPLIER_PRODUCT_MSG.category);
  return { c1, c2, c3 };
}

/** Checks that every image and certificate file is the user's own upload (or already on it). */
async function checkFiles(
  user: SessionUser,
  form: Pick<ProductForm, 'images' | 'certificates'>,
  existing: { images: string[]; certFiles: string[] },
) {
  const seen = new Map<string, Awaited<ReturnType<typeof findOwnUpload>>>();
  const own = async (url: string) => {
    if (!seen.has(url)) seen.set(url, await findOwnUpload(user.id, url));
    return seen.get(url) ?? null;
  };
  for (const url of form.images) {
    if (existing.images.includes(url)) continue;
    const file = await own(url);
    if (!file || !file.key.startsWith('public/') || !['png', 'jpg', 'jpeg'].includes(file.type))
      throw badRequest(SUPPLIER_PRODUCT_MSG.image);
  }
  for (const cert of form.certificates) {
    if (existing.certFiles.includes(cert.fileUrl)) continue;
    if (!(await own(cert.fileUrl))) throw badRequest(SUPPLIER_PRODUCT_MSG.certificate);
  }
}

export interface ProductRecord {
  supplierId: number;
  supplierShortName: string;
  c1: { id: number; name: string };
  c2: { id: number; name: string };
  c3: { id: number; name: string };
  brand: { id: number; name: string; brandName: string } | null;
  form: Omit<ProductForm, 'certificates' | 'description'> & {
    description: string;
    certificates: ProductForm['certificates'];
  };
}

/** The products row of a form: search text, lowest price, visibility. */
export function productValues(
  rec: ProductRecord,
  review: { onShelf: boolean; auditStatus: string },
) {
  const { form } = rec;
  const storedSkus = form.skus.map((s) => ({ ...s, ...storedSku(s) }));
  return {
    supplierId: rec.supplierId,
    category1Id: rec.c1.id,
    category2Id: rec.c2.id,
    category3Id: rec.c3.id,
    brandId: rec.brand?.id ?? null,
    name: form.name,
    model: form.model ?? null,
    unit: form.unit,
    attributes: form.attributes,
    itemSalesAttributes: form.salesAttributes,
    mainImage: form.images[0]!,
    images: form.images,
    detailHtml: form.description || null,
    onShelf: review.onShelf,
    auditStatus: review.auditStatus,
    status: visibleStatus(review),
    minOrderQty: form.minOrderQty,
    isGreen: form.certificates.length > 0,
    minPrice: minPriceOf(storedSkus),
    updatedAt: new Date(),
    ...productSearchColumns({
      name: form.name,
      brandName: rec.brand?.name,
      brandLatin: rec.brand?.brandName,
      categoryNames: [rec.c1.name, rec.c2.name, rec.c3.name],
      model: form.model,
      supplierName: rec.supplierShortName,
      attributes: form.attributes,
      salesAttributes: form.salesAttributes,
    }),
  };
}

/** Resolves the references of a form: category chain, brand, supplier name. */
export async function resolveRecord(supplierId: number, form: ProductForm): Promise<ProductRecord> {
  // productValues cuts the name with the trade's words.
  await currentVocabulary();
  const [{ c1, c2, c3 }, brandRows, [supplier]] = await Promise.all([
    leafChain(form.category3Id),
    form.brandId
      ? db
          .select({ id: brands.id, name: brands.name, brandName: brands.brandName })
          .from(brands)
          .where(and(eq(brands.id, form.brandId), eq(brands.status, 1)))
      : [],
    db
      .select({ name: enterprises.name, shortName: supplierShowrooms.shortName })
      .from(enterprises)
      .leftJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
      .where(eq(enterprises.id, supplierId)),
  ]);
  if (form.brandId && !brandRows[0]) throw badRequest(SUPPLIER_PRODUCT_MSG.brand);
  return {
    supplierId,
    supplierShortName: supplier?.shortName || supplier?.name || '',
    c1,
    c2,
    c3,
    brand: brandRows[0] ?? null,
    form: { ...form, description: sanitizeHtml(form.description) },
  };
}

function skuRowsOf(productId: number, form: ProductForm, codePrefix: string) {
  return form.skus.map((s, k) => ({
    productId,
    code: s.code || `${codePrefix}-${k + 1}`,
    priceType: s.priceType,
    salesAttributes: s.salesAttributes,
    stock: s.stock,
    status: 1,
    sort: k,
    ...storedSku(s),
  }));
}

function certRowsOf(productId: number, form: ProductForm) {
  return form.certificates.map((c) => ({
    productId,
    name: c.name,
    certNo: c.certNo,
    fileUrl: c.fileUrl,
    expiresAt: new Date(`${c.expiresAt}T23:59:59+08:00`),
  }));
}

const tagged = (p: TaggedProduct): TaggedProduct => ({
  id: p.id,
  supplierId: p.supplierId,
  category1Id: p.category1Id,
  category2Id: p.category2Id,
  category3Id: p.category3Id,
  brandId: p.brandId,
  searchName: p.searchName,
  searchBrand: p.searchBrand,
  searchText: p.searchText,
  searchPinyin: p.searchPinyin,
});

/**
 * Creates (id null) or updates one of the supplier's products. A new product, or a change of
 * name, category or images, goes to ops review (待审核) and leaves the mall until approved; other
 * edits of an approved product show at once. Caches are expired by tag.
 */
export async function saveSupplierProduct(
  user: SessionUser,
  id: number | null,
  form: ProductForm,
): Promise<SupplierProductSaved> {
  const supplierId = supplierIdOf(user);
  const before = id ? await ownProduct(db, supplierId, id) : null;
  const beforeCerts = before
    ? await db
        .select({ fileUrl: productCertificates.fileUrl })
        .from(productCertificates)
        .where(eq(productCertificates.productId, before.id))
    : [];
  await checkFiles(user, form, {
    images: before?.images ?? [],
    certFiles: beforeCerts.map((c) => c.fileUrl),
  });
  const rec = await resolveRecord(supplierId, form);
  // A rejected product goes back to review with any change: the supplier answered the reason.
  const review =
    needsReview(before, { ...form, category3Id: rec.c3.id }) || before?.auditStatus === 'rejected';
  const auditStatus = review ? 'pending' : before!.auditStatus;
  const values = productValues(rec, { onShelf: before?.onShelf ?? true, auditStatus });

  const saved = await db.transaction(async (tx) => {
    let productId: number;
    if (!before) {
      const [row] = await tx
        .insert(products)
        .values({ ...values, createdAt: values.updatedAt, auditReason: null })
        .returning({ id: products.id });
      productId = row!.id;
    } else {
      productId = before.id;
      await tx
        .update(products)
        .set({ ...values, auditReason: review ? null : before.auditReason })
        .where(and(eq(products.id, productId), eq(products.supplierId, supplierId)));
    }
    await replaceSkus(tx, productId, form);
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    await tx
      .insert(productImages)
      .values(form.images.map((url, sort) => ({ productId, url, sort })));
    await tx.delete(productCertificates).where(eq(productCertificates.productId, productId));
    const certs = certRowsOf(productId, form);
    if (certs.length) await tx.insert(productCertificates).values(certs);
    return { id: productId };
  });
  invalidateCatalog(
    productTags(before && tagged(before), {
      id: saved.id,
      ...values,
    }),
  );
  announceProducts([{ id: saved.id, before: before?.status === 1, after: values.status === 1 }]);
  return {
    id: saved.id,
    state: productStateOf({ onShelf: values.onShelf, auditStatus }),
    inReview: review,
  };
}

/** Keeps SKUs the form names by id, adds new ones; removed SKUs in orders are disabled. */
async function replaceSkus(tx: Tx, productId: number, form: ProductForm) {
  const current = await tx.select({ id: skus.id }).from(skus).where(eq(skus.productId, productId));
  const currentIds = new Set(current.map((s) => s.id));
  const rows = skuRowsOf(productId, form, `P${productId}`);
  const keep = new Set<number>();
  const inserts: typeof rows = [];
  for (const [k, s] of form.skus.entries()) {
    const row = rows[k]!;
    if (s.id && currentIds.has(s.id) && !keep.has(s.id)) {
      keep.add(s.id);
      await tx
        .update(skus)
        .set(row)
        .where(and(eq(skus.id, s.id), eq(skus.productId, productId)));
    } else inserts.push(row);
  }
  if (inserts.length) await tx.insert(skus).values(inserts);
  const removed = [...currentIds].filter((sid) => !keep.has(sid));
  if (removed.length === 0) return;
  const ordered = await tx
    .selectDistinct({ id: orderLines.skuId })
    .from(orderLines)
    .where(inArray(orderLines.skuId, removed));
  const inOrders = new Set(ordered.flatMap((o) => (o.id === null ? [] : [o.id])));
  const deletable = removed.filter((sid) => !inOrders.has(sid));
  if (deletable.length) await tx.delete(skus).where(inArray(skus.id, deletable));
  if (inOrders.size)
    await tx
      .update(skus)
      .set({ status: 0 })
      .where(inArray(skus.id, [...inOrders]));
}

/** 上架 / 下架 of the supplier's own products; a rejected or pending one stays out of the mall. */
export async function setShelf(
  user: SessionUser,
  ids: number[],
  onShelf: boolean,
): Promise<{ updated: number }> {
  const supplierId = supplierIdOf(user);
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.supplierId, supplierId)));
  if (rows.length !== new Set(ids).size) throw notFound(SUPPLIER_PRODUCT_MSG.notFound);
  const now = new Date();
  await db
    .update(products)
    .set({
      onShelf,
      updatedAt: now,
      status: sql`case when ${products.auditStatus} = 'approved' and ${onShelf} then 1 else 0 end`,
    })
    .where(and(inArray(products.id, ids), eq(products.supplierId, supplierId)));
  invalidateCatalog(productTags(...rows.map(tagged)));
  announceProducts(
    rows.map((r) => ({
      id: r.id,
      before: r.status === 1,
      after: onShelf && r.auditStatus === 'approved',
    })),
  );
  return { updated: rows.length };
}

/** Brands a supplier can pick: active brands, those of the category first when one is given. */
export async function brandOptions(categoryId?: number): Promise<BrandOption[]> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.status, 1))
    .orderBy(
      categoryId ? desc(sql`${categoryId} = any(${brands.categoryIds})`) : asc(brands.sort),
      asc(brands.sort),
      asc(brands.id),
    )
    .limit(500);
}
