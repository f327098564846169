import 'server-only';
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { AgreementRow, OwnSkuOption } from '@/api/modules/supplier';
import {
  AGREEMENT_MSG,
  agreementState,
  newAgreementNo,
  type AgreementData,
  type AgreementState,
} from '@/lib/agreement-price';
import { shanghaiDayEnd, shanghaiDayStart } from '@/lib/dates';
import { formatDateTime } from '@/lib/format';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { enterprises, products, skuAgreements, skus } from '@/server/db/schema';
import { badRequest, HttpError, isUniqueViolation, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';
import { ownSupplierId } from './supplier-showroom';

const BUYER = 2;
const APPROVED = 1;

export const agreementListInput = pageQuery(10).extend({
  buyer: param(z.string().trim().max(64, '采购企业最多 64 个字').optional()),
  keyword: param(z.string().trim().max(64, '商品关键词最多 64 个字').optional()),
  state: param(z.enum(['active', 'pending', 'expired'], { error: '状态不正确' }).optional()),
});
export type AgreementListInput = z.output<typeof agreementListInput>;

const specOf = (attrs: { key?: string; value?: string; name?: string }[] | null) =>
  (attrs ?? [])
    .map((a) => a.value ?? a.name ?? '')
    .filter(Boolean)
    .join(' / ');

const columns = {
  id: skuAgreements.id,
  agreementNo: skuAgreements.agreementNo,
  buyerEnterpriseId: skuAgreements.buyerEnterpriseId,
  buyerName: enterprises.name,
  productId: products.id,
  productName: products.name,
  skuId: skus.id,
  skuCode: skus.code,
  salesAttributes: skus.salesAttributes,
  unit: products.unit,
  price: skuAgreements.price,
  listPrice: skus.price,
  startAt: skuAgreements.startAt,
  endAt: skuAgreements.endAt,
};

function toRow(
  r: Omit<AgreementRow, 'skuSpec' | 'startDate' | 'endDate' | 'state'> & {
    salesAttributes: { key?: string; value?: string }[];
    startAt: Date;
    endAt: Date;
  },
  now: Date,
): AgreementRow {
  const { salesAttributes, startAt, endAt, ...rest } = r;
  return {
    ...rest,
    listPrice: rest.listPrice || null,
    skuSpec: specOf(salesAttributes),
    startDate: formatDateTime(startAt, 'day'),
    endDate: formatDateTime(endAt, 'day'),
    state: agreementState(startAt, endAt, now),
  };
}

function base() {
  return db
    .select(columns)
    .from(skuAgreements)
    .innerJoin(skus, eq(skus.id, skuAgreements.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(enterprises, eq(enterprises.id, skuAgreements.buyerEnterpriseId));
}

/** The own agreement prices, newest first, filtered by buyer name, product and state. */
export async function listAgreements(
  user: SessionUser,
  q: AgreementListInput,
  now = new Date(),
): Promise<Page<AgreementRow>> {
  const supplierId = await ownSupplierId(user);
  const stateFilter: Record<AgreementState, SQL | undefined> = {
    active: and(lte(skuAgreements.startAt, now), gte(skuAgreements.endAt, now)),
    pending: gt(skuAgreements.startAt, now),
    expired: lt(skuAgreements.endAt, now),
  };
  const where = and(
    eq(products.supplierId, supplierId),
    q.buyer ? ilike(enterprises.name, containsPattern(q.buyer)) : undefined,
    q.keyword
      ? or(
          ilike(products.name, containsPattern(q.keyword)),
          ilike(skus.code, containsPattern(q.keyword)),
        )
      : undefined,
    q.state ? stateFilter[q.state] : undefined,
  );
  const [rows, [count]] = await Promise.all([
    base().where(where).orderBy(desc(skuAgreements.id)).limit(q.pageSize).offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(skuAgreements)
      .innerJoin(skus, eq(skus.id, skuAgreements.skuId))
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(enterprises, eq(enterprises.id, skuAgreements.buyerEnterpriseId))
      .where(where),
  ]);
  return toPage(
    rows.map((r) => toRow(r, now)),
    count?.n ?? 0,
    q,
  );
}

/** One own agreement, or 404 (another supplier's id looks the same as a missing one). */
export async function ownAgreement(user: SessionUser, id: number, now = new Date()) {
  const supplierId = await ownSupplierId(user);
  const [row] = await base().where(
    and(eq(skuAgreements.id, id), eq(products.supplierId, supplierId)),
  );
  if (!row) throw notFound(AGREEMENT_MSG.notFound);
  return toRow(row, now);
}

async function checkSkuAndBuyer(supplierId: number, data: AgreementData): Promise<void> {
  const [[sku], [buyer]] = await Promise.all([
    db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.id, data.skuId), eq(products.supplierId, supplierId))),
    db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(
        and(
          eq(enterprises.id, data.buyerEnterpriseId),
          eq(enterprises.type, BUYER),
          eq(enterprises.status, APPROVED),
        ),
      ),
  ]);
  if (!sku) throw badRequest(AGREEMENT_MSG.skuMissing);
  if (!buyer) throw badRequest(AGREEMENT_MSG.buyerMissing);
}

