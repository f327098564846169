import 'server-only';
import { and, asc, count, desc, eq, exists, max, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { RfqQuoteView, SupplierRfqDetail, SupplierRfqSummary } from '@/api/modules/rfq';
import { lineAmount } from '@/lib/inquiry-quote';
import {
  effectiveStatus,
  RFQ_MSG,
  RFQ_STATUS,
  RFQ_STATUS_TEXT,
  roundOpen,
  SUPPLIER_RFQ_TABS,
  type RfqQuoteData,
  type RfqStatus,
  type SupplierRfqTabKey,
} from '@/lib/rfq';
import { shanghaiDayEnd } from '@/lib/dates';
import { formatDateTime } from '@/lib/format';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  enterprises,
  rfqAwards,
  rfqInvites,
  rfqLines,
  rfqQuotes,
  rfqRounds,
  rfqs,
} from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import type { Tx } from './certification';
import type { SessionUser } from './identity/session';
import { notify } from './messages';
import { supplierEnterpriseOf } from './order';
import { offsetOf, pageQuery, param, toPage } from './paging';
import { headOf, ownAttachments } from './rfq';
import { buyerRfqLink, writeRfqEvent, type RfqRow } from './rfq-events';

type Ex = Tx | typeof db;

const invitedSql = (supplierId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(rfqInvites)
      .where(and(eq(rfqInvites.rfqId, rfqs.id), eq(rfqInvites.supplierId, supplierId))),
  );
const quotedSql = (supplierId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(rfqQuotes)
      .where(and(eq(rfqQuotes.rfqId, rfqs.id), eq(rfqQuotes.supplierId, supplierId))),
  );

/**
 * The published requests a supplier may read: it was invited, or the request is open to every
 * certified supplier of a category it serves, or it already quoted. Drafts never.
 */
async function visibleTo(ex: Ex, supplierId: number): Promise<SQL> {
  const [me] = await ex
    .select({ serve: enterprises.serveCategoryIds, status: enterprises.status })
    .from(enterprises)
    .where(eq(enterprises.id, supplierId));
  const serves = me?.serve.length
    ? sql`${rfqs.categoryIds} && ARRAY[${sql.join(
        me.serve.map((i) => sql`${i}`),
        sql`, `,
      )}]::int[]`
    : sql`false`;
  return and(
    sql`${rfqs.status} <> ${RFQ_STATUS.draft}`,
    or(
      invitedSql(supplierId),
      quotedSql(supplierId),
      me?.status === 1 ? and(eq(rfqs.openToAll, true), serves) : undefined,
    ),
  )!;
}

/** Whether this supplier may quote now: the round is open and, after round 1, it was asked. */
async function quoteRefusal(ex: Ex, rfq: RfqRow, supplierId: number, now: Date) {
  if (!roundOpen(rfq.status as RfqStatus, rfq.deadline, now)) {
    return rfq.status === RFQ_STATUS.quoting || rfq.status === RFQ_STATUS.negotiating
      ? RFQ_MSG.closed
      : RFQ_MSG.notQuoting;
  }
  if (rfq.round > 1) {
    const [round] = await ex
      .select({ ids: rfqRounds.supplierIds })
      .from(rfqRounds)
      .where(and(eq(rfqRounds.rfqId, rfq.id), eq(rfqRounds.round, rfq.round)));
    if (!round?.ids.includes(supplierId)) return RFQ_MSG.notInvited;
  }
  return null;
}

async function visibleRow(ex: Ex, supplierId: number, id: number, lock = false) {
  const q = ex
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, id), await visibleTo(ex, supplierId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(RFQ_MSG.notFound);
  return row;
}

const toQuoteView = (q: typeof rfqQuotes.$inferSelect): RfqQuoteView => ({
  id: q.id,
  round: q.round,
  revision: q.revision,
  lines: q.lines,
  goodsAmount: q.goodsAmount,
  freight: q.freight,
  validUntil: q.validUntil,
  remark: q.remark,
  attachments: q.attachments,
  createdAt: q.createdAt.toISOString(),
});

