import 'server-only';
import { and, arrayContains, desc, eq, gte, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type {
  Activity,
  BidNotice,
  BidProject,
  Demand,
  InquiryNotice,
  Page,
  Recruit,
  SrmBidNotice,
} from '@/api/types';
import type { SrmPage } from '@/api/modules/bid';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  activities,
  bidProjects,
  demands,
  designStyles,
  designTypes,
  inquiries,
  openBidNotices,
  RECRUIT_STATUS_DESC,
  recruits,
  srmBidNotices,
  type Theme,
} from '@/server/db/schema';
import { getUserClientId } from './identity/client-id';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const text = (max: number) => param(z.string().trim().max(max).optional());
const id = () => param(idField().optional());

// ---------------------------------------------------------------- open bid notices

export const openBidsQuery = pageQuery(10).extend({ area: text(32), title: text(100) });

/** Public tender notices collected from outside, newest first (openBidsPaging). */
export async function openBidsPage(q: z.output<typeof openBidsQuery>): Promise<Page<BidNotice>> {
  const where = and(
    q.area ? eq(openBidNotices.area, q.area) : undefined,
    q.title ? ilike(openBidNotices.title, containsPattern(q.title)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(openBidNotices)
      .where(where)
      .orderBy(desc(openBidNotices.publishTime), desc(openBidNotices.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(openBidNotices, where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    title: r.title,
    area: r.area,
    publish_time: iso(r.publishTime),
    original_url: r.originalUrlKind === 'content' ? '' : (r.originalUrl ?? ''),
    original_type: r.originalUrlKind,
    source: r.source,
  }));
  return toPage(records, total, q);
}

// ---------------------------------------------------------------- bid projects

const BID_SORT_COLUMNS = {
  first_publish_notice_time: bidProjects.firstPublishNoticeTime,
  sign_up_deadline: bidProjects.signUpDeadline,
  bid_open_time: bidProjects.bidOpenTime,
} as const;

export const bidListQuery = pageQuery(12).extend({
  desc: param(z.stringbool().default(true)),
  sortColumn: param(
    z
      .enum(['first_publish_notice_time', 'sign_up_deadline', 'bid_open_time'])
      .default('first_publish_notice_time'),
  ),
  nonresidentialType: param(z.coerce.number().int().min(1).max(5).optional()),
  title: text(100),
});

const BID_WITHDRAWN = 4;

/**
 * Bid projects (getBidPaging); withdrawn ones are left out. Titles are public; the notice link
 * of a members-only project (showType ≠ 2) is withheld like its details.
 */
export async function bidProjectPage(q: z.output<typeof bidListQuery>): Promise<Page<BidProject>> {
  const where = and(
    ne(bidProjects.status, BID_WITHDRAWN),
    q.nonresidentialType ? eq(bidProjects.nonresidentialType, q.nonresidentialType) : undefined,
    q.title ? ilike(bidProjects.title, containsPattern(q.title)) : undefined,
  );
  const column = BID_SORT_COLUMNS[q.sortColumn];
  const order = q.desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(bidProjects)
      .where(where)
      .orderBy(order, q.desc ? desc(bidProjects.id) : bidProjects.id)
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(bidProjects, where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    title: r.title,
    showType: r.showType,
    srmNum: r.srmNum,
    noticeLink: r.showType === 2 ? r.noticeLink : null,
    area: r.area,
    tenderName: r.tenderName,
    nonresidentialType: r.nonresidentialType,
    status: r.status,
    firstPublishNoticeTime: iso(r.firstPublishNoticeTime),
    signUpDeadline: isoOrNull(r.signUpDeadline),
    bidOpenTime: isoOrNull(r.bidOpenTime),
  }));
  return toPage(records, total, q);
}

// ---------------------------------------------------------------- SRM notices

export const srmQuery = z.object({
  current: param(z.coerce.number().int().min(1).max(10_000).default(1)),
  size: param(z.coerce.number().int().min(1).max(100).default(5)),
});