export async function createAgreement(
  user: SessionUser,
  data: AgreementData,
  now = new Date(),
): Promise<AgreementRow> {
  const supplierId = await ownSupplierId(user);
  await checkSkuAndBuyer(supplierId, data);
  try {
    const [row] = await db
      .insert(skuAgreements)
      .values({
        skuId: data.skuId,
        buyerEnterpriseId: data.buyerEnterpriseId,
        agreementNo: data.agreementNo ?? newAgreementNo(now),
        price: data.price,
        startAt: shanghaiDayStart(data.startDate),
        endAt: shanghaiDayEnd(data.endDate),
      })
      .returning({ id: skuAgreements.id });
    return ownAgreement(user, row!.id, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, AGREEMENT_MSG.duplicate);
    throw error;
  }
}

export async function updateAgreement(
  user: SessionUser,
  id: number,
  data: AgreementData,
  now = new Date(),
): Promise<AgreementRow> {
  const current = await ownAgreement(user, id, now);
  const supplierId = await ownSupplierId(user);
  await checkSkuAndBuyer(supplierId, data);
  try {
    await db
      .update(skuAgreements)
      .set({
        skuId: data.skuId,
        buyerEnterpriseId: data.buyerEnterpriseId,
        agreementNo: data.agreementNo ?? current.agreementNo,
        price: data.price,
        startAt: shanghaiDayStart(data.startDate),
        endAt: shanghaiDayEnd(data.endDate),
      })
      .where(eq(skuAgreements.id, current.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, AGREEMENT_MSG.duplicate);
    throw error;
  }
  return ownAgreement(user, id, now);
}

export async function deleteAgreement(user: SessionUser, id: number): Promise<null> {
  const current = await ownAgreement(user, id);
  await db.delete(skuAgreements).where(eq(skuAgreements.id, current.id));
  return null;
}

export const buyerSearchInput = z.object({
  name: param(z.string().trim().max(64, '企业名称最多 64 个字').optional()),
});

/** Approved buyer companies whose name contains the text (the 采购企业 picker), at most 20. */
export async function searchBuyers(
  user: SessionUser,
  name: string | undefined,
): Promise<{ id: number; name: string }[]> {
  await ownSupplierId(user);
  return db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.type, BUYER),
        eq(enterprises.status, APPROVED),
        name ? ilike(enterprises.name, containsPattern(name)) : undefined,
      ),
    )
    .orderBy(asc(enterprises.name), asc(enterprises.id))
    .limit(20);
}

export const skuSearchInput = z.object({
  keyword: param(z.string().trim().max(64, '商品关键词最多 64 个字').optional()),
});

/** Own products' SKUs by product name or SKU code (the 商品规格 picker), at most 30. */
export async function searchOwnSkus(
  user: SessionUser,
  keyword: string | undefined,
): Promise<OwnSkuOption[]> {
  const supplierId = await ownSupplierId(user);
  const rows = await db
    .select({
      skuId: skus.id,
      skuCode: skus.code,
      salesAttributes: skus.salesAttributes,
      productId: products.id,
      productName: products.name,
      unit: products.unit,
      listPrice: skus.price,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(products.supplierId, supplierId),
        keyword
          ? or(
              ilike(products.name, containsPattern(keyword)),
              ilike(skus.code, containsPattern(keyword)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(products.id), asc(skus.sort), asc(skus.id))
    .limit(30);
  return rows.map(({ salesAttributes, ...r }) => ({
    ...r,
    listPrice: r.listPrice || null,
    skuSpec: specOf(salesAttributes),
  }));
}
