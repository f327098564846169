import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { DemandComment } from '@/api/modules/demand';
import type { demandCommentSchema } from '@/lib/opportunity-rules';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  demandCollections,
  demandComments,
  demands,
  designStyles,
  designTypes,
  users,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { offsetOf, pageQuery, toPage } from './paging';

export interface DemandDetail {
  id: number;
  topicName: string;
  topicUrl: string;
  userName: string;
  designCategoryVoList: { categoryFinalName: string }[];
  designStyleName: string;
  province: string;
  city: string | null;
  areaSize: number | null;
  budget: string | null;
  description: string | null;
  images: string[];
  status: number;
  viewCount: number;
  collectCount: number;
  commentCount: number;
  createdAt: string;
  /** Whether the viewer has collected it. */
  collected: boolean;
}

/** A design demand; an unlisted one only for the user who posted it. */
export async function demandDetail(id: number, viewer: SessionUser | null): Promise<DemandDetail> {
  const [row] = await db
    .select({ d: demands, styleName: designStyles.name })
    .from(demands)
    .leftJoin(designStyles, eq(designStyles.id, demands.styleId))
    .where(eq(demands.id, id));
  if (!row || (row.d.shelfFlag !== 1 && (!viewer || row.d.userId !== viewer.id))) {
    throw notFound('设计需求不存在或已下架');
  }
  const d = row.d;
  const [types, collected] = await Promise.all([
    d.designTypeIds.length
      ? db
          .select({ id: designTypes.id, name: designTypes.name })
          .from(designTypes)
          .where(inArray(designTypes.id, d.designTypeIds))
      : Promise.resolve([]),
    viewer
      ? db
          .select({ id: demandCollections.demandId })
          .from(demandCollections)
          .where(and(eq(demandCollections.userId, viewer.id), eq(demandCollections.demandId, id)))
      : Promise.resolve([]),
  ]);
  return {
    id: d.id,
    topicName: d.topicName,
    topicUrl: d.topicUrl,
    userName: d.userName,
    designCategoryVoList: types.map((t) => ({ categoryFinalName: t.name })),
    designStyleName: row.styleName ?? '',
    province: d.province ?? '',
    city: d.city,
    areaSize: d.areaSize,
    budget: d.budget,
    description: d.description,
    images: d.images,
    status: d.status,
    viewCount: d.viewCount,
    collectCount: d.collectCount,
    commentCount: d.commentCount,
    createdAt: d.createdAt.toISOString(),
    collected: collected.length > 0,
  };
}

export const demandIdInput = z.object({ id: idField() });

export const demandCommentQuery = pageQuery(10).extend({
  demandId: idField(),
});

const commentColumns = {
  id: demandComments.id,
  content: demandComments.content,
  userName: demandComments.userName,
  avatar: demandComments.avatar,
  createdAt: demandComments.createdAt,
};

const toComment = (r: { createdAt: Date } & Omit<DemandComment, 'createdAt'>) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Comments on a demand, newest first (comment list); ids follow posting order. */
export async function demandCommentPage(
  q: z.output<typeof demandCommentQuery>,
): Promise<Page<DemandComment>> {
  const where = eq(demandComments.demandId, q.demandId);
  const [rows, total] = await Promise.all([
    db
      .select(commentColumns)
      .from(demandComments)
      .where(where)
      .orderBy(desc(demandComments.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(demandComments, where),
  ]);
  return toPage(rows.map(toComment), total, q);
}

/** One comment (comment info). */
export async function demandCommentInfo(id: number): Promise<DemandComment> {
  const [row] = await db
    .select(commentColumns)
    .from(demandComments)
    .where(eq(demandComments.id, id));
  if (!row) throw notFound('评论不存在');
  return toComment(row);
}

/** A signed-in user comments on a listed demand. */
export async function addDemandComment(
  user: SessionUser,
  input: z.output<typeof demandCommentSchema>,
): Promise<DemandComment> {
  await demandDetail(input.demandId, user);
  const [profile] = await db
    .select({ name: users.name, avatar: users.headPhotoUrl })
    .from(users)
    .where(eq(users.id, user.id));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demandComments)
      .values({
        demandId: input.demandId,
        userId: user.id,
        userName: profile?.name || user.name,
        avatar: profile?.avatar ?? null,
        content: input.content,
      })
      .returning(commentColumns);
    await tx
      .update(demands)
      .set({ commentCount: sql`${demands.commentCount} + 1` })
      .where(eq(demands.id, input.demandId));
    return toComment(row!);
  });
}

/** Collects (true) or un-collects a demand; the count moves only when the state changes. */
export async function setDemandCollected(
  user: SessionUser,
  demandId: number,
  collected: boolean,
): Promise<{ collected: boolean; collectCount: number }> {
  await demandDetail(demandId, user);
  return db.transaction(async (tx) => {
    const changed = collected
      ? await tx
          .insert(demandCollections)
          .values({ userId: user.id, demandId })
          .onConflictDoNothing()
          .returning({ id: demandCollections.demandId })
      : await tx
          .delete(demandCollections)
          .where(
            and(eq(demandCollections.userId, user.id), eq(demandCollections.demandId, demandId)),
          )
          .returning({ id: demandCollections.demandId });
    const delta = changed.length ? (collected ? 1 : -1) : 0;
    const [row] = await tx
      .update(demands)
      .set({ collectCount: sql`GREATEST(${demands.collectCount} + ${delta}, 0)` })
      .where(eq(demands.id, demandId))
      .returning({ collectCount: demands.collectCount });
    return { collected, collectCount: row!.collectCount };
  });
}

/** Whether the user has any listed demand (haveOnShelf). */
export async function haveOnShelf(user: SessionUser): Promise<boolean> {
  const n = await db.$count(demands, and(eq(demands.userId, user.id), eq(demands.shelfFlag, 1)));
  return n > 0;
}

/** The design types and styles a demand list filters by. */
export async function demandFilterOptions() {
  const [types, styles] = await Promise.all([
    db
      .select({ value: designTypes.id, label: designTypes.name })
      .from(designTypes)
      .where(eq(designTypes.status, 1))
      .orderBy(designTypes.sort, designTypes.id),
    db
      .select({ value: designStyles.id, label: designStyles.name })
      .from(designStyles)
      .where(eq(designStyles.status, 1))
      .orderBy(designStyles.sort, designStyles.id),
  ]);
  return { types, styles };
}
