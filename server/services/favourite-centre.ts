import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

interface KeptSource {
  /** The table that records what the user keeps, and when. */
  link: PgTable;
  keptAt: PgColumn;
  where: SQL | undefined;
  /** The kept thing and how it joins the link. */
  target: PgTable;
  on: SQL;
  id: PgColumn;
  title: PgColumn;
  image: PgColumn;
}

function keptSource(userId: number, tab: FavouriteTab): KeptSource {
  switch (tab) {
    case 'product':
      return {
        link: favourites,
        keptAt: favourites.createdAt,
        where: eq(favourites.userId, userId),
        target: products,
        on: eq(products.id, favourites.productId),
        id: products.id,
        title: products.name,
        image: products.mainImage,
      };
    case 'supplier':
      return {
        link: supplierFavourites,
        keptAt: supplierFavourites.createdAt,
        where: eq(supplierFavourites.userId, userId),
        target: enterprises,
        on: eq(enterprises.id, supplierFavourites.supplierId),
        id: enterprises.id,
        title: enterprises.name,
        image: enterprises.logo,
      };
    case 'case':
    case 'hall': {
      const table = tab === 'case' ? designCases : designHalls;
      return {
        link: designReactions,
        keptAt: designReactions.createdAt,
        where: designCollect(userId, tab),
        target: table,
        on: eq(table.id, designReactions.targetId),
        id: table.id,
        title: tab === 'case' ? designCases.title : designHalls.name,
        image: table.coverUrl,
      };
    }
    case 'demand':
      return {
        link: demandCollections,
        keptAt: demandCollections.createdAt,
        where: eq(demandCollections.userId, userId),
        target: demands,
        on: eq(demands.id, demandCollections.demandId),
        id: demands.id,
        title: demands.topicName,
        image: demands.topicUrl,
      };
  }
}

/** One page of one tab of 我的收藏, newest first. */
export async function favouritePage(
  userId: number,
  tab: FavouriteTab,
  pageNo: number,
  pageSize: number,
): Promise<Page<FavouriteItem>> {
  const source = keptSource(userId, tab);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: sql<number>`${source.id}`,
        title: sql<string>`${source.title}`,
        image: sql<string | null>`${source.image}`,
        createdAt: sql`${source.keptAt}`.mapWith((value: string | Date) => new Date(value)),
      })
      .from(source.link)
      .innerJoin(source.target, source.on)
      .where(source.where)
      .orderBy(desc(source.keptAt), desc(source.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.$count(source.link, source.where),
  ]);
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
