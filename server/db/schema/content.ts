import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './core';
import { enterprises, users } from './identity';
import { products } from './catalog';

export const ARTICLE_CHANNELS = ['information', 'help', 'about', 'rent'] as const;
export type ArticleChannel = (typeof ARTICLE_CHANNELS)[number];

/**
 * Editorial articles of every channel: industry information (/information), the help centre
 * (/help, grouped by groupName), about-us pages (/help/aboutUs) and rental news (/rent).
 */
export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    channel: varchar({ length: 16 }).$type<ArticleChannel>().notNull(),
    /** Help-centre section, or the information column (行业动态, 政策法规 …). */
    groupName: varchar({ length: 32 }),
    title: varchar({ length: 200 }).notNull(),
    summary: varchar({ length: 500 }),
    coverUrl: text(),
    /** HTML. */
    content: text().notNull(),
    source: varchar({ length: 64 }),
    author: varchar({ length: 32 }),
    /** Rent news: 出租 | 求租 | 行情, location and price as display strings. */
    extra: jsonb().$type<Record<string, string>>().notNull().default({}),
    isTop: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
    viewCount: integer().notNull().default(0),
    publishTime: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('articles_channel_idx').on(t.channel, t.status, t.publishTime),
    index('articles_group_idx').on(t.channel, t.groupName, t.sort),
  ],
);

/** Green towns (green/town/list). */
export const greenTowns = pgTable(
  'green_towns',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 64 }).notNull(),
    provinceId: integer(),
    province: varchar({ length: 32 }).notNull(),
    city: varchar({ length: 32 }),
    coverUrl: text().notNull(),
    intro: varchar({ length: 500 }),
    content: text(),
    /** 国家级 | 省级 | 市级 */
    level: varchar({ length: 16 }),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
  },
  (t) => [index('green_towns_sort_idx').on(t.status, t.sort)],
);

/** Green building-material certificates of products (/certificates, greenShowData). */
export const greenCertificates = pgTable(
  'green_certificates',
  {
    id: serial().primaryKey(),
    certNo: varchar({ length: 64 }).notNull(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    productName: varchar({ length: 200 }).notNull(),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    enterpriseName: varchar({ length: 128 }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    /** 一星级 | 二星级 | 三星级 */
    level: varchar({ length: 16 }).notNull(),
    issuedBy: varchar({ length: 128 }).notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    expireDate: date({ mode: 'string' }).notNull(),
    fileUrl: text(),
    coverUrl: text(),
    status: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('green_certificates_no_uq').on(t.certNo),
    index('green_certificates_category_idx').on(t.categoryId, t.status),
    index('green_certificates_enterprise_idx').on(t.enterpriseId),
  ],
);

export interface PartnerSection {
  title: string;
  content: string;
  images?: string[];
}

/** Ecology partners (/ecology/<code>: gold-bay, south-city, super-community, wan-rui, wan-yi). */
export const ecologyPartners = pgTable(
  'ecology_partners',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    logo: text().notNull(),
    bannerUrl: text().notNull(),
    intro: text().notNull(),
    sections: jsonb().$type<PartnerSection[]>().notNull().default([]),
    link: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('ecology_partners_code_uq').on(t.code)],
);

/** Carousel banners per theme and page position. themeType null = every theme. */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    themeType: integer(),
    /** home | yeation | design | certificates | activity | recruit | apply */
    position: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    imageUrl: text().notNull(),
    link: text(),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
    startAt: timestamp({ withTimezone: true }),
    endAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('banners_position_idx').on(t.position, t.status, t.sort)],
);

/** Home clue texts by page url (GET HomeClues(url)). */
export const homeClues = pgTable(
  'home_clues',
  {
    id: serial().primaryKey(),
    url: varchar({ length: 128 }).notNull(),
    mainTitle: varchar({ length: 128 }).notNull(),
    subTitle: varchar({ length: 255 }).notNull(),
  },
  (t) => [uniqueIndex('home_clues_url_uq').on(t.url)],
);

/** GET advertise: small ads beside lists and in the home page. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial().primaryKey(),
    themeType: integer(),
    position: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    imageUrl: text().notNull(),
    link: text(),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
  },
  (t) => [index('advertisements_position_idx').on(t.position, t.status, t.sort)],
);

/** Popup extraJson (spec §3). displayDuration in seconds; displayMethod 1 = closing counts as a click. */
export interface PopupExtra {
  displayMethod: number;
  displayDuration?: number;
  buttonUrl?: string;
  pcImgUrl?: string;
  pcTitle?: string;
  pcContent?: string;
  pcButtonName?: string;
}

export const popups = pgTable(
  'popups',
  {
    id: serial().primaryKey(),
    themeType: integer(),
    /** directory/popupInfo/{scene}: home, product, yeation, supplier, design, activity, workbench. */
    scene: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    extraJson: jsonb().$type<PopupExtra>().notNull(),
    /** lib/popup PopupAudience: all | visitor | user | supplier | buyer | owner (of the showroom viewed) */
    audience: varchar({ length: 16 }).notNull().default('all'),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
    startAt: timestamp({ withTimezone: true }),
    endAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('popups_scene_idx').on(t.scene, t.status, t.sort)],
);

/** Popups already read: by `user:<id>` or, for visitors, `client:<clientId>`. */
export const popupReads = pgTable(
  'popup_reads',
  {
    popupId: integer()
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    readerKey: varchar({ length: 80 }).notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.readerKey] })],
);

/**
 * GET seo(url): page title, description and keywords by route and realm. themeType null is the
 * row for every realm; a realm's own row for the same path wins on that realm. One row per
 * (url, realm), the every-realm row included (NULLS NOT DISTINCT).
 */
export const seoEntries = pgTable(
  'seo_entries',
  {
    id: serial().primaryKey(),
    url: varchar({ length: 128 }).notNull(),
    themeType: integer(),
    title: varchar({ length: 128 }).notNull(),
    description: varchar({ length: 500 }).notNull(),
    keywords: varchar({ length: 255 }).notNull(),
  },
  (t) => [unique('seo_entries_url_theme_uq').on(t.url, t.themeType).nullsNotDistinct()],
);

/**
 * Pages announced to search engines when they appear or go (server/services/url-announce):
 * the embedded default only records them here and in the log, like the SMS outbox; with
 * SEO_PUSH_PROVIDER=baidu each row is also sent to the link-submission API.
 */
export const urlAnnouncements = pgTable(
  'url_announcements',
  {
    id: serial().primaryKey(),
    url: text().notNull(),
    /** update: new or changed; delete: withdrawn. */
    action: varchar({ length: 16 }).$type<'update' | 'delete'>().notNull(),
    provider: varchar({ length: 16 }).notNull(),
    /** queued | sent | failed */
    status: varchar({ length: 16 }).notNull().default('queued'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('url_announcements_created_idx').on(t.createdAt)],
);

/** Station messages behind developerMsgCount / supplierMsgCount. */
export const websiteMessages = pgTable(
  'website_messages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** developer | supplier | other */
    side: varchar({ length: 16 }).notNull(),
    /** system | order | bid | inquiry | activity | auth */
    kind: varchar({ length: 16 }).notNull().default('system'),
    title: varchar({ length: 128 }).notNull(),
    content: text().notNull(),
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('website_messages_user_idx').on(t.userId, t.side, t.isRead, t.createdAt)],
);
