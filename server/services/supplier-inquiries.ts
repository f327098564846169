import 'server-only';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { SupplierInquiryDetail, SupplierInquiryItem } from '@/api/modules/supplier';
import { formatDateTime, formatFen } from '@/lib/format';
import {
  isQuoteOpen,
  QUOTE_MSG,
  quoteTabOf,
  quoteTotal,
  type QuoteData,
} from '@/lib/inquiry-quote';
import { shanghaiDayEnd } from '@/lib/dates';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { outer } from '@/server/db/sql';
import {
  enterprises,
  inquiries,
  inquiryLines,
  inquiryQuotes,
  userEnterprises,
} from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { notify } from './messages';
import { offsetOf, pageQuery, param, toPage } from './paging';
import { ownSupplierId } from './supplier-showroom';

export const supplierInquiryListInput = pageQuery(10).extend({
  tab: param(z.enum(['pending', 'quoted', 'closed'], { error: '页签不正确' }).default('pending')),
});
export type SupplierInquiryListInput = z.output<typeof supplierInquiryListInput>;

async function serveCategories(supplierId: number): Promise<number[]> {
  const [row] = await db
    .select({ ids: enterprises.serveCategoryIds })
    .from(enterprises)
    .where(eq(enterprises.id, supplierId));
  return row?.ids ?? [];
}

const matches = (ids: number[]): SQL =>
  ids.length
    ? sql`${inquiries.categoryIds} && ARRAY[${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}]::int[]`
    : sql`false`;

/**
 * The inquiries a supplier may see: those asking for a category it serves, and those it has
 * quoted (a quote stays visible if the supplier's categories change later).
 */
function visible(ids: number[]): SQL {
  return or(matches(ids), sql`${inquiryQuotes.id} is not null`)!;
}

function quoteJoin(supplierId: number) {
  return and(eq(inquiryQuotes.inquiryId, inquiries.id), eq(inquiryQuotes.supplierId, supplierId));
}

