import 'server-only';
import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DesignCase } from '@/api/modules/designs';
import type { DesignHall } from '@/api/modules/designHall';
import type { Page } from '@/api/types';
import { toTsQuery } from '@/lib/search-tokens';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  designCases,
  designHalls,
  designReactions,
  designStyles,
  designTypes,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';

const SHOWN = 1;
export const DESIGN_CASE_PAGE_SIZE = 12;
export const DESIGN_HALL_PAGE_SIZE = 12;
const RELATED_DEFAULT = 4;

export type DesignTarget = 'hall' | 'case';
export type DesignAction = 'collect' | 'cancel' | 'praise';

const optionalId = param(idField().optional());
const optionalText = param(z.string().trim().max(50).optional());

export const designCaseQuery = pageQuery(DESIGN_CASE_PAGE_SIZE).extend({
  keyword: optionalText,
  name: optionalText,
  styleId: optionalId,
  typeId: optionalId,
  designHallId: optionalId,
});
export type DesignCaseListQuery = z.output<typeof designCaseQuery>;

export const designHallQuery = pageQuery(DESIGN_HALL_PAGE_SIZE).extend({
  keyword: optionalText,
  styleId: optionalId,
  typeId: optionalId,
});
export type DesignHallListQuery = z.output<typeof designHallQuery>;

export const DESIGN_QUERY_LABELS = {
  pageNo: '页码',
  pageSize: '每页条数',
  keyword: '关键词',
  name: '设计师',
  styleId: '风格',
  typeId: '类型',
  designHallId: '设计馆',
  id: '编号',
  size: '数量',
};

export const idInput = z.object({ id: idField() });

type Named = { id: number; name: string };

async function dictionary(table: typeof designStyles | typeof designTypes): Promise<Named[]> {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.status, SHOWN))
    .orderBy(asc(table.sort), asc(table.id));
}

export const listDesignStyles = () => dictionary(designStyles);
export const listDesignTypes = () => dictionary(designTypes);

const caseColumns = {
  id: designCases.id,
  name: designCases.title,
  coverUrl: designCases.coverUrl,
  styleName: designStyles.name,
  typeName: designTypes.name,
  hallId: designCases.hallId,
  hallName: designHalls.name,
  hallAvatar: designHalls.avatar,
  areaSize: designCases.areaSize,
  city: designCases.city,
  praiseCount: designCases.praiseCount,
  collectCount: designCases.collectCount,
  viewCount: designCases.viewCount,
  publishedAt: designCases.publishedAt,
};

type CaseRow = { [K in keyof typeof caseColumns]: unknown } & {
  styleName: string | null;
  typeName: string | null;
  publishedAt: Date;
};

function toCase<T extends CaseRow>({ styleName, typeName, publishedAt, ...r }: T) {
  return {
    ...r,
    styleName: styleName ?? undefined,
    typeName: typeName ?? undefined,
    publishedAt: publishedAt.toISOString(),
  } as DesignCase;
}

function caseSelect() {
  return db
    .select(caseColumns)
    .from(designCases)
    .innerJoin(designHalls, eq(designHalls.id, designCases.hallId))
    .leftJoin(designStyles, eq(designStyles.id, designCases.styleId))
    .leftJoin(designTypes, eq(designTypes.id, designCases.typeId));
}

/** Shown cases, filtered by keyword (case text), designer name, style, type and hall (paging). */
export async function designCasePage(q: DesignCaseListQuery): Promise<Page<DesignCase>> {
  const tsQuery = toTsQuery(q.keyword);
  const where = and(
    eq(designCases.status, SHOWN),
    eq(designHalls.status, SHOWN),
    q.keyword
      ? tsQuery
        ? sql`${designCases.searchVector} @@ to_tsquery('simple', ${tsQuery})`
        : sql`false`
      : undefined,
    q.name ? ilike(designHalls.name, containsPattern(q.name)) : undefined,
    q.styleId ? eq(designCases.styleId, q.styleId) : undefined,
    q.typeId ? eq(designCases.typeId, q.typeId) : undefined,
    q.designHallId ? eq(designCases.hallId, q.designHallId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    caseSelect()
      .where(where)
      .orderBy(desc(designCases.isRecommend), desc(designCases.publishedAt), desc(designCases.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(designCases)
      .innerJoin(designHalls, eq(designHalls.id, designCases.hallId))
      .where(where),
  ]);
  return toPage(rows.map(toCase), count?.n ?? 0, q);
}

/** What the user has done to these targets, as `${id}:${action}` marks. */
async function reactionsOf(
  userId: number | undefined,
  targetType: DesignTarget,
  ids: number[],
): Promise<Set<string>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: designReactions.targetId, action: designReactions.action })
    .from(designReactions)
    .where(
      and(
        eq(designReactions.userId, userId),
        eq(designReactions.targetType, targetType),
        inArray(designReactions.targetId, ids),
      ),
    );
  return new Set(rows.map((r) => `${r.id}:${r.action}`));
}

/** One case with its gallery and, for a signed-in user, whether they collected or praised it. */
export async function designCaseById(id: number, userId?: number): Promise<DesignCase> {
  const [row] = await db
    .select({
      ...caseColumns,
      images: designCases.images,
      description: designCases.description,
      province: designCases.province,
    })
    .from(designCases)
    .innerJoin(designHalls, eq(designHalls.id, designCases.hallId))
    .leftJoin(designStyles, eq(designStyles.id, designCases.styleId))
    .leftJoin(designTypes, eq(designTypes.id, designCases.typeId))
    .where(
      and(eq(designCases.id, id), eq(designCases.status, SHOWN), eq(designHalls.status, SHOWN)),
    );
  if (!row) throw notFound('设计案例不存在');
  const marks = await reactionsOf(userId, 'case', [id]);
  return {
    ...toCase(row),
    collected: marks.has(`${id}:collect`),
    praised: marks.has(`${id}:praise`),
  };
}

