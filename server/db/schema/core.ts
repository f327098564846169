import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { HomeBlockKey } from '@/lib/home-layout';
import type { FooterLink, HomeFeatured, TopConfigNode } from '@/lib/theme';

/** Theme config rows (spec §3); seeded from themes/. One row per realm. */
export const themes = pgTable(
  'themes',
  {
    id: serial().primaryKey(),
    /** URL-safe key used for the internal theme segment, e.g. `main`. */
    code: varchar({ length: 32 }).notNull(),
    themeType: integer().notNull(),
    name: varchar({ length: 64 }).notNull(),
    shortName: varchar({ length: 32 }).notNull(),
    applicationTemplateId: integer().notNull().default(1),
    /** Host names (without port) served by this theme. */
    domains: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    domainNameUrl: varchar({ length: 255 }).notNull(),
    developerNameUrl: varchar({ length: 255 }).notNull(),
    supplierNameUrl: varchar({ length: 255 }).notNull(),
    blackBackgroundLogo: text().notNull(),
    writeBackgroundLogo: text().notNull(),
    themeColor: varchar({ length: 16 }).notNull(),
    companyMobile: varchar({ length: 32 }).notNull(),
    companyEmail: varchar({ length: 128 }).notNull(),
    topConfigList: jsonb().$type<TopConfigNode[]>().notNull().default([]),
    /** SVG or data URL served by /v1/api/mall/favicon. */
    favicon: text().notNull(),
    faviconType: varchar({ length: 64 }).notNull().default('image/svg+xml'),
    /** The realm's WeChat official-account QR code (an uploaded image's URL), or null. */
    officialAccountQr: text(),
    /** Extra basic config (themBasicConfig): copyright, ICP, description. */
    basicConfig: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Site-wide configuration returned by getMainConfig. */
    mainConfig: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Home block keys in display order (lib/home-layout.ts). */
    homeLayout: text()
      .array()
      .$type<HomeBlockKey[]>()
      .notNull()
      .default(sql`'{hero,opportunities,recommended,enterprises,updates}'::text[]`),
    footerLinks: jsonb()
      .$type<FooterLink[]>()
      .notNull()
      .default([
        { label: '帮助中心', href: '/help' },
        { label: '关于我们', href: '/help/aboutUs' },
      ]),
    homeFeatured: jsonb()
      .$type<HomeFeatured>()
      .notNull()
      .default({ categoryIds: [], supplierIds: [] }),
    isDefault: boolean().notNull().default(false),
    /** An unpublished realm's domains are served by the default realm; the default is always published. */
    published: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('themes_code_uq').on(t.code), uniqueIndex('themes_type_uq').on(t.themeType)],
);
export type Theme = typeof themes.$inferSelect;
export type NewTheme = typeof themes.$inferInsert;

/** Category tree (spec §3), up to 3 levels; also the "server types" a supplier serves. */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey(),
    pid: integer().notNull().default(0),
    name: varchar({ length: 64 }).notNull(),
    logo: text(),
    /** 1 shown at the front, 0 hidden. */
    status: integer().notNull().default(1),
    level: integer().notNull(),
    sort: integer().notNull().default(0),
    isGreen: boolean().notNull().default(false),
  },
  (t) => [index('categories_pid_idx').on(t.pid, t.sort)],
);
export type Category = typeof categories.$inferSelect;

/** Provinces (level 1) and cities (level 2) for getServerArea and addresses. */
export const areas = pgTable(
  'areas',
  {
    id: integer().primaryKey(),
    pid: integer().notNull().default(0),
    name: varchar({ length: 64 }).notNull(),
    level: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('areas_pid_idx').on(t.pid, t.sort)],
);
export type Area = typeof areas.$inferSelect;

/** Client-side failures reported through POST /v1/api/mall/log (prod only). */
export const errorLogs = pgTable('error_logs', {
  id: serial().primaryKey(),
  url: text().notNull(),
  message: text().notNull(),
  userAgent: text(),
  ip: varchar({ length: 64 }),
  userId: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters shared by every app process (SMS sends, logins, captcha, log writes).
 * key = `<purpose>:<subject>`, windowStart = start of the window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 200 }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rate_limits_key_window_uq').on(t.key, t.windowStart),
    index('rate_limits_expires_idx').on(t.expiresAt),
  ],
);
