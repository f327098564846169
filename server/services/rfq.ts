import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type {
  BuyerRfqDetail,
  RfqAwardView,
  RfqComparisonView,
  RfqEventView,
  RfqHead,
  RfqNotice,
  RfqSummary,
  RfqSupplierOption,
} from '@/api/modules/rfq';
import type { Page, PageQuery } from '@/api/types';
import { memberLevelOf } from '@/lib/identity';
import { nextOrderStatus } from '@/lib/order-lifecycle';
import { formatOrderNo } from '@/lib/order-no';
import {
  buyerActions,
  canReadPrices,
  compareQuotes,
  deadlineProblem,
  effectiveStatus,
  formatRfqCode,
  INVOICE_TYPES,
  RFQ_ACTION_TEXT,
  RFQ_MSG,
  RFQ_STATUS,
  RFQ_STATUS_TEXT,
  RFQ_TABS,
  RFQ_TRANSITIONS,
  roundClosed,
  roundOpen,
  shanghaiMinute,
  splitAward,
  type InvoiceType,
  type RfqAction,
  type RfqAttachment,
  type RfqAwardData,
  type RfqDraftData,
  type RfqStatus,
  type RfqTabKey,
} from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { MEMBER_LEVELS } from '@/lib/supplier';
import { formatDateTime, formatFen } from '@/lib/format';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import type { MemberLevel } from '@/api/types';
import { db } from '@/server/db';
import {
  areas,
  categories,
  enterprises,
  greenCertificates,
  orderApprovals,
  orderLines,
  orders,
  products,
  projects,
  receiveAddresses,
  rfqAwards,
  rfqEvents,
  rfqInvites,
  rfqLines,
  rfqQuotes,
  rfqRounds,
  rfqs,
  skus,
  users,
} from '@/server/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '@/server/http/errors';
import { priceSkus } from './cart';
import { ADDRESS_GONE, assertAuditor, ownProject } from './checkout';
import type { Tx } from './certification';
import type { SessionUser } from './identity/session';
import { fanOutToMembers, notify, notifyMembers } from './messages';
import { announcePlaced, nextOrderId } from './order';
import { PRIVATE_PREFIX } from '@/server/storage';
import { findOwnUpload } from './upload';
import { approvalPlanFor, assertSpendingAllowed } from './order-approval';
import { writeOrderEvent } from './order-lifecycle';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';
import {
  buyerRfqLink,
  convertWhenOrdersReady,
  moveRfq,
  quotedSuppliers,
  scheduleDeadline,
  settleDeadline,
  supplierRfqLink,
  writeRfqEvent,
  type RfqRow,
} from './rfq-events';

type Ex = Tx | typeof db;

/** The buyer enterprise of a buyer-centre caller. */
export function rfqBuyerOf(user: SessionUser): number {
  if (user.topType !== TOP_TYPE.buyer || user.enterpriseId === null) {
    throw forbidden(RFQ_MSG.buyersOnly);
  }
  return user.enterpriseId;
}

const buyerActor = (user: SessionUser) => ({ id: user.id, role: 'buyer' as const });

/** The requests of the caller's buying company: every member reads them (list and detail). */
const companyRfqs = (user: SessionUser) => eq(rfqs.buyerEnterpriseId, rfqBuyerOf(user));

/** A request of the caller's company, or 404 (another company's request does not exist for them). */
async function companyRow(ex: Ex, user: SessionUser, id: number, lock = false): Promise<RfqRow> {
  const q = ex
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, id), companyRfqs(user)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(RFQ_MSG.notFound);
  return row;
}

/** The request to change: only the member who created it acts; a colleague gets 403. */
async function ownRow(ex: Ex, user: SessionUser, id: number, lock = false): Promise<RfqRow> {
  const row = await companyRow(ex, user, id, lock);
  if (row.userId !== user.id) throw forbidden(RFQ_MSG.creatorOnly);
  return row;
}

// ---------------------------------------------------------------- drafts

/** Level-2 categories of the lines' catalogue SKUs and chosen categories, for open requests. */
async function lineCategories(
  ex: Ex,
  data: RfqDraftData,
): Promise<{
  skuRows: Map<number, { productId: number; categoryId: number }>;
  level2: number[];
}> {
  const skuIds = data.lines.flatMap((l) => (l.skuId ? [l.skuId] : []));
  const rows = skuIds.length
    ? await ex
        .select({ id: skus.id, productId: skus.productId, categoryId: products.category2Id })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(inArray(skus.id, skuIds))
    : [];
  const skuRows = new Map(rows.map((r) => [r.id, r]));
  if (skuIds.some((id) => !skuRows.has(id))) throw badRequest('询价明细中的商品规格不存在');
  const chosen = [...new Set(data.lines.flatMap((l) => (l.categoryId ? [l.categoryId] : [])))];
  const cats = chosen.length
    ? await ex
        .select({ id: categories.id, pid: categories.pid, level: categories.level })
        .from(categories)
        .where(inArray(categories.id, chosen))
    : [];
  const level2 = [
    ...new Set([
      ...rows.map((r) => r.categoryId),
      ...cats.flatMap((c) => (c.level === 2 ? [c.id] : c.level === 3 ? [c.pid] : [])),
    ]),
  ];
  return { skuRows, level2 };
}

async function assertSuppliers(ex: Ex, ids: number[]) {
  if (!ids.length) return;
  const rows = await ex
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(inArray(enterprises.id, ids), eq(enterprises.type, 1), eq(enterprises.status, 1)));
  if (rows.length !== new Set(ids).size) throw badRequest('邀请的供应商不存在或未通过认证');
}

/**
 * Attachments must be files this user uploaded through the storage layer (any driver): public
 * ones for a request (every invited supplier downloads them), private ones for a quote (sealed,
 * see rfq-files.ts). A link to anything else is refused. Names are the uploaded files' own.
 */