/** 待报价 / 已报价 / 已截止 of the supplier centre, deadline order (soonest first when open). */
export async function supplierInquiries(
  user: SessionUser,
  q: SupplierInquiryListInput,
  now = new Date(),
): Promise<Page<SupplierInquiryItem>> {
  const supplierId = await ownSupplierId(user);
  const ids = await serveCategories(supplierId);
  const open = and(eq(inquiries.status, '1'), gt(inquiries.quoteEnd, now));
  const closed = or(ne(inquiries.status, '1'), lte(inquiries.quoteEnd, now));
  const where =
    q.tab === 'pending'
      ? and(open, matches(ids), isNull(inquiryQuotes.id))
      : q.tab === 'quoted'
        ? and(open, sql`${inquiryQuotes.id} is not null`)
        : and(closed, visible(ids));
  const lineCount = sql<number>`(select count(*)::int from ${inquiryLines} where ${inquiryLines.inquiryId} = ${outer(inquiries.id)})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        code: inquiries.code,
        purchaseProjectName: inquiries.purchaseProjectName,
        purchaseUserName: inquiries.purchaseUserName,
        province: inquiries.province,
        city: inquiries.city,
        noticeStart: inquiries.noticeStart,
        quoteEnd: inquiries.quoteEnd,
        status: inquiries.status,
        lineCount,
        quotedTotal: inquiryQuotes.totalAmount,
        quotedAt: inquiryQuotes.updatedAt,
      })
      .from(inquiries)
      .leftJoin(inquiryQuotes, quoteJoin(supplierId))
      .where(where)
      .orderBy(
        q.tab === 'closed' ? desc(inquiries.quoteEnd) : asc(inquiries.quoteEnd),
        desc(inquiries.id),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inquiries)
      .leftJoin(inquiryQuotes, quoteJoin(supplierId))
      .where(where),
  ]);
  return toPage(
    rows.map(({ status, quotedTotal, quotedAt, ...r }) => ({
      ...r,
      noticeStart: r.noticeStart.toISOString(),
      quoteEnd: r.quoteEnd.toISOString(),
      tab: quoteTabOf({ status, quoteEnd: r.quoteEnd }, quotedTotal !== null, now),
      closingSoon:
        isQuoteOpen(status, r.quoteEnd, now) &&
        r.quoteEnd.getTime() - now.getTime() < 48 * 3600_000,
      quotedTotal: quotedTotal ?? null,
      quotedAt: quotedAt ? quotedAt.toISOString() : null,
    })),
    count?.n ?? 0,
    q,
  );
}

/** One inquiry the supplier may see, with its lines and the own quote; 404 otherwise. */
export async function supplierInquiryDetail(
  user: SessionUser,
  id: number,
  now = new Date(),
): Promise<SupplierInquiryDetail> {
  const supplierId = await ownSupplierId(user);
  const ids = await serveCategories(supplierId);
  const [row] = await db
    .select({ inquiry: inquiries, quote: inquiryQuotes })
    .from(inquiries)
    .leftJoin(inquiryQuotes, quoteJoin(supplierId))
    .where(and(eq(inquiries.id, id), visible(ids)));
  if (!row) throw notFound(QUOTE_MSG.notFound);
  const lines = await db
    .select({
      id: inquiryLines.id,
      name: inquiryLines.name,
      spec: inquiryLines.spec,
      unit: inquiryLines.unit,
      quantity: inquiryLines.quantity,
      remark: inquiryLines.remark,
    })
    .from(inquiryLines)
    .where(eq(inquiryLines.inquiryId, id))
    .orderBy(asc(inquiryLines.sort), asc(inquiryLines.id));
  const { inquiry, quote } = row;
  return {
    id: inquiry.id,
    code: inquiry.code,
    purchaseProjectName: inquiry.purchaseProjectName,
    purchaseUserName: inquiry.purchaseUserName,
    province: inquiry.province,
    city: inquiry.city,
    deliveryAddress: inquiry.deliveryAddress,
    contactName: inquiry.contactName,
    contactPhone: inquiry.contactPhone,
    remark: inquiry.remark,
    noticeStart: inquiry.noticeStart.toISOString(),
    quoteEnd: inquiry.quoteEnd.toISOString(),
    tab: quoteTabOf(inquiry, !!quote, now),
    open: isQuoteOpen(inquiry.status, inquiry.quoteEnd, now),
    lines,
    quote: quote
      ? {
          lines: quote.lines,
          totalAmount: quote.totalAmount,
          remark: quote.remark,
          validUntil: quote.validUntil ? formatDateTime(quote.validUntil, 'day') : null,
          createdAt: quote.createdAt.toISOString(),
          updatedAt: quote.updatedAt.toISOString(),
        }
      : null,
  };
}

/** Who hears of a new quote: the buyer company's administrators, else its first member. */
async function inquiryOwners(enterpriseId: number | null): Promise<number[]> {
  if (!enterpriseId) return [];
  const members = await db
    .select({ userId: userEnterprises.userId, isAdmin: userEnterprises.isAdmin })
    .from(userEnterprises)
    .where(eq(userEnterprises.enterpriseId, enterpriseId))
    .orderBy(asc(userEnterprises.createdAt), asc(userEnterprises.userId));
  const admins = members.filter((m) => m.isAdmin).map((m) => m.userId);
  return admins.length ? admins : members.slice(0, 1).map((m) => m.userId);
}

/**
 * Submits or replaces the own quote while the inquiry is open (server time): one unit price per
 * inquiry line, a validity day not before today, a remark. The buyer is told in the same
 * transaction.
 */
export async function submitQuote(
  user: SessionUser,
  id: number,
  data: QuoteData,
  now = new Date(),
): Promise<SupplierInquiryDetail> {
  const supplierId = await ownSupplierId(user);
  const detail = await supplierInquiryDetail(user, id, now);
  if (!detail.open) throw new HttpError(409, QUOTE_MSG.closed);
  const lineIds = new Set(detail.lines.map((l) => l.id));
  const given = new Map(data.lines.map((l) => [l.lineId, l]));
  if (given.size !== data.lines.length || given.size !== lineIds.size) {
    throw badRequest(QUOTE_MSG.lineMismatch);
  }
  for (const lineId of given.keys())
    if (!lineIds.has(lineId)) throw badRequest(QUOTE_MSG.lineMismatch);
  const validUntil = shanghaiDayEnd(data.validUntil);
  if (validUntil.getTime() < now.getTime()) throw badRequest(QUOTE_MSG.validPast);

  const lines = detail.lines.map((l) => {
    const g = given.get(l.id)!;
    return { lineId: l.id, unitPrice: g.unitPrice, ...(g.remark ? { remark: g.remark } : {}) };
  });
  const totalAmount = quoteTotal(detail.lines, new Map(lines.map((l) => [l.lineId, l.unitPrice])));
  const [inquiry] = await db
    .select({ enterpriseId: inquiries.enterpriseId })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  const owners = await inquiryOwners(inquiry?.enterpriseId ?? null);
  const [supplier] = await db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, supplierId));
  const values = {
    lines,
    totalAmount,
    remark: data.remark ?? null,
    validUntil,
    userId: user.id,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    // The deadline is checked again inside the write, so a quote cannot slip past it.
    const [stillOpen] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.id, id), eq(inquiries.status, '1'), gt(inquiries.quoteEnd, now)))
      .for('update');
    if (!stillOpen) throw new HttpError(409, QUOTE_MSG.closed);
    await tx
      .insert(inquiryQuotes)
      .values({ inquiryId: id, supplierId, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: [inquiryQuotes.inquiryId, inquiryQuotes.supplierId],
        set: values,
      });
    const again = detail.quote !== null;
    for (const userId of owners) {
      await notify(tx, {
        userId,
        side: 'developer',
        kind: 'inquiry',
        title: `${supplier?.name ?? '供应商'}${again ? '更新了' : '提交了'}报价`,
        content: `询价「${detail.purchaseProjectName}」（${detail.code}）收到${again ? '更新的' : ''}报价，合计 ¥${formatFen(totalAmount)}，有效期至 ${data.validUntil}。`,
        link: `/inquiry/details/${id}`,
      });
    }
  });
  return supplierInquiryDetail(user, id, now);
}