/** Notices of the buyers' SRM systems, newest first; paged by current/size (getSrmBidPaging). */
export async function srmNoticePage(q: z.output<typeof srmQuery>): Promise<SrmPage<SrmBidNotice>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(srmBidNotices)
      .orderBy(desc(srmBidNotices.publishTime), desc(srmBidNotices.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.$count(srmBidNotices),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    projectId: r.srmNum,
    title: r.title,
    showType: 2,
    srmNum: r.srmNum,
    noticeLink: r.url,
    companyName: r.companyName,
    type: r.type,
    publishTime: iso(r.publishTime),
    deadline: isoOrNull(r.deadline),
  }));
  return { ...toPage(records, total, { pageNo: q.current, pageSize: q.size }), ...q };
}

const DEFAULT_SRM_URL = 'https://srm.zhucai-mall.cn';

/** The SRM system entry for a signed-in user; a theme may set its own `mainConfig.srmUrl`. */
export async function srmUrlFor(userId: number, theme: Theme): Promise<string> {
  const configured = theme.mainConfig.srmUrl;
  const base = typeof configured === 'string' && configured ? configured : DEFAULT_SRM_URL;
  const url = new URL('/sso/login', base);
  url.searchParams.set('clientId', await getUserClientId(userId));
  return url.toString();
}

// ---------------------------------------------------------------- inquiries

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateBound = param(
  z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(DATE_ONLY.test(v) ? `${v}T00:00:00+08:00` : v)), {
      message: '日期格式错误',
    })
    .optional(),
);

/** A date-only bound is a whole day in China time; A is its start, B the start of the next day. */
function boundOf(value: string, end: boolean): Date {
  if (!DATE_ONLY.test(value)) return new Date(Date.parse(value) + (end ? 1 : 0));
  const start = Date.parse(`${value}T00:00:00+08:00`);
  return new Date(end ? start + DAY_MS : start);
}

export const bargainingQuery = pageQuery(10).extend({
  key: text(100),
  status: param(z.enum(['0', '1']).optional()),
  quoteEndA: dateBound,
  quoteEndB: dateBound,
});

/** Inquiry notices, newest first; key matches the project or the buyer (bargainingPaging). */
export async function bargainingPage(
  q: z.output<typeof bargainingQuery>,
): Promise<Page<InquiryNotice>> {
  const where = and(
    q.key
      ? or(
          ilike(inquiries.purchaseProjectName, containsPattern(q.key)),
          ilike(inquiries.purchaseUserName, containsPattern(q.key)),
        )
      : undefined,
    q.status ? eq(inquiries.status, q.status) : undefined,
    q.quoteEndA ? gte(inquiries.quoteEnd, boundOf(q.quoteEndA, false)) : undefined,
    q.quoteEndB ? lt(inquiries.quoteEnd, boundOf(q.quoteEndB, true)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.noticeStart), desc(inquiries.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(inquiries, where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    code: r.code,
    purchaseProjectName: r.purchaseProjectName,
    purchaseUserName: r.purchaseUserName,
    noticeStart: iso(r.noticeStart),
    quoteEnd: iso(r.quoteEnd),
    status: r.status,
    province: r.province,
    city: r.city,
  }));
  return toPage(records, total, q);
}

// ---------------------------------------------------------------- activities

export const crmActivityQuery = pageQuery(20).extend({
  status: param(z.enum(['0', '1', '2']).optional()),
});

/** Offline activities, latest start first; status '' means all (getActivityByCrmPaging). */
export async function crmActivityPage(
  q: z.output<typeof crmActivityQuery>,
): Promise<Page<Activity>> {
  const where = q.status ? eq(activities.status, q.status) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.startTime), desc(activities.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(activities, where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    marketingId: r.marketingId,
    marketingName: r.marketingName,
    startTime: iso(r.startTime),
    endTime: iso(r.endTime),
    status: r.status,
    mainFileUrlList: r.mainFileUrlList,
    crmUrl: r.crmUrl,
    createUserId: r.createUserId,
    city: r.city,
    address: r.address,
    createdAt: iso(r.createdAt),
  }));
  return toPage(records, total, q);
}

