import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '@/api/types';
import { FAVOURITE_TABS, type FavouriteTab } from '@/lib/favourites';
import { db } from '@/server/db';
import {
  demandCollections,
  demands,
  designCases,
  designHalls,
  designReactions,
  enterprises,
  favourites,
  products,
  supplierFavourites,
  supplierShowrooms,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';

export interface FavouriteItem {
  id: number;
  title: string;
  image: string | null;
  createdAt: string;
}

export const SUPPLIER_GONE = '供应商不存在';

const designCollect = (userId: number, type: 'case' | 'hall') =>
  and(
    eq(designReactions.userId, userId),
    eq(designReactions.targetType, type),
    eq(designReactions.action, 'collect'),
  );

/** One page of one tab of 我的收藏, newest first. */
export async function favouritePage(
  userId: number,
  tab: FavouriteTab,
  pageNo: number,
  pageSize: number,
): Promise<Page<FavouriteItem>> {
  const offset = (pageNo - 1) * pageSize;
  let rows: { id: number; title: string; image: string | null; createdAt: Date }[];
  let total: number;
  switch (tab) {
    case 'product': {
      const where = eq(favourites.userId, userId);
      [rows, total] = await Promise.all([
        db
          .select({
            id: products.id,
            title: products.name,
            image: products.mainImage,
            createdAt: favourites.createdAt,
          })
          .from(favourites)
          .innerJoin(products, eq(products.id, favourites.productId))
          .where(where)
          .orderBy(desc(favourites.createdAt), desc(products.id))
          .limit(pageSize)
          .offset(offset),
        db.$count(favourites, where),
      ]);
      break;
    }
    case 'supplier': {
      const where = eq(supplierFavourites.userId, userId);
      [rows, total] = await Promise.all([
        db
          .select({
            id: enterprises.id,
            title: enterprises.name,
            image: enterprises.logo,
            createdAt: supplierFavourites.createdAt,
          })
          .from(supplierFavourites)
          .innerJoin(enterprises, eq(enterprises.id, supplierFavourites.supplierId))
          .where(where)
          .orderBy(desc(supplierFavourites.createdAt), desc(enterprises.id))
          .limit(pageSize)
          .offset(offset),
        db.$count(supplierFavourites, where),
      ]);
      break;
    }
    case 'case':
    case 'hall': {
      const table = tab === 'case' ? designCases : designHalls;
      const title = tab === 'case' ? designCases.title : designHalls.name;
      const where = designCollect(userId, tab);
      [rows, total] = await Promise.all([
        db
          .select({
            id: table.id,
            title,
            image: table.coverUrl,
            createdAt: designReactions.createdAt,
          })
          .from(designReactions)
          .innerJoin(table, eq(table.id, designReactions.targetId))
          .where(where)
          .orderBy(desc(designReactions.createdAt), desc(table.id))
          .limit(pageSize)
          .offset(offset),
        db.$count(designReactions, where),
      ]);
      break;
    }
    case 'demand': {
      const where = eq(demandCollections.userId, userId);
      [rows, total] = await Promise.all([
        db
          .select({
            id: demands.id,
            title: demands.topicName,
            image: demands.topicUrl,
            createdAt: demandCollections.createdAt,
          })
          .from(demandCollections)
          .innerJoin(demands, eq(demands.id, demandCollections.demandId))
          .where(where)
          .orderBy(desc(demandCollections.createdAt), desc(demands.id))
          .limit(pageSize)
          .offset(offset),
        db.$count(demandCollections, where),
      ]);
      break;
    }
  }
  return {
    records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    pageNo,
    pageSize,
  };
}

/** How many things the user keeps, per tab (the overview and the tab labels). */
export async function favouriteCounts(userId: number): Promise<Record<FavouriteTab, number>> {
  const [product, supplier, caseN, hall, demand] = await Promise.all([
    db.$count(favourites, eq(favourites.userId, userId)),
    db.$count(supplierFavourites, eq(supplierFavourites.userId, userId)),
    db.$count(designReactions, designCollect(userId, 'case')),
    db.$count(designReactions, designCollect(userId, 'hall')),
    db.$count(demandCollections, eq(demandCollections.userId, userId)),
  ]);
  const counts = { product, supplier, case: caseN, hall, demand };
  return Object.fromEntries(FAVOURITE_TABS.map((t) => [t, counts[t]])) as Record<
    FavouriteTab,
    number
  >;
}

/** Adds a supplier with a showroom to the user's favourites; adding twice changes nothing. */
export async function addSupplierFavourite(userId: number, supplierId: number): Promise<boolean> {
  const [supplier] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .innerJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
    .where(and(eq(enterprises.id, supplierId), eq(enterprises.type, 1)))
    .limit(1);
  if (!supplier) throw notFound(SUPPLIER_GONE);
  await db.insert(supplierFavourites).values({ userId, supplierId }).onConflictDoNothing();
  return true;
}

export async function removeSupplierFavourite(
  userId: number,
  supplierId: number,
): Promise<boolean> {
  await db
    .delete(supplierFavourites)
    .where(
      and(eq(supplierFavourites.userId, userId), eq(supplierFavourites.supplierId, supplierId)),
    );
  return false;
}

export async function isSupplierFavourite(userId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierFavourites)
    .where(
      and(eq(supplierFavourites.userId, userId), eq(supplierFavourites.supplierId, supplierId)),
    );
  return (row?.n ?? 0) > 0;
}
