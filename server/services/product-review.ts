import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { OpsPendingProduct } from '@/api/modules/supplier-item';
import type { OpsDecision, Page, PageQuery } from '@/api/types';
import { productTags } from '@/lib/catalog-tags';
import { productPriceText } from '@/lib/price';
import { specText, visibleStatus, type AuditStatus } from '@/lib/supplier-product';
import { workbenchHref } from '@/lib/workbench-nav';
import { db } from '@/server/db';
import {
  brands,
  categories,
  enterprises,
  products,
  skus,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { HttpError, notFound } from '@/server/http/errors';
import { invalidateCatalog } from './catalog-cache';
import { announceProducts } from './url-announce';
import { recordReview } from './certification';
import { notify } from './messages';
import { offsetOf, toPage } from './paging';

export const PRODUCT_REVIEW_MSG = {
  notFound: '商品不存在',
  handled: '该商品已审核，请刷新列表',
} as const;

/** Products waiting for review, the longest-waiting first, with what ops needs to judge. */
export async function pendingProducts(query: PageQuery): Promise<Page<OpsPendingProduct>> {
  const pending = eq(products.auditStatus, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        images: products.images,
        mainImage: products.mainImage,
        supplierName: enterprises.name,
        brandName: brands.name,
        category1Id: products.category1Id,
        category2Id: products.category2Id,
        category3Id: products.category3Id,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(pending)
      .orderBy(asc(products.updatedAt), asc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(products).where(pending),
  ]);
  const ids = rows.map((r) => r.id);
  const categoryIds = [
    ...new Set(rows.flatMap((r) => [r.category1Id, r.category2Id, r.category3Id])),
  ];
  const [skuRows, names] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(skus)
          .where(and(inArray(skus.productId, ids), eq(skus.status, 1)))
          .orderBy(asc(skus.sort), asc(skus.id))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ]);
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      supplierName: r.supplierName,
      brandName: r.brandName,
      categoryPath: [r.category1Id, r.category2Id, r.category3Id]
        .map((id) => nameOf.get(id) ?? '')
        .join(' / '),
      images: r.images.length ? r.images : [r.mainImage],
      skus: skuRows
        .filter((s) => s.productId === r.id)
        .map((s) => ({
          spec: specText(s.salesAttributes) || '默认规格',
          priceText: productPriceText([s]),
          stock: s.stock,
        })),
      isNew: r.createdAt.getTime() === r.updatedAt.getTime(),
      submittedAt: r.updatedAt.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}

/**
 * Approves or rejects (with a reason) a pending product; an approved product on shelf shows
 * in the mall at once (caches expire by tag). Every member of the supplier gets a message.
 */
export async function reviewProduct(
  id: number,
  decision: OpsDecision,
  operatorId: number,
): Promise<{ id: number; auditStatus: AuditStatus }> {
  const auditStatus: AuditStatus = decision.action === 'approve' ? 'approved' : 'rejected';
  const reason = decision.action === 'reject' ? (decision.reason ?? '').trim() : null;
  const product = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound(PRODUCT_REVIEW_MSG.notFound);
    if (row.auditStatus !== 'pending') throw new HttpError(409, PRODUCT_REVIEW_MSG.handled);
    const [updated] = await tx
      .update(products)
      .set({
        auditStatus,
        auditReason: reason,
        status: visibleStatus({ onShelf: row.onShelf, auditStatus }),
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, id), eq(products.auditStatus, 'pending')))
      .returning({ id: products.id });
    if (!updated) throw new HttpError(409, PRODUCT_REVIEW_MSG.handled);
    await recordReview(tx, {
      subject: 'product',
      subjectId: id,
      action: decision.action,
      fromStatus: row.auditStatus,
      toStatus: auditStatus,
      actorId: operatorId,
      reason,
    });
    const [linked, active] = await Promise.all([
      tx
        .select({ userId: userEnterprises.userId })
        .from(userEnterprises)
        .where(eq(userEnterprises.enterpriseId, row.supplierId)),
      tx
        .select({ userId: users.id })
        .from(users)
        .where(eq(users.activeEnterpriseId, row.supplierId)),
    ]);
    const members = [...new Set([...linked, ...active].map((m) => m.userId))].map((userId) => ({
      userId,
    }));
    const title =
      auditStatus === 'approved' ? `商品审核通过：${row.name}` : `商品审核未通过：${row.name}`;
    const content =
      auditStatus === 'approved'
        ? row.onShelf
          ? `您的商品「${row.name}」已通过审核并上架。`
          : `您的商品「${row.name}」已通过审核，当前为下架状态，上架后买家即可看到。`
        : `您的商品「${row.name}」未通过审核，原因：${reason}。请修改后重新提交。`;
    for (const m of members) {
      await notify(tx, {
        userId: m.userId,
        side: 'supplier',
        kind: 'system',
        title,
        content,
        link: workbenchHref('supplier', `products/${row.id}`),
      });
    }
    return row;
  });
  invalidateCatalog(productTags(product));
  // Pending products are out of the mall: approval brings one in (when on shelf).
  const visible = visibleStatus({ onShelf: product.onShelf, auditStatus }) === 1;
  announceProducts([{ id, before: false, after: visible }]);
  return { id, auditStatus };
}
