import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Tenant statuses of spec §4; null means not certified. */
export const TENANT_STATUSES = [
  'company_approve_fail',
  'company_approving',
  'supplier_to_approve',
  'supplier_approving',
  'supplier_approve_fail',
  'supplier',
] as const;

/** A permission-tree node (spec §3): name, alias, children. */
export interface PermissionNode {
  name: string;
  alias: string;
  children?: PermissionNode[];
}

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    phone: varchar({ length: 11 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    /** `scrypt:N:r:p:salt:hash` (see server/services/identity/password.ts); null for SMS-only accounts. */
    passwordHash: text(),
    headPhotoUrl: text(),
    /** 2 = developer. */
    userType: integer().notNull().default(1),
    isPersonalAccount: boolean().notNull().default(true),
    isDesignerAccount: boolean().notNull().default(false),
    /** 1 = certified designer. */
    designerStatus: integer().notNull().default(0),
    /** 1-4 for developers, null otherwise. */
    developersLevel: integer(),
    labels: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    clientId: varchar({ length: 64 }).notNull(),
    /** The enterprise identity currently in use. */
    activeEnterpriseId: integer(),
    /** Set by ops (用户与企业): a disabled user cannot sign in and their sessions are gone. */
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone)],
);
export type User = typeof users.$inferSelect;

/** Enterprises (tenants): a company certified as supplier (1) or buyer (2). */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 128 }).notNull(),
    /** 1 supplier, 2 buyer (also the enterprise's topType). */
    type: integer().notNull(),
    /** Child type code: 1001 manufacturer, 1002 construction, 4 dealer, 2001 developer, 2002 design company. */
    childType: integer(),
    /** Enterprise list status: 1 approved, 0 pending, -1 failed, -2 incomplete. */
    status: integer().notNull().default(-2),
    /** Spec §4 tenant status; null = not certified. */
    tenantStatus: varchar({ length: 32 }).$type<(typeof TENANT_STATUSES)[number]>(),
    /** best_choice_base | best_choice_intermediate | best_choice_senior | dealer_member | construction_member */
    memberLevel: varchar({ length: 32 }),
    companyType: integer().notNull().default(1),
    /** 统一社会信用代码, upper-case (lib/credit-code); null for enterprises certified before it was asked. */
    creditCode: varchar({ length: 18 }),
    businessLicenseUrl: text(),
    authorizationUrl: text(),
    serveCategoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    provinceId: integer(),
    cityId: integer(),
    logo: text(),
    rejectReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enterprises_type_status_idx').on(t.type, t.status),
    index('enterprises_name_idx').on(t.name),
    // Pattern ops so the ops search's prefix match (LIKE 'X%') can use it whatever the collation.
    index('enterprises_credit_code_idx').on(t.creditCode.op('varchar_pattern_ops')),
  ],
);
export type Enterprise = typeof enterprises.$inferSelect;

/** A user's enterprise identities (one user can hold several). */
export const userEnterprises = pgTable(
  'user_enterprises',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    roleId: integer().notNull().default(1),
    /** A company administrator sets the approval rules; the first member is one too. */
    isAdmin: boolean().notNull().default(false),
    /** Per-member monthly spending limit in fen; null: no limit. */
    monthlyLimit: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.enterpriseId] })],
);

/** Workbenches a role can open, with the permission tree of spec §3. */
export const workbenches = pgTable('workbenches', {
  id: serial().primaryKey(),
  /** 'sup' for the supplier console, 'other' otherwise. */
  consoleId: varchar({ length: 16 }).notNull(),
  desc: varchar({ length: 32 }).notNull(),
  /** Which enterprise type (1/2) or 0 for personal accounts. */
  enterpriseType: integer().notNull(),
  url: text().notNull(),
  roleTree: jsonb().$type<PermissionNode[]>().notNull().default([]),
});

/** Sessions: only the SHA-256 of the opaque cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: varchar({ length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** SMS outbox: the default provider writes codes here instead of a carrier. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial().primaryKey(),
    phone: varchar({ length: 11 }).notNull(),
    /** login | register | reset */
    purpose: varchar({ length: 16 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    /** Plain text body as a carrier would deliver it (the code is readable here by design). */
    content: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

/** AJ-Captcha state: `RUNNING:CAPTCHA:<token>` and `second-<V>` keys with expiry. */
export const captchaStates = pgTable(
  'captcha_states',
  {
    key: varchar({ length: 512 }).primaryKey(),
    value: jsonb().$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_states_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per account and address (lib/login-escalation): kind `password` or `code`,
 * one row per phone and client IP, counted atomically and ignored once quiet for 15 minutes.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    kind: varchar({ length: 16 }).notNull(),
    phone: varchar({ length: 32 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    failures: integer().notNull(),
    lastFailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.phone, t.ip] }),
    index('login_failures_ip_idx').on(t.kind, t.ip),
    index('login_failures_last_idx').on(t.lastFailedAt),
  ],
);