/** Cases like this one: same style or type first, other halls' too, newest first. */
export async function relatedDesignCases(
  id: number,
  size = RELATED_DEFAULT,
): Promise<DesignCase[]> {
  const [base] = await db
    .select({ styleId: designCases.styleId, typeId: designCases.typeId })
    .from(designCases)
    .where(eq(designCases.id, id));
  if (!base) throw notFound('设计案例不存在');
  const similar: SQL = sql`(${designCases.styleId} = ${base.styleId ?? 0} OR ${designCases.typeId} = ${base.typeId ?? 0})`;
  const rows = await caseSelect()
    .where(
      and(eq(designCases.status, SHOWN), eq(designHalls.status, SHOWN), ne(designCases.id, id)),
    )
    .orderBy(desc(similar), desc(designCases.praiseCount), desc(designCases.id))
    .limit(size);
  return rows.map(toCase);
}

function namesOf(ids: number[], byId: Map<number, string>): string[] {
  return ids.flatMap((i) => byId.get(i) ?? []);
}

const hallColumns = {
  id: designHalls.id,
  name: designHalls.name,
  logo: designHalls.avatar,
  kind: designHalls.kind,
  title: designHalls.title,
  coverUrl: designHalls.coverUrl,
  intro: designHalls.intro,
  province: designHalls.province,
  city: designHalls.city,
  years: designHalls.years,
  styleIds: designHalls.styleIds,
  typeIds: designHalls.typeIds,
  caseCount: designHalls.caseCount,
  praiseCount: designHalls.praiseCount,
  collectCount: designHalls.collectCount,
  viewCount: designHalls.viewCount,
};

async function toHalls(
  rows: (Omit<DesignHall, 'styleNames' | 'typeNames'> & {
    styleIds: number[];
    typeIds: number[];
  })[],
): Promise<DesignHall[]> {
  const [styles, types] = await Promise.all([listDesignStyles(), listDesignTypes()]);
  const styleNames = new Map(styles.map((n) => [n.id, n.name]));
  const typeNames = new Map(types.map((n) => [n.id, n.name]));
  return rows.map(({ styleIds, typeIds, ...r }) => ({
    ...r,
    styleNames: namesOf(styleIds, styleNames),
    typeNames: namesOf(typeIds, typeNames),
  }));
}

/** Shown design halls, recommended and most praised first (designHall/paging). */
export async function designHallPage(q: DesignHallListQuery): Promise<Page<DesignHall>> {
  const where = and(
    eq(designHalls.status, SHOWN),
    q.keyword ? ilike(designHalls.name, containsPattern(q.keyword)) : undefined,
    q.styleId ? sql`${designHalls.styleIds} @> ARRAY[${q.styleId}]::integer[]` : undefined,
    q.typeId ? sql`${designHalls.typeIds} @> ARRAY[${q.typeId}]::integer[]` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(hallColumns)
      .from(designHalls)
      .where(where)
      .orderBy(desc(designHalls.isRecommend), desc(designHalls.praiseCount), asc(designHalls.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(designHalls, where),
  ]);
  return toPage(await toHalls(rows), total, q);
}

/** One hall and, for a signed-in user, whether they collected or praised it (findById). */
export async function designHallById(id: number, userId?: number): Promise<DesignHall> {
  const [row] = await db
    .select(hallColumns)
    .from(designHalls)
    .where(and(eq(designHalls.id, id), eq(designHalls.status, SHOWN)));
  if (!row) throw notFound('设计馆不存在');
  const [hall] = await toHalls([row]);
  const marks = await reactionsOf(userId, 'hall', [id]);
  return {
    ...hall!,
    collected: marks.has(`${id}:collect`),
    praised: marks.has(`${id}:praise`),
  };
}

const counterOf = {
  hall: { table: designHalls, praise: designHalls.praiseCount, collect: designHalls.collectCount },
  case: { table: designCases, praise: designCases.praiseCount, collect: designCases.collectCount },
} as const;

/**
 * collect / cancel (the collect) / praise on a hall or a case. Each is idempotent: a repeated
 * collect or praise changes nothing, and the counters move only when the mark really changes.
 */
export async function reactToDesign(
  userId: number,
  targetType: DesignTarget,
  id: number,
  action: DesignAction,
): Promise<void> {
  const target = counterOf[targetType];
  const [exists] = await db
    .select({ id: target.table.id })
    .from(target.table)
    .where(and(eq(target.table.id, id), eq(target.table.status, SHOWN)));
  if (!exists) throw notFound(targetType === 'hall' ? '设计馆不存在' : '设计案例不存在');
  const mark = action === 'praise' ? 'praise' : 'collect';
  const counter = target[mark];
  await db.transaction(async (tx) => {
    const changed =
      action === 'cancel'
        ? await tx
            .delete(designReactions)
            .where(
              and(
                eq(designReactions.userId, userId),
                eq(designReactions.targetType, targetType),
                eq(designReactions.targetId, id),
                eq(designReactions.action, 'collect'),
              ),
            )
            .returning({ id: designReactions.targetId })
        : await tx
            .insert(designReactions)
            .values({ userId, targetType, targetId: id, action: mark })
            .onConflictDoNothing()
            .returning({ id: designReactions.targetId });
    if (changed.length === 0) return;
    const delta = action === 'cancel' ? -1 : 1;
    await tx
      .update(target.table)
      .set({
        [mark === 'praise' ? 'praiseCount' : 'collectCount']:
          sql`greatest(${counter} + ${delta}, 0)`,
      })
      .where(eq(target.table.id, id));
  });
}
