import { sql } from 'drizzle-orm';
import {
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
import { tsvector } from './catalog';
import { enterprises, users } from './identity';

export const designStyles = pgTable('design_styles', {
  id: serial().primaryKey(),
  name: varchar({ length: 32 }).notNull(),
  sort: integer().notNull().default(0),
  status: integer().notNull().default(1),
});

/** Design types (室内设计, 景观设计 …); also the categories of design demands. */
export const designTypes = pgTable('design_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 32 }).notNull(),
  sort: integer().notNull().default(0),
  status: integer().notNull().default(1),
});

/** Design demands (/demand/list, spec §3 Demand). */
export const demands = pgTable(
  'demands',
  {
    id: serial().primaryKey(),
    topicName: varchar({ length: 200 }).notNull(),
    /** Cover image. */
    topicUrl: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userName: varchar({ length: 64 }).notNull(),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    /** design_types ids (designCategoryVoList). */
    designTypeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    styleId: integer().references(() => designStyles.id),
    provinceId: integer(),
    province: varchar({ length: 32 }),
    city: varchar({ length: 32 }),
    /** 平方米. */
    areaSize: integer(),
    budget: varchar({ length: 64 }),
    description: text(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 1 open, 2 finished, 0 closed. */
    status: integer().notNull().default(1),
    /** 1 on shelf (listed), 0 off shelf. */
    shelfFlag: integer().notNull().default(1),
    viewCount: integer().notNull().default(0),
    collectCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demands_list_idx').on(t.shelfFlag, t.status, t.createdAt),
    index('demands_style_idx').on(t.styleId),
    index('demands_types_idx').using('gin', t.designTypeIds),
  ],
);

export const demandComments = pgTable(
  'demand_comments',
  {
    id: serial().primaryKey(),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    parentId: integer(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userName: varchar({ length: 64 }).notNull(),
    avatar: text(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demand_comments_demand_idx').on(t.demandId, t.createdAt)],
);

export const demandCollections = pgTable(
  'demand_collections',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.demandId] })],
);

/** Design halls: a designer's or a studio's page (/designHall/:id). */
export const designHalls = pgTable(
  'design_halls',
  {
    id: serial().primaryKey(),
    /** 1 designer, 2 studio/design company. */
    kind: integer().notNull().default(1),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    enterpriseId: integer().references(() => enterprises.id, { onDelete: 'set null' }),
    name: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 64 }),
    avatar: text().notNull(),
    coverUrl: text().notNull(),
    intro: text(),
    province: varchar({ length: 32 }),
    city: varchar({ length: 32 }),
    styleIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    typeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    years: integer(),
    caseCount: integer().notNull().default(0),
    praiseCount: integer().notNull().default(0),
    collectCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    isRecommend: boolean().notNull().default(false),
    status: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_halls_list_idx').on(t.status, t.isRecommend, t.praiseCount)],
);

export const designCases = pgTable(
  'design_cases',
  {
    id: serial().primaryKey(),
    hallId: integer()
      .notNull()
      .references(() => designHalls.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    coverUrl: text().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    styleId: integer().references(() => designStyles.id),
    typeId: integer().references(() => designTypes.id),
    /** 平方米. */
    areaSize: integer(),
    province: varchar({ length: 32 }),
    city: varchar({ length: 32 }),
    description: text(),
    praiseCount: integer().notNull().default(0),
    collectCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    isRecommend: boolean().notNull().default(false),
    status: integer().notNull().default(1),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    searchText: text().notNull().default(''),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (t) => [
    index('design_cases_search_idx').using('gin', t.searchVector),
    index('design_cases_hall_idx').on(t.hallId),
    index('design_cases_filter_idx').on(t.status, t.styleId, t.typeId),
    index('design_cases_published_idx').on(t.publishedAt),
  ],
);

/** Praise and collect marks on design halls and cases (PUT collect/cancel/praise {id}). */
export const designReactions = pgTable(
  'design_reactions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hall | case */
    targetType: varchar({ length: 8 }).notNull(),
    targetId: integer().notNull(),
    /** praise | collect */
    action: varchar({ length: 8 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId, t.action] }),
    index('design_reactions_target_idx').on(t.targetType, t.targetId),
  ],
);

export interface CompetitionField {
  name: string;
  label: string;
  type: 'text' | 'select' | 'file';
  required: boolean;
  options?: string[];
}
export interface CompetitionStage {
  name: string;
  startAt: string;
  endAt: string;
}

export const competitions = pgTable(
  'competitions',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 200 }).notNull(),
    subtitle: varchar({ length: 255 }),
    coverUrl: text().notNull(),
    bannerUrl: text(),
    organizer: varchar({ length: 128 }),
    content: text(),
    /** Extra sign-up form fields (queryAddField). */
    extraFields: jsonb().$type<CompetitionField[]>().notNull().default([]),
    signUpStart: timestamp({ withTimezone: true }).notNull(),
    signUpEnd: timestamp({ withTimezone: true }).notNull(),
    submitEnd: timestamp({ withTimezone: true }).notNull(),
    /** 1 signing up, 2 in progress, 3 finished. */
    status: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_status_idx').on(t.status, t.signUpStart)],
);

export const competitionTracks = pgTable(
  'competition_tracks',
  {
    id: serial().primaryKey(),
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: varchar({ length: 64 }).notNull(),
    description: text(),
    stages: jsonb().$type<CompetitionStage[]>().notNull().default([]),
    sort: integer().notNull().default(0),
  },
  (t) => [index('competition_tracks_comp_idx').on(t.competitionId, t.sort)],
);

export const competitionSignups = pgTable(
  'competition_signups',
  {
    id: serial().primaryKey(),
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    trackId: integer()
      .notNull()
      .references(() => competitionTracks.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** designerType: 1 individual, 2 team, 3 studio. */
    designerType: integer().notNull().default(1),
    name: varchar({ length: 64 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    company: varchar({ length: 128 }),
    extra: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** 0 signed up, 1 passed to the next stage, -1 out. */
    status: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_signups_uq').on(t.competitionId, t.trackId, t.userId),
    index('competition_signups_user_idx').on(t.userId),
  ],
);

export const competitionMaterials = pgTable(
  'competition_materials',
  {
    id: serial().primaryKey(),
    signupId: integer()
      .notNull()
      .references(() => competitionSignups.id, { onDelete: 'cascade' }),
    stage: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 128 }).notNull(),
    fileUrl: text().notNull(),
    fileType: varchar({ length: 16 }).notNull(),
    /** 0 submitted, 1 passed (passWork), -1 rejected. */
    status: integer().notNull().default(0),
    score: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competition_materials_signup_idx').on(t.signupId)],
);
