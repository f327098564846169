import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './core';
import { enterprises, users } from './identity';
import { products, skus } from './catalog';

export interface Attachment {
  name: string;
  url: string;
  type: string;
}

/** Bid projects published by buyers (/bid/list, /bid/details/:projectId). */
export const bidProjects = pgTable(
  'bid_projects',
  {
    id: serial().primaryKey(),
    projectId: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    /** 2 public (visitors may read the details), otherwise members only. */
    showType: integer().notNull().default(1),
    srmNum: varchar({ length: 32 }),
    noticeLink: text(),
    /** 1 residential, 2 commercial, 3 office, 4 industrial, 5 public building (the nonresidentialType filter). */
    nonresidentialType: integer().notNull().default(1),
    /** bidItemType: 1 materials, 2 equipment, 3 construction, 4 services. */
    bidItemType: integer().notNull().default(1),
    categoryId: integer().references(() => categories.id),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    tenderName: varchar({ length: 128 }).notNull(),
    provinceId: integer(),
    cityId: integer(),
    /** Display area, e.g. 广东省 广州市. */
    area: varchar({ length: 64 }),
    firstPublishNoticeTime: timestamp({ withTimezone: true }).notNull(),
    signUpDeadline: timestamp({ withTimezone: true }),
    bidOpenTime: timestamp({ withTimezone: true }),
    /** 1 signing up, 2 closed, 3 awarded, 4 withdrawn. */
    status: integer().notNull().default(1),
    budget: varchar({ length: 64 }),
    content: text(),
    attachments: jsonb().$type<Attachment[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bid_projects_project_id_uq').on(t.projectId),
    index('bid_projects_publish_idx').on(t.firstPublishNoticeTime),
    index('bid_projects_filter_idx').on(t.nonresidentialType, t.status),
    index('bid_projects_enterprise_idx').on(t.enterpriseId),
  ],
);

/** Open (public tender) bid notices collected from outside (/other-bid). */
export const openBidNotices = pgTable(
  'open_bid_notices',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 255 }).notNull(),
    area: varchar({ length: 32 }).notNull(),
    provinceId: integer(),
    publishTime: timestamp({ withTimezone: true }).notNull(),
    /** What original_url holds: pdf (a file url), content (read `content`), url (external page). */
    originalUrlKind: varchar({ length: 8 }).$type<'pdf' | 'content' | 'url'>().notNull(),
    originalUrl: text(),
    content: text(),
    source: varchar({ length: 64 }),
    bidType: varchar({ length: 16 }),
  },
  (t) => [
    index('open_bid_notices_publish_idx').on(t.publishTime),
    index('open_bid_notices_area_idx').on(t.provinceId, t.publishTime),
  ],
);

/** Notices from the buyers' SRM systems (getSrmBidPaging). */
export const srmBidNotices = pgTable(
  'srm_bid_notices',
  {
    id: serial().primaryKey(),
    srmNum: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    companyName: varchar({ length: 128 }).notNull(),
    /** 1 招标公告, 2 变更公告, 3 中标公示. */
    type: integer().notNull().default(1),
    url: text().notNull(),
    publishTime: timestamp({ withTimezone: true }).notNull(),
    deadline: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('srm_bid_notices_num_uq').on(t.srmNum),
    index('srm_bid_notices_publish_idx').on(t.publishTime),
  ],
);

/** Inquiry notices / bargainings (/inquiry/list). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    purchaseProjectName: varchar({ length: 255 }).notNull(),
    purchaseUserName: varchar({ length: 128 }).notNull(),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    provinceId: integer(),
    province: varchar({ length: 32 }),
    cityId: integer(),
    city: varchar({ length: 32 }),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    noticeStart: timestamp({ withTimezone: true }).notNull(),
    quoteEnd: timestamp({ withTimezone: true }).notNull(),
    /** '0' closed (已截止), '1' open (进行中). */
    status: varchar({ length: 2 }).notNull().default('1'),
    contactName: varchar({ length: 32 }),
    contactPhone: varchar({ length: 32 }),
    deliveryAddress: varchar({ length: 255 }),
    remark: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiries_code_uq').on(t.code),
    index('inquiries_notice_idx').on(t.noticeStart),
    index('inquiries_status_quote_idx').on(t.status, t.quoteEnd),
  ],
);