/** GET supplier/rfqs/{id}: the request and the supplier's own quotes only. */
export async function supplierRfqDetail(
  user: SessionUser,
  id: number,
  now = new Date(),
): Promise<SupplierRfqDetail> {
  const supplierId = supplierEnterpriseOf(user);
  const rfq = await visibleRow(db, supplierId, id);
  const [head, mine, invited, awards] = await Promise.all([
    headOf(db, rfq, now),
    db
      .select()
      .from(rfqQuotes)
      .where(and(eq(rfqQuotes.rfqId, id), eq(rfqQuotes.supplierId, supplierId)))
      .orderBy(desc(rfqQuotes.round), desc(rfqQuotes.revision)),
    db
      .select({ id: rfqInvites.rfqId })
      .from(rfqInvites)
      .where(and(eq(rfqInvites.rfqId, id), eq(rfqInvites.supplierId, supplierId))),
    db
      .select({ a: rfqAwards, name: enterprises.name })
      .from(rfqAwards)
      .innerJoin(enterprises, eq(enterprises.id, rfqAwards.supplierId))
      .where(and(eq(rfqAwards.rfqId, id), eq(rfqAwards.supplierId, supplierId))),
  ]);
  return {
    ...head,
    canQuote: (await quoteRefusal(db, rfq, supplierId, now)) === null,
    invited: invited.length > 0,
    myQuotes: mine.map(toQuoteView),
    myAwards: awards.map(({ a, name }) => ({
      lineId: a.lineId,
      supplierId: a.supplierId,
      supplierName: name,
      unitPrice: a.unitPrice,
      qty: a.qty,
      amount: a.amount,
      orderId: a.orderId,
      orderNo: null,
    })),
  };
}

/**
 * POST supplier/rfqs/{id}/quote: a new revision of the own quote for the current round. The
 * server clock decides under the request's lock: after the deadline it answers 400 and writes
 * nothing. The buyer hears that a quote came, never its prices.
 */
