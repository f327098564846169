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
import type { RfqAttachment, RfqQuoteLine } from '@/lib/rfq';
import { products, skus } from './catalog';
import { orders, projects, type AddressSnapshot } from './commerce';
import { enterprises, users } from './identity';

/** 询比价: one request for quotation sent to many suppliers (lib/rfq.ts holds the rules). */
export const rfqs = pgTable(
  'rfqs',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 24 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    buyerEnterpriseId: integer()
      .notNull()
      .references(() => enterprises.id),
    title: varchar({ length: 60 }).notNull(),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    /** YYYY-MM-DD, Asia/Shanghai. */
    deliveryDate: varchar({ length: 10 }).notNull(),
    /** special | normal (lib/rfq INVOICE_TYPES). */
    invoiceType: varchar({ length: 16 }).notNull(),
    taxRate: integer().notNull(),
    paymentTerms: varchar({ length: 200 }).notNull(),
    /** The current round's quotation deadline; the server clock decides. */
    deadline: timestamp({ withTimezone: true }).notNull(),
    round: integer().notNull().default(1),
    /** Also open to every certified supplier serving the lines' categories (询价公告). */
    openToAll: boolean().notNull().default(false),
    /** The level-2 categories of the lines, for open requests. */
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** An RFQ_STATUS of lib/rfq.ts; only its transitions change it. */
    status: varchar({ length: 16 }).notNull().default('draft'),
    cancelReason: text(),
    attachments: jsonb().$type<RfqAttachment[]>().notNull().default([]),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfqs_code_uq').on(t.code),
    index('rfqs_buyer_idx').on(t.buyerEnterpriseId, t.userId, t.createdAt),
    index('rfqs_status_idx').on(t.status, t.deadline),
  ],
);

export const rfqLines = pgTable(
  'rfq_lines',
  {
    id: serial().primaryKey(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sort: integer().notNull(),
    /** Set on a catalogue line (pre-filled from the SKU); null on a free line. */
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    skuId: integer().references(() => skus.id, { onDelete: 'set null' }),
    categoryId: integer(),
    name: varchar({ length: 60 }).notNull(),
    spec: varchar({ length: 100 }),
    brand: varchar({ length: 30 }),
    unit: varchar({ length: 10 }).notNull(),
    qty: integer().notNull(),
  },
  (t) => [index('rfq_lines_rfq_idx').on(t.rfqId, t.sort)],
);

export const rfqInvites = pgTable(
  'rfq_invites',
  {
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rfqId, t.supplierId] }),
    index('rfq_invites_supplier_idx').on(t.supplierId),
  ],
);

/** Each round's deadline; rounds after the first name the suppliers asked for a final offer. */
export const rfqRounds = pgTable(
  'rfq_rounds',
  {
    id: serial().primaryKey(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    /** Empty on round 1 (everyone invited or eligible). */
    supplierIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfq_rounds_uq').on(t.rfqId, t.round)],
);

/** Every revision of every quote is kept; the latest revision of a round is the one compared. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: serial().primaryKey(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id),
    round: integer().notNull(),
    revision: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    lines: jsonb().$type<RfqQuoteLine[]>().notNull(),
    goodsAmount: bigint({ mode: 'number' }).notNull(),
    freight: bigint({ mode: 'number' }).notNull(),
    /** YYYY-MM-DD, Asia/Shanghai. */
    validUntil: varchar({ length: 10 }).notNull(),
    remark: text(),
    attachments: jsonb().$type<RfqAttachment[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfq_quotes_revision_uq').on(t.rfqId, t.supplierId, t.round, t.revision),
    index('rfq_quotes_supplier_idx').on(t.supplierId, t.createdAt),
  ],
);

/** The award, one row per awarded line, and the order it became. */
export const rfqAwards = pgTable(
  'rfq_awards',
  {
    id: serial().primaryKey(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id),
    quoteId: integer()
      .notNull()
      .references(() => rfqQuotes.id),
    unitPrice: integer().notNull(),
    qty: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('rfq_awards_line_uq').on(t.rfqId, t.lineId),
    index('rfq_awards_order_idx').on(t.orderId),
  ],
);

/** The audit trail: every state change and every quote, who made it and why. */
export const rfqEvents = pgTable(
  'rfq_events',
  {
    id: serial().primaryKey(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    /** An RfqAction of lib/rfq.ts. */
    action: varchar({ length: 16 }).notNull(),
    fromStatus: varchar({ length: 16 }),
    toStatus: varchar({ length: 16 }).notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The supplier of a quote event. */
    supplierId: integer(),
    /** buyer | supplier | system */
    actorRole: varchar({ length: 16 }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rfq_events_rfq_idx').on(t.rfqId, t.createdAt)],
);