export async function ownAttachments(
  user: SessionUser,
  files: RfqAttachment[],
  visibility: 'public' | 'private',
): Promise<RfqAttachment[]> {
  const own = await Promise.all(files.map((f) => findOwnUpload(user.id, f.url)));
  return files.map((f, i) => {
    const file = own[i];
    if (!file || file.key.startsWith(PRIVATE_PREFIX) !== (visibility === 'private')) {
      throw badRequest(`附件「${f.name}」须为本人在本站上传的文件`);
    }
    return { name: file.name.slice(0, 100), url: f.url };
  });
}

/** POST developer/rfqs (create) and PUT developer/rfqs/{id} (edit a draft). */
export async function saveDraft(
  user: SessionUser,
  data: RfqDraftData,
  id?: number,
): Promise<{ id: number }> {
  const enterpriseId = rfqBuyerOf(user);
  // A colleague's request answers 403 before anything of the input is judged.
  if (id !== undefined) await ownRow(db, user, id);
  if (data.projectId !== undefined) await ownProject(user, data.projectId);
  const [address] = await db
    .select()
    .from(receiveAddresses)
    .where(
      and(
        eq(receiveAddresses.id, data.receiveAddressId),
        eq(receiveAddresses.userId, user.id),
        eq(receiveAddresses.enterpriseId, enterpriseId),
      ),
    );
  if (!address) throw badRequest(ADDRESS_GONE);
  await assertSuppliers(db, data.supplierIds);
  const attachments = await ownAttachments(user, data.attachments, 'public');
  const { skuRows, level2 } = await lineCategories(db, data);
  const values = {
    title: data.title,
    projectId: data.projectId ?? null,
    address: {
      receiverName: address.receiverName,
      phone: address.phone,
      province: address.province,
      city: address.city,
      address: address.address,
    },
    deliveryDate: data.deliveryDate,
    invoiceType: data.invoiceType,
    taxRate: data.taxRate,
    paymentTerms: data.paymentTerms,
    deadline: shanghaiMinute(data.deadline)!,
    openToAll: data.openToAll,
    categoryIds: level2,
    attachments,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    let rfqId: number;
    if (id === undefined) {
      const [next] = await tx
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('rfqs', 'id'))::int` })
        .from(sql`(select 1) as one`);
      rfqId = next!.id;
      await tx.insert(rfqs).values({
        id: rfqId,
        code: formatRfqCode(new Date(), rfqId),
        userId: user.id,
        buyerEnterpriseId: enterpriseId,
        status: RFQ_STATUS.draft,
        ...values,
      });
      await tx.insert(rfqRounds).values({ rfqId, round: 1, deadline: values.deadline });
    } else {
      const row = await ownRow(tx, user, id, true);
      if (row.status !== RFQ_STATUS.draft) throw new HttpError(409, '只有草稿可以修改');
      rfqId = row.id;
      await tx.update(rfqs).set(values).where(eq(rfqs.id, rfqId));
      await tx
        .update(rfqRounds)
        .set({ deadline: values.deadline })
        .where(and(eq(rfqRounds.rfqId, rfqId), eq(rfqRounds.round, 1)));
      await tx.delete(rfqLines).where(eq(rfqLines.rfqId, rfqId));
      await tx.delete(rfqInvites).where(eq(rfqInvites.rfqId, rfqId));
    }
    await tx.insert(rfqLines).values(
      data.lines.map((l, i) => {
        const sku = l.skuId ? skuRows.get(l.skuId) : undefined;
        return {
          rfqId,
          sort: i + 1,
          productId: sku?.productId ?? null,
          skuId: l.skuId ?? null,
          categoryId: sku?.categoryId ?? l.categoryId ?? null,
          name: l.name,
          spec: l.spec ?? null,
          brand: l.brand ?? null,
          unit: l.unit,
          qty: l.qty,
        };
      }),
    );
    const invited = [...new Set(data.supplierIds)];
    if (invited.length) {
      await tx.insert(rfqInvites).values(invited.map((supplierId) => ({ rfqId, supplierId })));
    }
    await writeRfqEvent(tx, {
      rfqId,
      action: id === undefined ? 'create' : 'edit',
      from: id === undefined ? null : RFQ_STATUS.draft,
      to: RFQ_STATUS.draft,
      actorId: user.id,
      role: 'buyer',
    });
    return { id: rfqId };
  });
}

// ---------------------------------------------------------------- transitions

function assertTransition(action: keyof typeof RFQ_TRANSITIONS, status: RfqStatus) {
  const t = RFQ_TRANSITIONS[action];
  if (!t.from.includes(status)) {
    throw new HttpError(
      409,
      `询价单${RFQ_STATUS_TEXT[status]}，不能${RFQ_ACTION_TEXT[action as RfqAction]}`,
    );
  }
}

/** Everyone a published request concerns: the invited suppliers and, if open, the eligible ones. */
async function audience(ex: Ex, rfq: RfqRow): Promise<number[]> {
  const invited = await ex
    .select({ id: rfqInvites.supplierId })
    .from(rfqInvites)
    .where(eq(rfqInvites.rfqId, rfq.id));
  return invited.map((r) => r.id);
}

/** POST developer/rfqs/{id}/publish: 草稿 → 报价中; the invited suppliers are told. */
export async function publishRfq(user: SessionUser, id: number, now = new Date()) {
  const { rfq, invited } = await db.transaction(async (tx) => {
    const rfq = await ownRow(tx, user, id, true);
    assertTransition('publish', rfq.status as RfqStatus);
    const problem = deadlineProblem(rfq.deadline, now);
    if (problem) throw badRequest(problem);
    const invited = await audience(tx, rfq);
    if (!invited.length && !rfq.openToAll) throw badRequest(RFQ_MSG.noSuppliers);
    if (rfq.openToAll && !rfq.categoryIds.length) throw badRequest(RFQ_MSG.openNoCategory);
    await moveRfq(tx, rfq, 'publish', buyerActor(user), {
      note: rfq.openToAll ? '公开给所有认证供应商，并发布询价公告' : null,
      set: { publishedAt: now },
    });
    return { rfq, invited };
  });
  // Once published: the invitations go out by a job, and the request opens at its deadline.
  await fanOutToMembers(invited, {
    side: 'supplier',
    kind: 'inquiry',
    title: '您收到一份询价邀请',
    content: `询价单「${rfq.title}」（${rfq.code}）邀请贵司报价，截止时间 ${formatDateTime(rfq.deadline)}。`,
    link: supplierRfqLink(id),
  });
  await scheduleDeadline(id, rfq.deadline);
  return buyerRfqDetail(user, id, now);
}

/** POST developer/rfqs/{id}/cancel: with a reason; everyone who quoted or was invited is told. */
export async function cancelRfq(user: SessionUser, id: number, reason: string, now = new Date()) {
  await db.transaction(async (tx) => {
    let rfq = await ownRow(tx, user, id, true);
    rfq = await settleDeadline(tx, rfq, now);
    assertTransition('cancel', rfq.status as RfqStatus);
    // After an award was sent back, lines whose order stands keep the request alive.
    const [{ n: standing } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(rfqAwards)
      .where(eq(rfqAwards.rfqId, id));
    if (standing) throw new HttpError(409, RFQ_MSG.cancelAwarded);
    await moveRfq(tx, rfq, 'cancel', buyerActor(user), {
      note: reason,
      set: { cancelReason: reason },
    });
    if (rfq.status === RFQ_STATUS.draft) return;
    const told = new Set([...(await audience(tx, rfq)), ...(await quotedSuppliers(tx, id))]);
    for (const supplierId of told) {
      await notifyMembers(tx, supplierId, {
        side: 'supplier',
        kind: 'inquiry',
        title: '询价单已取消',
        content: `询价单「${rfq.title}」（${rfq.code}）已被采购方取消，原因：${reason}。感谢贵司的关注。`,
        link: supplierRfqLink(id),
      });
    }
  });
  return buyerRfqDetail(user, id, now);
}

/** POST developer/rfqs/{id}/round: ask chosen suppliers for a final offer by a new deadline. */
export async function newRound(
  user: SessionUser,
  id: number,
  input: { supplierIds: number[]; deadline: string; note?: string },
  now = new Date(),
) {
  const deadline = shanghaiMinute(input.deadline)!;
  const problem = deadlineProblem(deadline, now);
  if (problem) throw badRequest(problem);
  await db.transaction(async (tx) => {
    let rfq = await ownRow(tx, user, id, true);
    rfq = await settleDeadline(tx, rfq, now);
    assertTransition('round', rfq.status as RfqStatus);
    if (roundOpen(rfq.status as RfqStatus, rfq.deadline, now)) {
      throw new HttpError(409, '本轮报价尚未截止，不能发起新一轮');
    }
    const quoted = new Set(await quotedSuppliers(tx, id));
    const chosen = [...new Set(input.supplierIds)];
    if (chosen.some((s) => !quoted.has(s))) throw badRequest('只能邀请已报价的供应商参加新一轮');
    const round = rfq.round + 1;
    await tx.insert(rfqRounds).values({
      rfqId: id,
      round,
      deadline,
      supplierIds: chosen,
      note: input.note ?? null,
    });
    await moveRfq(tx, rfq, 'round', buyerActor(user), {
      note: `第 ${round} 轮，截止 ${formatDateTime(deadline)}${input.note ? `：${input.note}` : ''}`,
      set: { round, deadline },
    });
    for (const supplierId of chosen) {
      await notifyMembers(tx, supplierId, {
        side: 'supplier',
        kind: 'inquiry',
        title: '请提交最终报价',
        content: `询价单「${rfq.title}」（${rfq.code}）邀请贵司参加第 ${round} 轮报价，截止时间 ${formatDateTime(deadline)}。${input.note ?? ''}`,
        link: supplierRfqLink(id),
      });
    }
  });
  await scheduleDeadline(id, deadline);
  return buyerRfqDetail(user, id, now);
}

// ---------------------------------------------------------------- reading

async function linesOf(ex: Ex, rfqId: number) {
  return ex
    .select()
    .from(rfqLines)
    .where(eq(rfqLines.rfqId, rfqId))
    .orderBy(asc(rfqLines.sort), asc(rfqLines.id));
}

/** The parts of a request every party that may read it sees (no quotes). */
export async function headOf(ex: Ex, rfq: RfqRow, now: Date): Promise<RfqHead> {
  const [names] = await ex
    .select({
      buyer: enterprises.name,
      project: sql<
        string | null
      >`(select ${projects.projectName} from ${projects} where ${projects.id} = ${rfq.projectId ?? 0})`,
    })
    .from(enterprises)
    .where(eq(enterprises.id, rfq.buyerEnterpriseId));
  const status = effectiveStatus(rfq.status as RfqStatus, rfq.deadline, now);
  return {
    id: rfq.id,
    code: rfq.code,
    title: rfq.title,
    status,
    statusText: RFQ_STATUS_TEXT[status],
    buyerEnterpriseName: names?.buyer ?? '',
    projectName: names?.project ?? null,
    address: rfq.address,
    deliveryDate: rfq.deliveryDate,
    invoiceType: rfq.invoiceType as InvoiceType,
    taxRate: rfq.taxRate,
    paymentTerms: rfq.paymentTerms,
    deadline: rfq.deadline.toISOString(),
    round: rfq.round,
    roundOpen: roundOpen(rfq.status as RfqStatus, rfq.deadline, now),
    openToAll: rfq.openToAll,
    attachments: rfq.attachments,
    cancelReason: rfq.cancelReason,
    lines: (await linesOf(ex, rfq.id)).map((l) => ({
      id: l.id,
      productId: l.productId,
      skuId: l.skuId,
      categoryId: l.categoryId,
      name: l.name,
      spec: l.spec,
      brand: l.brand,
      unit: l.unit,
      qty: l.qty,
    })),
    createdAt: rfq.createdAt.toISOString(),
  };
}

/** The latest revision of each supplier's quote per round. */
async function latestQuotes(ex: Ex, rfqId: number) {
  const rows = await ex
    .select()
    .from(rfqQuotes)
    .where(eq(rfqQuotes.rfqId, rfqId))
    .orderBy(asc(rfqQuotes.round), asc(rfqQuotes.supplierId), desc(rfqQuotes.revision));
  const seen = new Set<string>();
  return rows.filter((q) => {
    const key = `${q.round}:${q.supplierId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function roundsOf(ex: Ex, rfqId: number) {
  return ex
    .select()
    .from(rfqRounds)
    .where(eq(rfqRounds.rfqId, rfqId))
    .orderBy(asc(rfqRounds.round));
}

/**
 * The sealed-bid core: each supplier's latest quote among the rounds that have closed by the
 * server clock. Quotes of a round still open never leave this function.
 */
async function openedQuotes(ex: Ex, rfq: RfqRow, now: Date) {
  const rounds = await roundsOf(ex, rfq.id);
  const closed = new Set(
    rounds
      .filter((r) =>
        canReadPrices('buyer', { ownQuote: false, roundClosed: roundClosed(r.deadline, now) }),
      )
      .map((r) => r.round),
  );
  const latest = (await latestQuotes(ex, rfq.id)).filter((q) => closed.has(q.round));
  const bySupplier = new Map<number, (typeof latest)[number]>();
  for (const q of latest) {
    const had = bySupplier.get(q.supplierId);
    if (!had || q.round > had.round) bySupplier.set(q.supplierId, q);
  }
  return [...bySupplier.values()];
}

async function comparisonOf(ex: Ex, rfq: RfqRow, now: Date): Promise<RfqComparisonView | null> {
  const quotes = await openedQuotes(ex, rfq, now);
  if (!quotes.length) return null;
  const lines = await linesOf(ex, rfq.id);
  const supplierIds = quotes.map((q) => q.supplierId);
  const [companies, green] = await Promise.all([
    ex
      .select({
        id: enterprises.id,
        name: enterprises.name,
        memberLevel: enterprises.memberLevel,
        tenantStatus: enterprises.tenantStatus,
        status: enterprises.status,
      })
      .from(enterprises)
      .where(inArray(enterprises.id, supplierIds)),
    ex
      .select({ id: greenCertificates.enterpriseId, n: count() })
      .from(greenCertificates)
      .where(
        and(inArray(greenCertificates.enterpriseId, supplierIds), eq(greenCertificates.status, 1)),
      )
      .groupBy(greenCertificates.enterpriseId),
  ]);
  const skuIds = lines.flatMap((l) => (l.skuId ? [l.skuId] : []));
  const priced = skuIds.length ? await priceSkus(ex, rfq.buyerEnterpriseId, skuIds) : new Map();
  const table = compareQuotes(
    lines.map((l) => ({ id: l.id, qty: l.qty })),
    quotes.map((q) => ({
      supplierId: q.supplierId,
      round: q.round,
      freight: q.freight,
      lines: q.lines,
    })),
  );
  return {
    suppliers: quotes.map((q) => {
      const c = companies.find((e) => e.id === q.supplierId);
      return {
        id: q.supplierId,
        name: c?.name ?? '供应商',
        memberLevel: memberLevelOf(c?.memberLevel ?? null),
        certified: c?.status === 1,
        greenCertificates: green.find((g) => g.id === q.supplierId)?.n ?? 0,
        round: q.round,
        revision: q.revision,
        validUntil: q.validUntil,
        freight: q.freight,
        remark: q.remark,
        attachments: q.attachments,
      };
    }),
    catalogPrice: Object.fromEntries(
      lines.map((l) => [l.id, l.skuId ? (priced.get(l.skuId)?.unitPrice ?? null) : null]),
    ),
    ...table,
  };
}

async function awardsOf(ex: Ex, rfqId: number, supplierId?: number): Promise<RfqAwardView[]> {
  const rows = await ex
    .select({
      a: rfqAwards,
      supplierName: enterprises.name,
      orderNo: orders.orderNo,
    })
    .from(rfqAwards)
    .innerJoin(enterprises, eq(enterprises.id, rfqAwards.supplierId))
    .leftJoin(orders, eq(orders.id, rfqAwards.orderId))
    .where(
      and(
        eq(rfqAwards.rfqId, rfqId),
        supplierId ? eq(rfqAwards.supplierId, supplierId) : undefined,
      ),
    )
    .orderBy(asc(rfqAwards.lineId));
  return rows.map(({ a, supplierName, orderNo }) => ({
    lineId: a.lineId,
    supplierId: a.supplierId,
    supplierName,
    unitPrice: a.unitPrice,
    qty: a.qty,
    amount: a.amount,
    orderId: a.orderId,
    orderNo: orderNo ?? null,
  }));
}

async function eventsOf(
  ex: Ex,
  rfq: RfqRow,
  now: Date,
): Promise<{ views: RfqEventView[]; rejection: BuyerRfqDetail['awardRejection'] }> {
  const rows = await ex
    .select({ e: rfqEvents, actorName: users.name, supplierName: enterprises.name })
    .from(rfqEvents)
    .leftJoin(users, eq(users.id, rfqEvents.actorId))
    .leftJoin(enterprises, eq(enterprises.id, rfqEvents.supplierId))
    .where(eq(rfqEvents.rfqId, rfq.id))
    .orderBy(asc(rfqEvents.createdAt), asc(rfqEvents.id));
  const sealed = roundOpen(rfq.status as RfqStatus, rfq.deadline, now);
  return {
    rejection: awardRejectionOf(
      rfq,
      rows.map((r) => r.e),
    ),
    views: rows.map(({ e, actorName, supplierName }) => ({
      id: e.id,
      actionText: RFQ_ACTION_TEXT[e.action as RfqAction] ?? e.action,
      toStatusText: RFQ_STATUS_TEXT[e.toStatus as RfqStatus] ?? e.toStatus,
      // While a round is open the buyer learns that a quote came, not from whom.
      actorName:
        e.actorRole === 'system'
          ? '系统'
          : e.actorRole === 'supplier'
            ? sealed
              ? '供应商'
              : (supplierName ?? '供应商')
            : (actorName ?? ''),
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

async function roundQuoteCounts(ex: Ex, rfqId: number) {
  const rows = await ex
    .select({
      round: rfqQuotes.round,
      n: sql<number>`count(distinct ${rfqQuotes.supplierId})::int`,
    })
    .from(rfqQuotes)
    .where(eq(rfqQuotes.rfqId, rfqId))
    .groupBy(rfqQuotes.round);
  return new Map(rows.map((r) => [r.round, r.n]));
}

/**
 * Why the award was last sent back, while the request waits to be awarded again: the note of a
 * `reject` event after the last `award`.
 */
function awardRejectionOf(rfq: RfqRow, events: (typeof rfqEvents.$inferSelect)[]) {
  if (rfq.status !== RFQ_STATUS.opened && rfq.status !== RFQ_STATUS.negotiating) return null;
  const last = events.findLast((e) => e.action === 'award' || e.action === 'reject');
  return last?.action === 'reject'
    ? { note: last.note ?? '', at: last.createdAt.toISOString() }
    : null;
}

/**
 * GET developer/rfqs/{id}: before the deadline a count of quotes only; after it the comparison.
 * A read writes nothing: the clock alone decides what is sealed, and the minute sweep records
 * the opening. Colleagues of the creator read the same, with no actions.
 */
export async function buyerRfqDetail(
  user: SessionUser,
  id: number,
  now = new Date(),
): Promise<BuyerRfqDetail> {
  const rfq = await companyRow(db, user, id);
  const [head, invites, rounds, counts, comparison, awards, events] = await Promise.all([
    headOf(db, rfq, now),
    db
      .select({ id: enterprises.id, name: enterprises.name })
      .from(rfqInvites)
      .innerJoin(enterprises, eq(enterprises.id, rfqInvites.supplierId))
      .where(eq(rfqInvites.rfqId, id))
      .orderBy(asc(enterprises.id)),
    roundsOf(db, id),
    roundQuoteCounts(db, id),
    comparisonOf(db, rfq, now),
    awardsOf(db, id),
    eventsOf(db, rfq, now),
  ]);
  return {
    ...head,
    invites,
    rounds: rounds.map((r) => ({
      round: r.round,
      deadline: r.deadline.toISOString(),
      closed: roundClosed(r.deadline, now),
      quoteCount: counts.get(r.round) ?? 0,
      note: r.note,
    })),
    quoteCount: counts.get(rfq.round) ?? 0,
    comparison,
    awards,
    events: events.views,
    awardRejection: events.rejection,
    createdByMe: rfq.userId === user.id,
    actions: buyerActions(rfq.status as RfqStatus, rfq.deadline, now, rfq.userId === user.id),
  };
}

export const rfqListInput = pageQuery(10).extend({
  tab: param(
    z
      .enum(RFQ_TABS.map((t) => t.key) as [RfqTabKey, ...RfqTabKey[]], { error: '页签不正确' })
      .optional(),
  ),
  keyword: param(z.string().trim().max(64, '关键词最多 64 个字').optional()),
});

function tabWhere(tab: RfqTabKey | undefined, now: Date): SQL | undefined {
  if (!tab || tab === 'all') return undefined;
  // 报价中 and 已开标 differ by the clock, not only by the stored state.
  if (tab === 'quoting') {
    return and(eq(rfqs.status, RFQ_STATUS.quoting), sql`${rfqs.deadline} > ${now.toISOString()}`);
  }
  if (tab === 'opened') {
    return or(
      inArray(rfqs.status, [RFQ_STATUS.opened, RFQ_STATUS.negotiating]),
      and(eq(rfqs.status, RFQ_STATUS.quoting), sql`${rfqs.deadline} <= ${now.toISOString()}`),
    );
  }
  const statuses = RFQ_TABS.find((t) => t.key === tab)!.statuses as readonly string[];
  return inArray(rfqs.status, [...statuses]);
}

const quoteCountSql = sql<number>`(select count(distinct q.supplier_id)::int from rfq_quotes q where q.rfq_id = "rfqs"."id" and q.round = "rfqs"."round")`;
const lineCountSql = sql<number>`(select count(*)::int from rfq_lines l where l.rfq_id = "rfqs"."id")`;

/**
 * GET developer/rfqs: the requests of the buyer's company (the member's own and colleagues'),
 * newest first, with a count of quotes (never prices).
 */
export async function listBuyerRfqs(
  user: SessionUser,
  q: z.output<typeof rfqListInput>,
  now = new Date(),
): Promise<Page<RfqSummary>> {
  const where = and(
    companyRfqs(user),
    tabWhere(q.tab, now),
    q.keyword
      ? or(
          ilike(rfqs.title, containsPattern(q.keyword)),
          ilike(rfqs.code, containsPattern(q.keyword)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        rfq: rfqs,
        quoteCount: quoteCountSql,
        lineCount: lineCountSql,
        buyerName: users.name,
      })
      .from(rfqs)
      .innerJoin(users, eq(users.id, rfqs.userId))
      .where(where)
      .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(rfqs).where(where),
  ]);
  return toPage(
    rows.map((r) => summaryOf(r.rfq, r, user, now)),
    total?.n ?? 0,
    q,
  );
}

function summaryOf(
  rfq: RfqRow,
  extra: { quoteCount: number; lineCount: number; buyerName: string },
  user: SessionUser,
  now: Date,
): RfqSummary {
  const status = effectiveStatus(rfq.status as RfqStatus, rfq.deadline, now);
  return {
    id: rfq.id,
    code: rfq.code,
    title: rfq.title,
    status,
    statusText: RFQ_STATUS_TEXT[status],
    deadline: rfq.deadline.toISOString(),
    round: rfq.round,
    openToAll: rfq.openToAll,
    lineCount: extra.lineCount,
    quoteCount: extra.quoteCount,
    buyerName: extra.buyerName,
    createdByMe: rfq.userId === user.id,
    createdAt: rfq.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- award

/**
 * POST developer/rfqs/{id}/award. One transaction under the request's lock: the award is split
 * into one order per supplier at the quoted prices, each through the company's approval rules
 * (the same plan and spending checks as a checkout), and the losing suppliers are told. A
 * repeated or concurrent award finds the request already 已定标 and answers with it unchanged.
 * After an award was sent back in approval (`withdrawAward`), lines whose order still stands
 * keep their supplier; the rest are awarded again, as new orders.
 */
export async function awardRfq(
  user: SessionUser,
  id: number,
  input: RfqAwardData,
  now = new Date(),
): Promise<BuyerRfqDetail> {
  const enterpriseId = rfqBuyerOf(user);
  if (input.auditorId !== undefined) await assertAuditor(user, input.auditorId);
  await db.transaction(async (tx) => {
    let rfq = await ownRow(tx, user, id, true);
    if (rfq.status === RFQ_STATUS.awarded || rfq.status === RFQ_STATUS.ordered) return;
    rfq = await settleDeadline(tx, rfq, now);
    assertTransition('award', rfq.status as RfqStatus);
    if (roundOpen(rfq.status as RfqStatus, rfq.deadline, now)) {
      throw new HttpError(409, RFQ_MSG.awardRoundOpen);
    }
    const quotes = await openedQuotes(tx, rfq, now);
    const lines = await linesOf(tx, id);
    const table = compareQuotes(
      lines.map((l) => ({ id: l.id, qty: l.qty })),
      quotes.map((q) => ({
        supplierId: q.supplierId,
        round: q.round,
        freight: q.freight,
        lines: q.lines,
      })),
    );
    if (input.awards.some((a) => !lines.some((l) => l.id === a.lineId))) {
      throw badRequest(RFQ_MSG.lineMismatch);
    }
    const kept = await tx
      .select({ lineId: rfqAwards.lineId, supplierId: rfqAwards.supplierId })
      .from(rfqAwards)
      .where(eq(rfqAwards.rfqId, id));
    if (input.awards.some((a) => kept.some((k) => k.lineId === a.lineId))) {
      throw badRequest(RFQ_MSG.awardKept);
    }
    const split = splitAward(table, input.awards);
    if (!split.ok) throw badRequest(split.message);
    const [{ n: earlier } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(rfqEvents)
      .where(and(eq(rfqEvents.rfqId, id), eq(rfqEvents.action, 'award')));
    const grand = [...split.orders.values()].reduce((s, o) => s + o.goods + o.freight, 0);
    await assertSpendingAllowed(tx, {
      userId: user.id,
      enterpriseId,
      projectId: rfq.projectId,
      amount: grand,
    });
    // One key per award: a re-award may go to a supplier of the first one (a new order).
    const key = earlier ? `rfq-${rfq.id}-${earlier + 1}` : `rfq-${rfq.id}`;
    for (const supplierId of [...split.orders.keys()].sort((a, b) => a - b)) {
      const part = split.orders.get(supplierId)!;
      const total = part.goods + part.freight;
      const plan = await approvalPlanFor(tx, enterpriseId, total, input.auditorId);
      if (!plan.ok) throw badRequest(plan.message);
      const status = nextOrderStatus(null, 'submit', 'buyer', {
        lastApprovalLevel: plan.approverIds.length === 0,
      })!;
      const orderId = await nextOrderId(tx);
      const [order] = await tx
        .insert(orders)
        .values({
          id: orderId,
          orderNo: formatOrderNo(now, orderId),
          userId: user.id,
          buyerEnterpriseId: enterpriseId,
          supplierId,
          projectId: rfq.projectId,
          status,
          approvalLevel: plan.approverIds.length ? 1 : 0,
          goodsAmount: part.goods,
          freightAmount: part.freight,
          totalAmount: total,
          address: rfq.address,
          remark: `询比价 ${rfq.code} 定标${input.remark ? `：${input.remark}` : ''}`,
          auditorId: input.auditorId ?? null,
          idempotencyKey: key,
        })
        .returning();
      if (plan.approverIds.length) {
        await tx
          .insert(orderApprovals)
          .values(plan.approverIds.map((approverId, i) => ({ orderId, level: i + 1, approverId })));
      }
      await writeOrderEvent(tx, {
        orderId,
        action: 'submit',
        from: null,
        to: status,
        actor: { user, role: 'buyer' },
        note: `由询比价 ${rfq.code} 定标生成${plan.approverIds.length ? '' : '；金额在免审范围内，无需审核'}`,
      });
      const quote = quotes.find((q) => q.supplierId === supplierId)!;
      await tx.insert(orderLines).values(
        part.lines.map((a) => {
          const line = lines.find((l) => l.id === a.lineId)!;
          const offered = quote.lines.find((l) => l.lineId === a.lineId);
          return {
            orderId,
            productId: line.productId,
            skuId: null,
            productName: line.name,
            skuDesc: [line.spec, offered?.brandModel].filter(Boolean).join(' ').slice(0, 255),
            imageUrl: null,
            unit: line.unit,
            priceType: 2,
            unitPrice: a.unitPrice,
            qty: a.qty,
            amount: a.amount,
          };
        }),
      );
      await tx.insert(rfqAwards).values(
        part.lines.map((a) => ({
          rfqId: id,
          lineId: a.lineId,
          supplierId,
          quoteId: quote.id,
          unitPrice: a.unitPrice,
          qty: a.qty,
          amount: a.amount,
          orderId: order!.id,
        })),
      );
    }
    const winners = [...split.orders.keys()];
    await moveRfq(tx, rfq, 'award', buyerActor(user), {
      note: `${earlier ? '重新定标：' : ''}${winners.length > 1 ? '按行拆分给' : '整单授予'} ${winners.length} 家供应商，生成 ${winners.length} 个订单，按公司审批规则审核${kept.length ? `；另有 ${kept.length} 行保持原定标` : ''}${input.remark ? `；${input.remark}` : ''}`,
    });
    await announcePlaced(tx, user.id, key);
    // Everyone invited or quoting hears the outcome: the winners their share, the rest politely
    // (a supplier whose earlier order stands has already heard).
    const told = new Set([...(await audience(tx, rfq)), ...(await quotedSuppliers(tx, id))]);
    for (const k of kept) if (!split.orders.has(k.supplierId)) told.delete(k.supplierId);
    for (const supplierId of told) {
      const won = split.orders.get(supplierId);
      await notifyMembers(tx, supplierId, {
        side: 'supplier',
        kind: 'inquiry',
        title: won ? '恭喜贵司中标' : '询价结果通知',
        content: won
          ? `询价单「${rfq.title}」（${rfq.code}）中贵司中标 ${won.lines.length} 行，金额 ¥${formatFen(won.goods + won.freight)}，订单经采购方审批后发送给贵司确认。`
          : `感谢贵司参与询价单「${rfq.title}」（${rfq.code}）的报价。经综合评估，本次未能选用贵司的报价，期待今后继续合作。`,
        link: supplierRfqLink(id),
      });
    }
    await notify(tx, {
      userId: user.id,
      side: 'developer',
      kind: 'inquiry',
      title: '询比价已定标',
      content: `询价单「${rfq.title}」（${rfq.code}）已定标，生成 ${winners.length} 个订单，审批通过后发送给供应商。`,
      link: buyerRfqLink(id),
    });
    const [first] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, key)))
      .limit(1);
    // Orders within the auto-approval amount reach their suppliers at once.
    if (first) await convertWhenOrdersReady(tx, first.id);
  });
  return buyerRfqDetail(user, id, now);
}

// ---------------------------------------------------------------- export

/** POST developer/rfqs/{id}/export: the comparison as xlsx (only once a round has closed). */
export async function exportComparison(user: SessionUser, id: number, now = new Date()) {
  const detail = await buyerRfqDetail(user, id, now);
  if (!detail.comparison) throw new HttpError(409, '报价截止后才能导出比价表');
  const c = detail.comparison;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('比价表');
  sheet.addRow([
    '序号',
    '品名',
    '规格',
    '单位',
    '数量',
    '目录价（元）',
    ...c.suppliers.flatMap((s) => [
      `${s.name} 单价（元）`,
      `${s.name} 小计（元）`,
      `${s.name} 交货天数`,
    ]),
  ]).font = { bold: true };
  detail.lines.forEach((l, i) => {
    const ref = c.catalogPrice[l.id];
    sheet.addRow([
      i + 1,
      l.name,
      l.spec ?? '',
      l.unit,
      l.qty,
      ref === null || ref === undefined ? '' : ref / 100,
      ...c.suppliers.flatMap((s) => {
        const cell = c.cells[l.id]?.[s.id];
        return cell
          ? [
              `${cell.unitPrice / 100}${cell.lowest ? '（最低）' : ''}`,
              cell.amount / 100,
              cell.deliveryDays,
            ]
          : ['未报价', '', ''];
      }),
    ]);
  });
  sheet.addRow([
    '',
    '运费',
    '',
    '',
    '',
    '',
    ...c.suppliers.flatMap((s) => ['', s.freight / 100, '']),
  ]);
  sheet.addRow([
    '',
    '合计',
    '',
    '',
    '',
    '',
    ...c.suppliers.flatMap((s) => ['', (c.totals[s.id]?.total ?? 0) / 100, '']),
  ]);
  const file = `比价表-${detail.code}.xlsx`;
  return new Response(new Uint8Array(Buffer.from(await workbook.xlsx.writeBuffer())), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file)}`,
      'cache-control': 'no-store',
    },
  });
}

// ---------------------------------------------------------------- supplier picker and notices

export const supplierOptionInput = pageQuery(10).extend({
  keyword: param(z.string().trim().max(50, '关键词最多 50 个字').optional()),
  categoryId: param(idField().optional()),
  provinceId: param(idField().optional()),
  memberLevel: param(z.enum(MEMBER_LEVELS as [MemberLevel, ...MemberLevel[]]).optional()),
  certified: param(z.coerce.number().pipe(z.literal(1)).optional()),
});
export const SUPPLIER_OPTION_LABELS = {
  keyword: '关键词',
  categoryId: '经营类目',
  provinceId: '地区',
  memberLevel: '会员等级',
  certified: '优选认证',
  pageNo: '页码',
  pageSize: '每页条数',
};

/** GET developer/rfq-suppliers: approved suppliers to invite, by category, region, level and certification. */
export async function supplierOptions(
  user: SessionUser,
  q: z.output<typeof supplierOptionInput>,
): Promise<Page<RfqSupplierOption>> {
  rfqBuyerOf(user);
  let served: number[] | null = null;
  if (q.categoryId) {
    const [cat] = await db.select().from(categories).where(eq(categories.id, q.categoryId));
    served = !cat
      ? []
      : cat.level === 2
        ? [cat.id]
        : cat.level === 3
          ? [cat.pid]
          : (
              await db
                .select({ id: categories.id })
                .from(categories)
                .where(eq(categories.pid, cat.id))
            ).map((c) => c.id);
  }
  const where = and(
    eq(enterprises.type, 1),
    eq(enterprises.status, 1),
    q.keyword ? ilike(enterprises.name, containsPattern(q.keyword)) : undefined,
    served
      ? served.length
        ? sql`${enterprises.serveCategoryIds} && ARRAY[${sql.join(
            served.map((i) => sql`${i}`),
            sql`, `,
          )}]::int[]`
        : sql`false`
      : undefined,
    q.provinceId ? eq(enterprises.provinceId, q.provinceId) : undefined,
    q.memberLevel ? eq(enterprises.memberLevel, q.memberLevel) : undefined,
    q.certified ? eq(enterprises.tenantStatus, 'supplier') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enterprises)
      .where(where)
      .orderBy(asc(enterprises.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(enterprises).where(where),
  ]);
  const areaIds = [
    ...new Set(rows.flatMap((r) => [r.provinceId, r.cityId]).filter((x): x is number => !!x)),
  ];
  const catIds = [...new Set(rows.flatMap((r) => r.serveCategoryIds))];
  const [areaRows, catRows] = await Promise.all([
    areaIds.length
      ? db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, areaIds))
      : [],
    catIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, catIds))
      : [],
  ]);
  const name = (list: { id: number; name: string }[], id: number | null) =>
    id ? (list.find((x) => x.id === id)?.name ?? null) : null;
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      memberLevel: memberLevelOf(r.memberLevel),
      certified: r.tenantStatus === 'supplier',
      province: name(areaRows, r.provinceId),
      city: name(areaRows, r.cityId),
      mainCategories: r.serveCategoryIds.flatMap((c) => name(catRows, c) ?? []).slice(0, 3),
    })),
    total?.n ?? 0,
    q,
  );
}

export const noticeInput = pageQuery(10);

/** What a public notice shows of a request: no price, no quote count. */
function toNotice(
  rfq: RfqRow,
  buyer: string,
  lines: (typeof rfqLines.$inferSelect)[],
  shown = lines.length,
): RfqNotice {
  return {
    id: rfq.id,
    code: rfq.code,
    title: rfq.title,
    buyerEnterpriseName: buyer,
    province: rfq.address.province,
    city: rfq.address.city,
    deadline: rfq.deadline.toISOString(),
    lineCount: lines.length,
    lines: lines
      .slice(0, shown)
      .map((l) => ({ name: l.name, spec: l.spec, unit: l.unit, qty: l.qty })),
  };
}

/** GET rfq/notices and /inquiry/list: open requests offered to every supplier, prices never shown. */
export async function rfqNotices(q: PageQuery, now = new Date()): Promise<Page<RfqNotice>> {
  const where = and(
    eq(rfqs.openToAll, true),
    eq(rfqs.status, RFQ_STATUS.quoting),
    sql`${rfqs.deadline} > ${now.toISOString()}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ rfq: rfqs, buyer: enterprises.name })
      .from(rfqs)
      .innerJoin(enterprises, eq(enterprises.id, rfqs.buyerEnterpriseId))
      .where(where)
      .orderBy(asc(rfqs.deadline), desc(rfqs.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(rfqs).where(where),
  ]);
  const ids = rows.map((r) => r.rfq.id);
  const lines = ids.length
    ? await db
        .select()
        .from(rfqLines)
        .where(inArray(rfqLines.rfqId, ids))
        .orderBy(asc(rfqLines.sort))
    : [];
  return toPage(
    rows.map(({ rfq, buyer }) =>
      toNotice(
        rfq,
        buyer,
        lines.filter((l) => l.rfqId === rfq.id),
        5,
      ),
    ),
    total?.n ?? 0,
    q,
  );
}

/**
 * /inquiry/rfq/{id}: a public request as the 询价公告 shows it (lines, deadline, buyer), never a
 * price or a quote count; anything not published as open to all is 404.
 */
export async function rfqNotice(
  id: number,
  now = new Date(),
): Promise<
  RfqNotice & {
    statusText: string;
    deliveryDate: string;
    invoiceText: string;
    paymentTerms: string;
    open: boolean;
  }
> {
  const [row] = await db
    .select({ rfq: rfqs, buyer: enterprises.name })
    .from(rfqs)
    .innerJoin(enterprises, eq(enterprises.id, rfqs.buyerEnterpriseId))
    .where(
      and(eq(rfqs.id, id), eq(rfqs.openToAll, true), sql`${rfqs.status} <> ${RFQ_STATUS.draft}`),
    );
  if (!row) throw notFound(RFQ_MSG.notFound);
  const { rfq, buyer } = row;
  const lines = await linesOf(db, id);
  const status = effectiveStatus(rfq.status as RfqStatus, rfq.deadline, now);
  return {
    ...toNotice(rfq, buyer, lines),
    statusText: RFQ_STATUS_TEXT[status],
    deliveryDate: rfq.deliveryDate,
    invoiceText: `${INVOICE_TYPES[rfq.invoiceType as InvoiceType]}，税率 ${rfq.taxRate}%`,
    paymentTerms: rfq.paymentTerms,
    open: roundOpen(rfq.status as RfqStatus, rfq.deadline, now),
  };
}