export async function submitRfqQuote(
  user: SessionUser,
  id: number,
  data: RfqQuoteData,
  now = new Date(),
): Promise<SupplierRfqDetail> {
  const supplierId = supplierEnterpriseOf(user);
  if (shanghaiDayEnd(data.validUntil).getTime() < now.getTime()) {
    throw badRequest('报价有效期不能早于今天');
  }
  // Private files: until the deadline nobody but this supplier may fetch them (rfq-files.ts).
  const attachments = await ownAttachments(user, data.attachments, 'private');
  await db.transaction(async (tx) => {
    const rfq = await visibleRow(tx, supplierId, id, true);
    const refusal = await quoteRefusal(tx, rfq, supplierId, now);
    if (refusal) throw badRequest(refusal);
    const lines = await tx.select().from(rfqLines).where(eq(rfqLines.rfqId, id));
    const given = new Map(data.lines.map((l) => [l.lineId, l]));
    if (given.size !== data.lines.length || given.size !== lines.length) {
      throw badRequest(RFQ_MSG.lineMismatch);
    }
    if (lines.some((l) => !given.has(l.id))) throw badRequest(RFQ_MSG.lineMismatch);
    if (data.lines.every((l) => l.unitPrice === null)) throw badRequest('请至少为一行填写含税单价');
    const goods = lines.reduce((sum, l) => {
      const g = given.get(l.id)!;
      return g.unitPrice === null
        ? sum
        : sum + lineAmount(g.unitPrice, Math.min(g.supplyQty ?? l.qty, l.qty));
    }, 0);
    const [last] = await tx
      .select({ n: max(rfqQuotes.revision) })
      .from(rfqQuotes)
      .where(
        and(
          eq(rfqQuotes.rfqId, id),
          eq(rfqQuotes.supplierId, supplierId),
          eq(rfqQuotes.round, rfq.round),
        ),
      );
    const revision = (last?.n ?? 0) + 1;
    await tx.insert(rfqQuotes).values({
      rfqId: id,
      supplierId,
      round: rfq.round,
      revision,
      userId: user.id,
      lines: lines.map((l) => given.get(l.id)!),
      goodsAmount: goods,
      freight: data.freight,
      validUntil: data.validUntil,
      remark: data.remark ?? null,
      attachments,
      createdAt: now,
    });
    await writeRfqEvent(tx, {
      rfqId: id,
      action: 'quote',
      from: rfq.status as RfqStatus,
      to: rfq.status as RfqStatus,
      actorId: user.id,
      role: 'supplier',
      supplierId,
      note: `第 ${rfq.round} 轮${revision > 1 ? `第 ${revision} 次修改` : '报价'}`,
    });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(distinct ${rfqQuotes.supplierId})::int` })
      .from(rfqQuotes)
      .where(and(eq(rfqQuotes.rfqId, id), eq(rfqQuotes.round, rfq.round)));
    await notify(tx, {
      userId: rfq.userId,
      side: 'developer',
      kind: 'inquiry',
      title: '询比价收到报价',
      content: `询价单「${rfq.title}」（${rfq.code}）本轮已收到 ${n} 份报价，报价在 ${formatDateTime(rfq.deadline)} 截止后开标。`,
      link: buyerRfqLink(id),
    });
  });
  return supplierRfqDetail(user, id, now);
}

export const supplierRfqListInput = pageQuery(10).extend({
  tab: param(
    z
      .enum(SUPPLIER_RFQ_TABS.map((t) => t.key) as [SupplierRfqTabKey, ...SupplierRfqTabKey[]], {
        error: '页签不正确',
      })
      .default('open'),
  ),
});

/** GET supplier/rfqs: 待报价 (open rounds), 我的报价 (quoted), 已截止 (the rest). */
export async function listSupplierRfqs(
  user: SessionUser,
  q: z.output<typeof supplierRfqListInput>,
  now = new Date(),
): Promise<Page<SupplierRfqSummary>> {
  const supplierId = supplierEnterpriseOf(user);
  const nowText = now.toISOString();
  const open = and(
    or(eq(rfqs.status, RFQ_STATUS.quoting), eq(rfqs.status, RFQ_STATUS.negotiating)),
    sql`${rfqs.deadline} > ${nowText}`,
  );
  const where = and(
    await visibleTo(db, supplierId),
    q.tab === 'open' ? open : q.tab === 'quoted' ? quotedSql(supplierId) : sql`not (${open})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        rfq: rfqs,
        buyer: enterprises.name,
        invited: invitedSql(supplierId),
        lineCount: sql<number>`(select count(*)::int from rfq_lines l where l.rfq_id = "rfqs"."id")`,
        myTotal: sql<
          number | null
        >`(select (q.goods_amount + q.freight)::bigint from rfq_quotes q where q.rfq_id = "rfqs"."id" and q.supplier_id = ${supplierId} order by q.round desc, q.revision desc limit 1)`,
        awarded: sql<number>`(select count(*)::int from rfq_awards a where a.rfq_id = "rfqs"."id" and a.supplier_id = ${supplierId})`,
      })
      .from(rfqs)
      .innerJoin(enterprises, eq(enterprises.id, rfqs.buyerEnterpriseId))
      .where(where)
      .orderBy(q.tab === 'closed' ? desc(rfqs.deadline) : asc(rfqs.deadline), desc(rfqs.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(rfqs).where(where),
  ]);
  return toPage(
    await Promise.all(
      rows.map(async (r) => {
        const status = effectiveStatus(r.rfq.status as RfqStatus, r.rfq.deadline, now);
        const decided = r.rfq.status === RFQ_STATUS.awarded || r.rfq.status === RFQ_STATUS.ordered;
        return {
          id: r.rfq.id,
          code: r.rfq.code,
          title: r.rfq.title,
          buyerEnterpriseName: r.buyer,
          city: r.rfq.address.city,
          deadline: r.rfq.deadline.toISOString(),
          round: r.rfq.round,
          statusText: RFQ_STATUS_TEXT[status],
          canQuote: (await quoteRefusal(db, r.rfq, supplierId, now)) === null,
          invited: Boolean(r.invited),
          lineCount: r.lineCount,
          myTotal: r.myTotal === null ? null : Number(r.myTotal),
          awardedToMe: decided ? r.awarded > 0 : null,
        };
      }),
    ),
    total?.n ?? 0,
    q,
  );
}
