import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './core';
import { enterprises, users } from './identity';

/** `tsvector` for the search columns; filled by a generated column, never written. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export interface KeyValue {
  key: string;
  value: string;
}
export interface KeyValues {
  key: string;
  values: string[];
}
/** extraPriceJson of a SKU: price range in yuan as the spec writes it, e.g. `120-180`. */
export interface ExtraPrice {
  priceRange?: string;
  unit?: string;
  minOrder?: number;
}

/**
 * SKU price types. 2 and 3 show the fixed `price`; 1 and 4 show the lower bound of
 * extraPriceJson.priceRange. 4 is never chosen as a product's default variant.
 */
export const PRICE_TYPES = {
  range: 1,
  fixed: 2,
  agreement: 3,
  project: 4,
} as const;

/** Brands (spec §3 label/brand image item: id, name, url, brandName); /brand/:webmap. */
export const brands = pgTable(
  'brands',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 64 }).notNull(),
    /** Logo image url. */
    logo: text().notNull(),
    /** Latin/registered brand name shown beside the Chinese name. */
    brandName: varchar({ length: 64 }).notNull(),
    webmap: varchar({ length: 64 }).notNull(),
    /** First letter (A-Z) for the brand filter. */
    initial: varchar({ length: 1 }).notNull(),
    description: text(),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isRecommend: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_webmap_uq').on(t.webmap), index('brands_initial_idx').on(t.initial)],
);
export type Brand = typeof brands.$inferSelect;

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id),
    category1Id: integer()
      .notNull()
      .references(() => categories.id),
    category2Id: integer()
      .notNull()
      .references(() => categories.id),
    category3Id: integer()
      .notNull()
      .references(() => categories.id),
    brandId: integer().references(() => brands.id),
    name: varchar({ length: 200 }).notNull(),
    /** Model number (型号). */
    model: varchar({ length: 64 }),
    unit: varchar({ length: 16 }).notNull(),
    attributes: jsonb().$type<KeyValue[]>().notNull().default([]),
    itemSalesAttributes: jsonb().$type<KeyValues[]>().notNull().default([]),
    mainImage: text().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    detailHtml: text(),
    /**
     * 1 visible in the mall, 0 not: kept as onShelf && auditStatus = 'approved' by the
     * supplier-product service, so every public query filters on this one column.
     */
    status: integer().notNull().default(1),
    /** The supplier's 上架/下架 wish. */
    onShelf: boolean().notNull().default(true),
    /** pending | approved | rejected (ops review of new products and of name/category/image edits). */
    auditStatus: varchar({ length: 16 }).notNull().default('approved'),
    auditReason: text(),
    minOrderQty: integer().notNull().default(1),
    isGreen: boolean().notNull().default(false),
    /** Lowest displayable price in fen over SKUs of types 1-3; null when every SKU is 询价. */
    minPrice: integer(),
    salesCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Search tokens (server/search/product-index): words, bigrams, specifications and pinyin,
     * one column per field so the vector weighs name (A) over brand (B) over categories and
     * attributes (C); pinyin (D) only answers Latin queries that found no Latin word.
     */
    searchName: text().notNull().default(''),
    searchBrand: text().notNull().default(''),
    searchText: text().notNull().default(''),
    searchPinyin: text().notNull().default(''),
    /** The tokenizer version that wrote the search columns; older rows are re-indexed on start. */
    searchVersion: smallint().notNull().default(0),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_name), 'A') || setweight(to_tsvector('simple', search_brand), 'B') || setweight(to_tsvector('simple', search_text), 'C') || setweight(to_tsvector('simple', search_pinyin), 'D')`,
      ),
  },
  (t) => [
    // Written straight into the index, not through GIN's pending list: every search scans the
    // whole list (up to 4 MB), which made even a word matching nothing read ~380 pages.
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_cat1_idx').on(t.category1Id, t.status),
    index('products_cat2_idx').on(t.category2Id, t.status),
    index('products_cat3_idx').on(t.category3Id, t.status),
    index('products_brand_idx').on(t.brandId),
    index('products_supplier_idx').on(t.supplierId, t.status),
    index('products_audit_idx').on(t.auditStatus, t.updatedAt),
    index('products_created_idx').on(t.createdAt),
    index('products_min_price_idx').on(t.minPrice),
  ],
);
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/**
 * The on-shelf products' search and listing fields, kept by a trigger on products (migration
 * 0020), for the queries that read every match of a word (listing page and count, facets,
 * suggestions). 地板 matches 11k of 100k products: their full rows (2.3 kB each, 125 MB in all)
 * do not stay in PostgreSQL's buffers, while these, the vector out of line and read only when a
 * match needs a recheck, fit in about 25 MB.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: integer().notNull(),
    category1Id: integer().notNull(),
    category2Id: integer().notNull(),
    category3Id: integer().notNull(),
    brandId: integer(),
    name: varchar({ length: 200 }).notNull(),
    minPrice: integer(),
    salesCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    searchVector: tsvector().notNull(),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('product_search_cat1_idx').on(t.category1Id),
    index('product_search_cat2_idx').on(t.category2Id),
    // Also the detail page's best sellers of the same category: the first ten, read in order.
    index('product_search_cat3_idx').on(t.category3Id, t.salesCount.desc().nullsFirst(), t.id),
    // The home page's best sellers of the whole mall, paged.
    index('product_search_sales_idx').on(t.salesCount.desc().nullsFirst(), t.id),
    index('product_search_brand_idx').on(t.brandId),
    index('product_search_supplier_idx').on(t.supplierId),
  ],
);

export const skus = pgTable(
  'skus',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar({ length: 32 }).notNull(),
    /** Fen. 0 or null shows as 询价. */
    price: integer(),
    /** See PRICE_TYPES. */
    priceType: integer().notNull(),
    extraPriceJson: jsonb().$type<ExtraPrice>().notNull().default({}),
    salesAttributes: jsonb().$type<KeyValue[]>().notNull().default([]),
    stock: integer().notNull().default(0),
    /** 1 on sale, 0 disabled. */
    status: integer().notNull().default(1),
    sort: integer().notNull().default(0),
  },
  (t) => [index('skus_product_idx').on(t.productId, t.sort)],
);
export type Sku = typeof skus.$inferSelect;

/** Agreement prices a supplier signed with one buyer enterprise (skuAgreementsDtoList). */
export const skuAgreements = pgTable(
  'sku_agreements',
  {
    id: serial().primaryKey(),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    buyerEnterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    agreementNo: varchar({ length: 32 }).notNull(),
    /** Fen. */
    price: integer().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sku_agreements_sku_buyer_uq').on(t.skuId, t.buyerEnterpriseId),
    index('sku_agreements_buyer_idx').on(t.buyerEnterpriseId),
  ],
);

/** Green / low-carbon certificates a supplier attached to a product. */
export const productCertificates = pgTable(
  'product_certificates',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: varchar({ length: 64 }).notNull(),
    certNo: varchar({ length: 64 }).notNull(),
    fileUrl: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('product_certificates_product_idx').on(t.productId)],
);

/** Gallery images with features for image search (filled later by a worker; null until then). */
export const productImages = pgTable(
  'product_images',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    sort: integer().notNull().default(0),
    phash: varchar({ length: 64 }),
    colorHistogram: jsonb().$type<number[]>(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId),
    index('product_images_phash_idx').on(t.phash),
  ],
);

/** Rights (spec §3): quotas an enterprise holds, e.g. file views/downloads. */
export const rights = pgTable(
  'rights',
  {
    id: serial().primaryKey(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** 1 view files, 2 download files, 3 contact suppliers. */
    type: integer().notNull(),
    equityId: varchar({ length: 32 }).notNull(),
    equityName: varchar({ length: 64 }).notNull(),
    /** Remaining count. */
    numCount: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('rights_enterprise_equity_uq').on(t.enterpriseId, t.equityId)],
);

/** Product files that cost a right to see or download (test reports, CAD drawings …). */
export const rightsFiles = pgTable(
  'rights_files',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: varchar({ length: 128 }).notNull(),
    fileKey: text().notNull(),
    fileType: varchar({ length: 16 }).notNull(),
    size: integer().notNull().default(0),
    /** Right type needed (see rights.type). */
    rightType: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rights_files_product_idx').on(t.productId)],
);

/** Uses of a right, so a second view of the same file is free. */
export const rightsUsages = pgTable(
  'rights_usages',
  {
    id: serial().primaryKey(),
    rightId: integer()
      .notNull()
      .references(() => rights.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => rightsFiles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rights_usages_uq').on(t.rightId, t.fileId, t.action)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Suppliers a user keeps in 我的收藏. */
export const supplierFavourites = pgTable(
  'supplier_favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.supplierId] }),
    index('supplier_favourites_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Search synonyms, applied when a query is read (server/search), so an edit needs no re-index.
 * `same`: the term and its synonyms are interchangeable (墙纸 = 壁纸). `broader`: the term
 * also finds its narrower synonyms (钢筋 ⊃ 螺纹钢), not the other way round.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 16 }).$type<'same' | 'broader'>().notNull(),
    term: varchar({ length: 50 }).notNull(),
    synonyms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_synonyms_term_idx').on(t.kind, t.term)],
);
