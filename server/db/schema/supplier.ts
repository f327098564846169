import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tsvector } from './catalog';
import { enterprises, users } from './identity';

/** The public showroom of a supplier enterprise (/supplier/:tenantId home and company-contact). */
export const supplierShowrooms = pgTable(
  'supplier_showrooms',
  {
    enterpriseId: integer()
      .primaryKey()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    shortName: varchar({ length: 32 }).notNull(),
    slogan: varchar({ length: 128 }),
    intro: text().notNull().default(''),
    bannerUrl: text(),
    mainProducts: varchar({ length: 255 }).notNull().default(''),
    brandIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    foundedYear: integer(),
    /** 万元. */
    registeredCapital: integer(),
    employees: varchar({ length: 32 }),
    annualOutput: varchar({ length: 64 }),
    contactName: varchar({ length: 32 }).notNull(),
    contactPhone: varchar({ length: 32 }).notNull(),
    contactEmail: varchar({ length: 128 }),
    website: text(),
    province: varchar({ length: 32 }),
    city: varchar({ length: 32 }),
    address: varchar({ length: 255 }),
    /** Sort weight in supplier lists; higher first. */
    rank: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Tokens of the name, main products, brands and categories for 搜供应商. */
    searchText: text().notNull().default(''),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (t) => [
    index('supplier_showrooms_search_idx').using('gin', t.searchVector),
    index('supplier_showrooms_rank_idx').on(t.rank),
  ],
);

/** factory-map: photos of plants and production lines. */
export const supplierFactoryImages = pgTable(
  'supplier_factory_images',
  {
    id: serial().primaryKey(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    title: varchar({ length: 128 }).notNull(),
    description: text(),
    imageUrl: text().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sort: integer().notNull().default(0),
  },
  (t) => [index('supplier_factory_images_ent_idx').on(t.enterpriseId, t.sort)],
);

/** FactoryVR: panorama tours. */
export const supplierFactoryVrs = pgTable(
  'supplier_factory_vrs',
  {
    id: serial().primaryKey(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    title: varchar({ length: 128 }).notNull(),
    coverUrl: text().notNull(),
    /** Equirectangular panorama image or an external VR tour url. */
    vrUrl: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('supplier_factory_vrs_ent_idx').on(t.enterpriseId, t.sort)],
);

/** project-case: projects a supplier delivered to. */
export const supplierProjectCases = pgTable(
  'supplier_project_cases',
  {
    id: serial().primaryKey(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    title: varchar({ length: 128 }).notNull(),
    projectName: varchar({ length: 128 }).notNull(),
    developerName: varchar({ length: 128 }),
    province: varchar({ length: 32 }),
    city: varchar({ length: 32 }),
    coverUrl: text().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text(),
    completedAt: date({ mode: 'string' }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('supplier_project_cases_ent_idx').on(t.enterpriseId, t.sort)],
);

/** qualification-license: business licence, qualifications, certificates, patents. */
export const supplierQualifications = pgTable(
  'supplier_qualifications',
  {
    id: serial().primaryKey(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** license | qualification | certificate | patent | report */
    kind: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 128 }).notNull(),
    fileUrl: text().notNull(),
    fileType: varchar({ length: 16 }).notNull(),
    issuedBy: varchar({ length: 128 }),
    validUntil: date({ mode: 'string' }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('supplier_qualifications_ent_idx').on(t.enterpriseId, t.kind)],
);

/** POST /v1/api/promotion/SupplierApplication (spec §3 Supplier application). */
export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    shareCode: varchar({ length: 32 }),
    /** Company name. */
    name: varchar({ length: 128 }).notNull(),
    product: varchar({ length: 255 }).notNull(),
    productMode: varchar({ length: 64 }),
    isQuoted: integer(),
    contactName: varchar({ length: 32 }).notNull(),
    position: varchar({ length: 32 }),
    phone: varchar({ length: 11 }).notNull(),
    email: varchar({ length: 128 }),
    province: varchar({ length: 32 }),
    provinceId: integer(),
    city: varchar({ length: 32 }),
    cityId: integer(),
    address: varchar({ length: 255 }),
    referrer: varchar({ length: 64 }),
    /** 0 new, 1 contacted, 2 closed. */
    status: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_applications_share_idx').on(t.shareCode),
    index('supplier_applications_created_idx').on(t.createdAt),
  ],
);

/** Sharers (spec §3) who refer suppliers with a share code (/apply/share). */
export const sharers = pgTable(
  'sharers',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    shareCode: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    company: varchar({ length: 128 }).notNull(),
    position: varchar({ length: 32 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sharers_code_uq').on(t.shareCode),
    uniqueIndex('sharers_phone_uq').on(t.phone),
  ],
);

/** Sign-ups for the selected-supplier plan (/yeation). */
export const selectedSupplierSignups = pgTable(
  'selected_supplier_signups',
  {
    id: serial().primaryKey(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 submitted, 1 approved, -1 rejected. */
    status: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('selected_supplier_signups_ent_uq').on(t.enterpriseId)],
);

/** Members-only announcements (/supplierNotice/list). */
export const supplierNotices = pgTable(
  'supplier_notices',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 200 }).notNull(),
    summary: varchar({ length: 500 }),
    content: text().notNull(),
    attachments: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    membersOnly: boolean().notNull().default(true),
    status: integer().notNull().default(1),
    viewCount: integer().notNull().default(0),
    publishTime: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('supplier_notices_publish_idx').on(t.status, t.publishTime)],
);

/** Recruit status → statusDesc (spec §3). */
export const RECRUIT_STATUS_DESC: Record<number, string> = {
  1: '招募中',
  2: '招募截止',
  3: '招募中止',
};

/** Supplier recruitment notices published by buyers (/recruit). */
export const recruits = pgTable(
  'recruits',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 200 }).notNull(),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    enterpriseName: varchar({ length: 128 }).notNull(),
    /** Registered capital required, in 万元. */
    capital: integer().notNull().default(0),
    serviceScope: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    provinceId: integer(),
    province: varchar({ length: 32 }),
    cityId: integer(),
    city: varchar({ length: 32 }),
    requirement: text(),
    content: text(),
    contactName: varchar({ length: 32 }),
    contactPhone: varchar({ length: 32 }),
    publicationDate: timestamp({ withTimezone: true }).notNull(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    /** 1 招募中, 2 招募截止, 3 招募中止 (RECRUIT_STATUS_DESC). */
    status: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recruits_publication_idx').on(t.publicationDate),
    index('recruits_status_idx').on(t.status, t.deadline),
  ],
);

export const recruitApplications = pgTable(
  'recruit_applications',
  {
    id: serial().primaryKey(),
    recruitId: integer()
      .notNull()
      .references(() => recruits.id, { onDelete: 'cascade' }),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    contactName: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    remark: text(),
    /** 0 submitted, 1 passed, -1 rejected. */
    status: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recruit_applications_uq').on(t.recruitId, t.enterpriseId)],
);