// ---------------------------------------------------------------- recruits

export const recruitQuery = pageQuery(10).extend({ name: text(100) });

const RECRUIT_OPEN = 1;
const RECRUIT_CLOSED = 2;
const RECRUIT_SUSPENDED = 3;

/** 招募中 until the deadline passes, then 招募截止; 招募中止 when suspended. */
export function recruitStatus(status: number, deadline: Date, now: Date): number {
  if (status === RECRUIT_SUSPENDED) return RECRUIT_SUSPENDED;
  return status === RECRUIT_OPEN && deadline >= now ? RECRUIT_OPEN : RECRUIT_CLOSED;
}

/** Supplier recruitments, newest first (recruit); `openOnly` keeps those still recruiting. */
export async function recruitPage(
  q: z.output<typeof recruitQuery>,
  { openOnly = false } = {},
): Promise<Page<Recruit>> {
  const now = new Date();
  const where = and(
    q.name ? ilike(recruits.name, containsPattern(q.name)) : undefined,
    openOnly ? and(eq(recruits.status, RECRUIT_OPEN), gte(recruits.deadline, now)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(recruits)
      .where(where)
      .orderBy(desc(recruits.publicationDate), desc(recruits.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(recruits, where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    name: r.name,
    capital: r.capital,
    serviceScope: r.serviceScope,
    publicationDate: iso(r.publicationDate),
    deadline: iso(r.deadline),
    statusDesc: RECRUIT_STATUS_DESC[recruitStatus(r.status, r.deadline, now)]!,
    enterpriseName: r.enterpriseName,
    province: r.province,
    city: r.city,
  }));
  return toPage(records, total, q);
}

// ---------------------------------------------------------------- design demands

const DEMAND_SORTS = {
  new: desc(demands.createdAt),
  hot: desc(demands.viewCount),
  collect: desc(demands.collectCount),
} as const;

export const demandQuery = pageQuery(10).extend({
  categoryId: id(),
  styleId: id(),
  status: param(z.coerce.number().int().min(0).max(2).optional()),
  sortIng: param(z.enum(['new', 'hot', 'collect']).default('new')),
  shelfFlag: param(z.coerce.number().int().min(0).max(1).default(1)),
});

/**
 * Design demands (getDemandList). Listed ones are public; unlisted ones (shelfFlag 0) only
 * ever come back to the user who posted them.
 */
export async function demandPage(
  q: z.output<typeof demandQuery>,
  userId: number | null,
): Promise<Page<Demand>> {
  if (q.shelfFlag === 0 && userId === null) return toPage([], 0, q);
  const where = and(
    eq(demands.shelfFlag, q.shelfFlag),
    q.shelfFlag === 0 ? eq(demands.userId, userId!) : undefined,
    q.categoryId ? arrayContains(demands.designTypeIds, [q.categoryId]) : undefined,
    q.styleId ? eq(demands.styleId, q.styleId) : undefined,
    q.status !== undefined ? eq(demands.status, q.status) : undefined,
  );
  const [rows, total, types] = await Promise.all([
    db
      .select({ demand: demands, styleName: designStyles.name })
      .from(demands)
      .leftJoin(designStyles, eq(designStyles.id, demands.styleId))
      .where(where)
      .orderBy(DEMAND_SORTS[q.sortIng], desc(demands.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(demands, where),
    db.select({ id: designTypes.id, name: designTypes.name }).from(designTypes),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const records = rows.map(({ demand: d, styleName }) => ({
    id: d.id,
    topicName: d.topicName,
    topicUrl: d.topicUrl,
    designCategoryVoList: d.designTypeIds.flatMap((t) => {
      const name = typeName.get(t);
      return name ? [{ categoryFinalName: name }] : [];
    }),
    province: d.province ?? '',
    city: d.city,
    designStyleName: styleName ?? '',
    userName: d.userName,
    budget: d.budget,
    status: d.status,
    viewCount: d.viewCount,
    collectCount: d.collectCount,
    createdAt: iso(d.createdAt),
  }));
  return toPage(records, total, q);
}
