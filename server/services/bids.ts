import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Attachment } from '@/server/db/schema';
import { bidDetailNeedsLogin } from '@/lib/opportunity-rules';
import { db } from '@/server/db';
import { bidProjects, openBidNotices } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const BID_ITEM_TYPES = [
  { id: 1, name: '材料' },
  { id: 2, name: '设备' },
  { id: 3, name: '施工' },
  { id: 4, name: '服务' },
] as const;

const BID_SIGNING_UP = 1;
const BID_WITHDRAWN = 4;

/** A project id from a URL that no row can hold (empty, longer than the column, NUL) names no bid. */
const possibleProjectId = (id: string) => id.length > 0 && id.length <= 32 && !id.includes('\0');

export interface BidDetail {
  id: number;
  projectId: string;
  title: string;
  showType: number;
  tenderName: string;
  area: string | null;
  nonresidentialType: number;
  bidItemType: number;
  status: number;
  firstPublishNoticeTime: string;
  signUpDeadline: string | null;
  bidOpenTime: string | null;
  /** True when the viewer must log in to read the rest (spec §6). */
  locked: boolean;
  /** True when the viewer's enterprise published it (may withdraw it). */
  own: boolean;
  budget?: string | null;
  content?: string | null;
  attachments?: Attachment[];
  srmNum?: string | null;
  noticeLink?: string | null;
}

/**
 * A bid project by its projectId. Members-only projects (showType ≠ 2) come back `locked` to
 * visitors, with the headline fields only; a withdrawn project is shown to its publisher only.
 */
export async function bidDetail(
  projectId: string,
  viewer: Pick<SessionUser, 'enterpriseId'> | null,
): Promise<BidDetail> {
  if (!possibleProjectId(projectId)) throw notFound('招标项目不存在或已撤回');
  const [row] = await db.select().from(bidProjects).where(eq(bidProjects.projectId, projectId));
  const own = !!row && viewer?.enterpriseId != null && row.enterpriseId === viewer.enterpriseId;
  if (!row || (row.status === BID_WITHDRAWN && !own)) throw notFound('招标项目不存在或已撤回');
  const locked = bidDetailNeedsLogin(row.showType) && !viewer;
  const head: BidDetail = {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    showType: row.showType,
    tenderName: row.tenderName,
    area: row.area,
    nonresidentialType: row.nonresidentialType,
    bidItemType: row.bidItemType,
    status: row.status,
    firstPublishNoticeTime: row.firstPublishNoticeTime.toISOString(),
    signUpDeadline: iso(row.signUpDeadline),
    bidOpenTime: iso(row.bidOpenTime),
    locked,
    own,
  };
  if (locked) return head;
  return {
    ...head,
    budget: row.budget,
    content: row.content,
    attachments: row.attachments,
    srmNum: row.srmNum,
    noticeLink: row.noticeLink,
  };
}

/** The publisher withdraws a bid that is still signing up (bid/withdraw/{id}). */
export async function withdrawBid(projectId: string, user: SessionUser): Promise<void> {
  if (!possibleProjectId(projectId)) throw notFound('招标项目不存在');
  const [row] = await db
    .select({
      id: bidProjects.id,
      enterpriseId: bidProjects.enterpriseId,
      status: bidProjects.status,
    })
    .from(bidProjects)
    .where(eq(bidProjects.projectId, projectId));
  if (!row) throw notFound('招标项目不存在');
  if (user.enterpriseId == null || row.enterpriseId !== user.enterpriseId) throw forbidden();
  if (row.status !== BID_SIGNING_UP) throw badRequest('只有报名中的招标可以撤回');
  await db
    .update(bidProjects)
    .set({ status: BID_WITHDRAWN })
    .where(and(eq(bidProjects.id, row.id), eq(bidProjects.status, BID_SIGNING_UP)));
}

export interface OpenBidDetail {
  id: number;
  title: string;
  area: string;
  publish_time: string;
  original_type: 'pdf' | 'content' | 'url';
  original_url: string;
  content: string | null;
  source: string | null;
  bidType: string | null;
}

/** One open bid notice: its original is a pdf file, inline content or an outside url. */
export async function openBidDetail(id: number): Promise<OpenBidDetail> {
  const [r] = await db.select().from(openBidNotices).where(eq(openBidNotices.id, id));
  if (!r) throw notFound('公告不存在');
  return {
    id: r.id,
    title: r.title,
    area: r.area,
    publish_time: r.publishTime.toISOString(),
    original_type: r.originalUrlKind,
    original_url: r.originalUrlKind === 'content' ? '' : (r.originalUrl ?? ''),
    content: r.originalUrlKind === 'content' ? r.content : null,
    source: r.source,
    bidType: r.bidType,
  };
}

/** Areas of the open bid notices with their counts, busiest first (/other-bid/area). */
export async function openBidAreas(): Promise<{ area: string; count: number }[]> {
  const total = count();
  return db
    .select({ area: openBidNotices.area, count: total })
    .from(openBidNotices)
    .groupBy(openBidNotices.area)
    .orderBy(desc(total), sql`${openBidNotices.area}`);
}
