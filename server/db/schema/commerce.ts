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
import { enterprises, users } from './identity';
import { products, skus } from './catalog';

/** A buyer's purchase project (spec §3 Project); cart lines can be moved into one. */
export const projects = pgTable(
  'projects',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    projectName: varchar({ length: 128 }).notNull(),
    /** Budget in fen; null means no budget is tracked (the project page shows spend against it). */
    budget: bigint({ mode: 'number' }),
    provinceId: integer(),
    province: varchar({ length: 32 }),
    cityId: integer(),
    city: varchar({ length: 32 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_owner_idx').on(t.enterpriseId, t.userId)],
);

/** Cart lines, one per (user, enterprise identity, sku). */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    /** Unit price (fen) the buyer saw when adding or editing the line; a later change is flagged. */
    addedPrice: integer(),
    checked: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_ent_sku_uq').on(t.userId, t.enterpriseId, t.skuId),
    index('carts_user_idx').on(t.userId, t.enterpriseId, t.updatedAt),
  ],
);

/** Items moved from the cart into a project list (moveProject / moveProjectPaging). */
export const projectItems = pgTable(
  'project_items',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_items_uq').on(t.projectId, t.skuId)],
);

export const receiveAddresses = pgTable(
  'receive_addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'cascade' }),
    receiverName: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    provinceId: integer().notNull(),
    province: varchar({ length: 32 }).notNull(),
    cityId: integer().notNull(),
    city: varchar({ length: 32 }).notNull(),
    address: varchar({ length: 255 }).notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receive_addresses_user_idx').on(t.userId, t.enterpriseId)],
);

export interface AddressSnapshot {
  receiverName: string;
  phone: string;
  province: string;
  city: string;
  address: string;
}

/** Orders (one per supplier per checkout). Money in fen; totals are bigint (a lift order passes 2^31 fen). */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    buyerEnterpriseId: integer()
      .notNull()
      .references(() => enterprises.id),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    /** An ORDER_STATUS of lib/order-lifecycle.ts; only that table's transitions change it. */
    status: varchar({ length: 24 }).notNull().default('pending_approval'),
    /** The approval level now waiting (1-based) while pending_approval; 0 when none is. */
    approvalLevel: integer().notNull().default(0),
    goodsAmount: bigint({ mode: 'number' }).notNull(),
    freightAmount: bigint({ mode: 'number' }).notNull().default(0),
    totalAmount: bigint({ mode: 'number' }).notNull(),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    remark: text(),
    auditorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Client-supplied key (one per confirm-page visit) so a retried submit creates no second order. */
    idempotencyKey: varchar({ length: 64 }).notNull(),
    /** Set by the last shipment; receipt is automatic ORDER_AUTO_RECEIVE_DAYS after it. */
    lastShippedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_status_idx').on(t.status, t.lastShippedAt),
    // One checkout makes one order per supplier, all under the same key of the same buyer.
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey, t.supplierId),
    index('orders_buyer_idx').on(t.buyerEnterpriseId, t.createdAt),
    index('orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null on a line awarded from a free 询比价 line. */
    productId: integer().references(() => products.id),
    /** Null on every awarded 询比价 line: it sells at the quoted price and takes no catalogue stock. */
    skuId: integer().references(() => skus.id),
    productName: varchar({ length: 200 }).notNull(),
    /** Sales attributes as shown, e.g. 规格:600x600mm 颜色:米白. */
    skuDesc: varchar({ length: 255 }).notNull().default(''),
    imageUrl: text(),
    unit: varchar({ length: 16 }).notNull(),
    priceType: integer().notNull(),
    unitPrice: integer().notNull(),
    qty: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The approver chain of an order, one row per level, fixed when the order is placed. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    level: integer().notNull(),
    approverId: integer()
      .notNull()
      .references(() => users.id),
    /** pending | approved | rejected */
    status: varchar({ length: 16 }).notNull().default('pending'),
    note: text(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_approvals_level_uq').on(t.orderId, t.level),
    index('order_approvals_approver_idx').on(t.approverId, t.status),
  ],
);

