import 'server-only';
import { asc, count, desc, eq } from 'drizzle-orm';
import { shanghaiDayStart } from '@/lib/dates';
import { maskPhone, type selfInquirySchema } from '@/lib/opportunity-rules';
import type { Page } from '@/api/types';
import type { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  inquiries,
  inquiryLines,
  inquiryQuotes,
  products,
  selfInquiries,
} from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { offsetOf, pageQuery, toPage } from './paging';

export interface InquiryDetail {
  id: number;
  code: string;
  purchaseProjectName: string;
  purchaseUserName: string;
  noticeStart: string;
  quoteEnd: string;
  status: string;
  province: string | null;
  city: string | null;
  contactName: string | null;
  /** Masked for visitors. */
  contactPhone: string | null;
  deliveryAddress: string | null;
  remark: string | null;
  quoteCount: number;
  lines: { id: number; name: string; spec: string | null; unit: string; quantity: string }[];
}

/** An inquiry notice with its lines (getBargaining); the buyer's phone is masked for visitors. */
export async function inquiryDetail(
  id: number,
  viewer: SessionUser | null,
): Promise<InquiryDetail> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw notFound('询价公告不存在');
  const [lines, [quotes]] = await Promise.all([
    db
      .select({
        id: inquiryLines.id,
        name: inquiryLines.name,
        spec: inquiryLines.spec,
        unit: inquiryLines.unit,
        quantity: inquiryLines.quantity,
      })
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, id))
      .orderBy(asc(inquiryLines.sort), asc(inquiryLines.id)),
    db.select({ n: count() }).from(inquiryQuotes).where(eq(inquiryQuotes.inquiryId, id)),
  ]);
  return {
    id: row.id,
    code: row.code,
    purchaseProjectName: row.purchaseProjectName,
    purchaseUserName: row.purchaseUserName,
    noticeStart: row.noticeStart.toISOString(),
    quoteEnd: row.quoteEnd.toISOString(),
    status: row.status,
    province: row.province,
    city: row.city,
    contactName: row.contactName,
    contactPhone:
      row.contactPhone && !viewer ? maskPhone(row.contactPhone) : (row.contactPhone ?? null),
    deliveryAddress: row.deliveryAddress,
    remark: row.remark,
    quoteCount: quotes?.n ?? 0,
    lines,
  };
}

export interface SelfInquiryItem {
  id: number;
  itemName: string;
  spec: string | null;
  quantity: string;
  unit: string;
  contactName: string;
  /** Masked unless it is the viewer's own inquiry or the viewer is a supplier. */
  phone: string;
  expectedDate: string | null;
  remark: string | null;
  status: number;
  createdAt: string;
  mine: boolean;
}

export const selfInquiryQuery = pageQuery(10);

/**
 * Self-service inquiries, newest first. Everyone sees what buyers are asking for; suppliers
 * (top type 1) and the poster see the full phone number so they can quote. `mineOnly` lists
 * the viewer's own (selfInquiryPaging).
 */
export async function selfInquiryPage(
  q: z.output<typeof selfInquiryQuery>,
  viewer: SessionUser | null,
  { mineOnly = false } = {},
): Promise<Page<SelfInquiryItem>> {
  const where = mineOnly && viewer ? eq(selfInquiries.userId, viewer.id) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(selfInquiries)
      .where(where)
      .orderBy(desc(selfInquiries.createdAt), desc(selfInquiries.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(selfInquiries, where),
  ]);
  const records = rows.map((r) => {
    const mine = viewer !== null && r.userId === viewer.id;
    return {
      id: r.id,
      itemName: r.itemName,
      spec: r.spec,
      quantity: r.quantity,
      unit: r.unit,
      contactName: r.contactName,
      phone: mine || viewer?.topType === 1 ? r.phone : maskPhone(r.phone),
      expectedDate: r.expectedDate?.toISOString() ?? null,
      remark: r.remark,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      mine,
    };
  });
  return toPage(records, total, q);
}

/** A buyer posts a self-service inquiry; it is listed for suppliers at once. */
export async function createSelfInquiry(
  user: SessionUser,
  input: z.output<typeof selfInquirySchema>,
): Promise<{ id: number }> {
  // The product is context only, but the foreign key would turn an unknown id into a 500.
  if (input.productId) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw badRequest('参数「产品」错误：产品不存在');
  }
  const [row] = await db
    .insert(selfInquiries)
    .values({
      userId: user.id,
      enterpriseId: user.enterpriseId,
      productId: input.productId ?? null,
      itemName: input.itemName,
      spec: input.spec || null,
      quantity: String(input.quantity),
      unit: input.unit,
      contactName: input.contactName,
      phone: input.phone,
      expectedDate: input.expectedDate ? shanghaiDayStart(input.expectedDate) : null,
      remark: input.remark || null,
    })
    .returning({ id: selfInquiries.id });
  return { id: row!.id };
}