export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    name: varchar({ length: 128 }).notNull(),
    spec: varchar({ length: 128 }),
    unit: varchar({ length: 16 }).notNull(),
    quantity: numeric({ precision: 14, scale: 2 }).notNull(),
    categoryId: integer().references(() => categories.id),
    remark: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('inquiry_lines_inquiry_idx').on(t.inquiryId, t.sort)],
);

export interface QuoteLine {
  lineId: number;
  /** Fen. */
  unitPrice: number;
  remark?: string;
}

/** A supplier's quote on an inquiry. */
export const inquiryQuotes = pgTable(
  'inquiry_quotes',
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    lines: jsonb().$type<QuoteLine[]>().notNull().default([]),
    /** Fen. */
    totalAmount: bigint({ mode: 'number' }).notNull(),
    remark: text(),
    /** The quote holds until this time; null: until the inquiry closes. */
    validUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inquiry_quotes_uq').on(t.inquiryId, t.supplierId)],
);

/** Self-service inquiries (/inquiry/find-rice). */
export const selfInquiries = pgTable(
  'self_inquiries',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    skuId: integer().references(() => skus.id, { onDelete: 'set null' }),
    categoryId: integer().references(() => categories.id),
    itemName: varchar({ length: 128 }).notNull(),
    spec: varchar({ length: 128 }),
    quantity: numeric({ precision: 14, scale: 2 }).notNull(),
    unit: varchar({ length: 16 }).notNull(),
    expectedDate: timestamp({ withTimezone: true }),
    contactName: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    provinceId: integer(),
    cityId: integer(),
    remark: text(),
    /** 0 submitted, 1 quoted, 2 closed. */
    status: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_inquiries_user_idx').on(t.userId, t.createdAt)],
);

/** Offline activities (/activitys). */
export const activities = pgTable(
  'activities',
  {
    id: serial().primaryKey(),
    marketingId: varchar({ length: 32 }).notNull(),
    marketingName: varchar({ length: 200 }).notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    signUpDeadline: timestamp({ withTimezone: true }),
    /** '0' review (a past activity's public recap), '1' signing up, '2' closed. */
    status: varchar({ length: 2 }).notNull().default('1'),
    mainFileUrlList: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    crmUrl: text(),
    createUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    organizer: varchar({ length: 128 }),
    provinceId: integer(),
    province: varchar({ length: 32 }),
    cityId: integer(),
    city: varchar({ length: 32 }),
    address: varchar({ length: 255 }),
    capacity: integer(),
    posterUrl: text(),
    posterTitle: varchar({ length: 128 }),
    posterSubtitle: varchar({ length: 255 }),
    posterColor: varchar({ length: 16 }),
    summary: varchar({ length: 500 }),
    content: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activities_marketing_uq').on(t.marketingId),
    index('activities_start_idx').on(t.startTime),
    index('activities_status_idx').on(t.status, t.startTime),
    index('activities_city_idx').on(t.cityId),
  ],
);

export const activitySignups = pgTable(
  'activity_signups',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    tenantName: varchar({ length: 128 }).notNull(),
    /** Number of attendees; their names are activity_attendees rows. */
    attendees: integer().notNull().default(1),
    /** Who shared the poster this sign-up came from. */
    shareId: varchar({ length: 32 }),
    /** 1 supplier, 2 buyer, 3 personal. */
    type: integer().notNull().default(1),
    contactName: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_signups_activity_idx').on(t.activityId, t.createdAt),
    index('activity_signups_user_idx').on(t.userId),
  ],
);

export const activityAttendees = pgTable(
  'activity_attendees',
  {
    id: serial().primaryKey(),
    signupId: integer()
      .notNull()
      .references(() => activitySignups.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    position: varchar({ length: 32 }),
    signedInAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('activity_attendees_activity_idx').on(t.activityId),
    index('activity_attendees_signup_idx').on(t.signupId),
  ],
);

/** On-site sign-in codes (PUT activity/sign {activityId, code}). */
export const activitySignCodes = pgTable(
  'activity_sign_codes',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    code: varchar({ length: 16 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_sign_codes_uq').on(t.activityId, t.code)],
);