/** The audit trail of an order: every transition, who made it and why (the order timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** An ORDER_ACTION of lib/order-lifecycle.ts. */
    action: varchar({ length: 24 }).notNull(),
    fromStatus: varchar({ length: 24 }),
    toStatus: varchar({ length: 24 }).notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** buyer | approver | supplier | system */
    actorRole: varchar({ length: 16 }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: varchar({ length: 32 }).notNull(),
    trackingNo: varchar({ length: 40 }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId, t.createdAt)],
);

export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    shipmentId: integer()
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.orderLineId] })],
);

/**
 * A buyer company's approval rules (审批规则). No row keeps the default: every order needs the
 * one approver picked at checkout. Amounts in fen.
 */
export const approvalRules = pgTable('approval_rules', {
  enterpriseId: integer()
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  /** Orders at or below this need no approval; null: every order needs one. */
  autoApproveMax: bigint({ mode: 'number' }),
  /** Orders above this need two levels in order; null: never two levels. */
  twoLevelAbove: bigint({ mode: 'number' }),
  /** The first of two levels; null: the approver picked at checkout (one level always is). */
  level1ApproverId: integer().references(() => users.id, { onDelete: 'set null' }),
  level2ApproverId: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Asynchronous exports (developer/orders/export, item exports). */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 32 }).notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** pending | running | done | failed */
    status: varchar({ length: 16 }).notNull().default('pending'),
    fileKey: text(),
    fileName: varchar({ length: 128 }),
    error: text(),
    /** 0-100, for long tasks such as a product import. */
    progress: integer().notNull().default(0),
    /** What a finished task reports back (an import's per-row errors or counts). */
    result: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('export_tasks_user_idx').on(t.userId, t.createdAt),
    index('export_tasks_status_idx').on(t.status),
  ],
);

/** Sales leads from the visitor widget (spec §3 Lead, POST decoration/createLeads). */
export const leads = pgTable(
  'leads',
  {
    id: serial().primaryKey(),
    leadsName: varchar({ length: 128 }).notNull(),
    linkmanName: varchar({ length: 32 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    position: varchar({ length: 32 }).notNull(),
    remark: text(),
    /** Visited URLs, comma-joined (about 30 at most). */
    browse: text().notNull().default(''),
    businessScene: varchar({ length: 64 }),
    /** The lead-widget page key the form was sent from. */
    pageKey: varchar({ length: 64 }),
    clientId: varchar({ length: 64 }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_mobile_idx').on(t.mobile, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
  ],
);

/** Search tracking (spec §3 word, key, total). */
export const searchRecords = pgTable(
  'search_records',
  {
    id: serial().primaryKey(),
    word: varchar({ length: 100 }).notNull(),
    /** The search type: product, supplier, case … */
    key: varchar({ length: 32 }).notNull(),
    total: integer().notNull().default(0),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    clientId: varchar({ length: 64 }),
    /** Where the search came from (the listing's customRefer), for attributing searches. */
    refer: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_records_word_idx').on(t.key, t.word),
    index('search_records_created_idx').on(t.createdAt),
  ],
);

/**
 * Clicks on search results (the listing's product cards), so ops see which queries buyers search
 * but do not click: the low-click list beside the zero-result list (server/services/search-gaps).
 */
export const searchClicks = pgTable(
  'search_clicks',
  {
    id: serial().primaryKey(),
    word: varchar({ length: 100 }).notNull(),
    key: varchar({ length: 32 }).notNull(),
    itemId: integer().notNull(),
    /** 1-based place of the result on its page. */
    position: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    clientId: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_clicks_word_idx').on(t.key, t.word, t.createdAt)],
);

/** Files written through the storage layer (file/publicUpload, file/privateUpload). */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    name: varchar({ length: 255 }).notNull(),
    /** Extension or MIME type. */
    type: varchar({ length: 128 }).notNull(),
    size: integer().notNull(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    isPublic: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_uq').on(t.key),
    index('uploaded_files_owner_idx').on(t.ownerId),
  ],
);

/** 意见反馈 from the floating toolbar (POST homepage/submit, type 'feedback'). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial().primaryKey(),
    content: varchar({ length: 500 }).notNull(),
    contact: varchar({ length: 64 }),
    url: text().notNull(),
    clientId: varchar({ length: 64 }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedbacks_created_idx').on(t.createdAt)],
);
