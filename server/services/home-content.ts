import 'server-only';
import { and, arrayContains, asc, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Banner, Information } from '@/api/modules/homepage';
import type {
  HomeClue,
  LabelImage,
  MemberLevel,
  Page,
  PageQuery,
  RecommendedItem,
  SettledDeveloper,
  SettledSupplier,
} from '@/api/types';
import { leadPageKey } from '@/lib/lead';
import {
  articleTag,
  bannerTag,
  homeClueTag,
  INFORMATION_COLUMNS,
  nextBoundary,
  windowState,
} from '@/lib/ops-content';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  articles,
  banners,
  brands,
  categories,
  enterprises,
  homeClues,
  products,
  productSearch,
  supplierShowrooms,
  userEnterprises,
  users,
  type Theme,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { skusByProduct } from './catalog-search';
import { tagContentPage } from './ops-content';
import { offsetOf, pageQuery, param, toPage } from './paging';

const ENTERPRISE_APPROVED = 1;
const SUPPLIER = 1;
const BUYER = 2;
const DEVELOPER_CHILD_TYPE = 2001;
const PUBLISHED = 1;

/**
 * The home carousel of the request's theme, plus banners shared by every theme. Scheduled ones
 * are read too, so the cached page ends its life when the next one starts or ends.
 */
export async function homeBanners(theme: Theme): Promise<Banner[]> {
  const now = new Date();
  const rows = await db
    .select({
      id: banners.id,
      imgUrl: banners.imageUrl,
      link: banners.link,
      title: banners.title,
      startAt: banners.startAt,
      endAt: banners.endAt,
    })
    .from(banners)
    .where(
      and(
        eq(banners.position, 'home'),
        eq(banners.status, PUBLISHED),
        or(isNull(banners.themeType), eq(banners.themeType, theme.themeType)),
        or(isNull(banners.endAt), gt(banners.endAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  await tagContentPage([bannerTag('home', theme.themeType)], nextBoundary(rows, now));
  return rows
    .filter((r) => windowState(r, now) === 'live')
    .map(({ startAt: _s, endAt: _e, ...r }) => ({ ...r, link: r.link ?? undefined }));
}

const supplierCardColumns = {
  id: enterprises.id,
  name: enterprises.name,
  shortName: supplierShowrooms.shortName,
  logo: enterprises.logo,
  memberLevel: enterprises.memberLevel,
  tenantStatus: enterprises.tenantStatus,
  serveCategoryIds: enterprises.serveCategoryIds,
};

type SupplierCardRow = Omit<SettledSupplier, 'memberLevel' | 'mainCategories'> & {
  memberLevel: string | null;
  serveCategoryIds: number[];
};

const approvedSupplier = and(
  eq(enterprises.type, SUPPLIER),
  eq(enterprises.status, ENTERPRISE_APPROVED),
);

/** Supplier wall cards: each supplier with up to three names of the categories it serves. */
async function supplierCards(rows: SupplierCardRow[]): Promise<SettledSupplier[]> {
  const ids = [...new Set(rows.flatMap((r) => r.serveCategoryIds))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(and(inArray(categories.id, ids), eq(categories.status, 1)))
        ).map((c) => [c.id, c.name])
      : [],
  );
  return rows.map(({ serveCategoryIds, memberLevel, ...r }) => ({
    ...r,
    memberLevel: memberLevel as MemberLevel | null,
    mainCategories: serveCategoryIds.flatMap((c) => names.get(c) ?? []).slice(0, 3),
  }));
}

/** Approved supplier enterprises, showroom rank first (settleSups). */
export async function settledSuppliers(q: PageQuery): Promise<Page<SettledSupplier>> {
  const [rows, total] = await Promise.all([
    db
      .select(supplierCardColumns)
      .from(enterprises)
      .leftJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
      .where(approvedSupplier)
      .orderBy(sql`${supplierShowrooms.rank} DESC NULLS LAST`, asc(enterprises.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(enterprises, approvedSupplier),
  ]);
  return toPage(await supplierCards(rows), total, q);
}

/** A realm's picked suppliers in its order; picks no longer approved drop out. */
export async function featuredSuppliers(ids: number[]): Promise<SettledSupplier[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(supplierCardColumns)
    .from(enterprises)
    .leftJoin(supplierShowrooms, eq(supplierShowrooms.enterpriseId, enterprises.id))
    .where(and(approvedSupplier, inArray(enterprises.id, ids)));
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return supplierCards(rows);
}

/** A realm's picked categories in its order; hidden ones drop out. */
export async function featuredCategories(
  ids: number[],
): Promise<{ id: number; name: string; logo: string | null }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: categories.id, name: categories.name, logo: categories.logo })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.status, 1)));
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** Approved developer buyers, highest developer level first (setDeveloper). */
export async function settledDevelopers(q: PageQuery): Promise<Page<SettledDeveloper>> {
  const levels = db
    .select({
      enterpriseId: userEnterprises.enterpriseId,
      level: max(users.developersLevel).as('level'),
    })
    .from(userEnterprises)
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .groupBy(userEnterprises.enterpriseId)
    .as('developer_levels');
  const where = and(
    eq(enterprises.type, BUYER),
    eq(enterprises.childType, DEVELOPER_CHILD_TYPE),
    eq(enterprises.status, ENTERPRISE_APPROVED),
  );
  const [records, total] = await Promise.all([
    db
      .select({
        id: enterprises.id,
        name: enterprises.name,
        logo: enterprises.logo,
        developersLevel: levels.level,
      })
      .from(enterprises)
      .leftJoin(levels, eq(levels.enterpriseId, enterprises.id))
      .where(where)
      .orderBy(sql`${levels.level} DESC NULLS LAST`, asc(enterprises.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(enterprises, where),
  ]);
  return toPage(records, total, q);
}

/**
 * On-shelf products, best sellers first, with the SKU fields the price rule reads. Paged and
 * counted on the search copy (its sales index): on products the whole shelf was read and sorted
 * for every page (about 250 ms at 100k).
 */
export async function recommendedItems(q: PageQuery): Promise<Page<RecommendedItem>> {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        mainImage: products.mainImage,
        unit: products.unit,
        brandId: products.brandId,
        brandName: brands.name,
        supplierId: products.supplierId,
        supplierName: enterprises.name,
      })
      .from(productSearch)
      .innerJoin(products, eq(products.id, productSearch.id))
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .orderBy(desc(productSearch.salesCount), asc(productSearch.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(productSearch),
  ]);
  const byProduct = await skusByProduct(rows.map((r) => r.id));
  const records = rows.map((r) => ({ ...r, skuDtoList: byProduct.get(r.id) ?? [] }));
  return toPage(records, total, q);
}

/** Information columns; `type` n selects the n-th (informationPaging). */
export const INFORMATION_TYPES = INFORMATION_COLUMNS;

export const informationQuery = pageQuery(10).extend({
  type: param(z.coerce.number().int().min(1).max(INFORMATION_TYPES.length).optional()),
});

const informationColumns = {
  id: articles.id,
  title: articles.title,
  coverUrl: articles.coverUrl,
  summary: articles.summary,
  publishTime: articles.publishTime,
  groupName: articles.groupName,
  source: articles.source,
  viewCount: articles.viewCount,
  isTop: articles.isTop,
};

const publishedInformation = and(
  eq(articles.channel, 'information'),
  eq(articles.status, PUBLISHED),
);

type InformationRow = { [K in keyof typeof informationColumns]: (typeof articles.$inferSelect)[K] };

function toInformation({ coverUrl, summary, publishTime, ...r }: InformationRow): Information {
  return {
    ...r,
    coverUrl: coverUrl ?? undefined,
    summary: summary ?? undefined,
    publishTime: publishTime.toISOString(),
  };
}

/** Information articles, pinned first, then newest (informationPaging). */
export async function informationPage(
  q: z.output<typeof informationQuery>,
): Promise<Page<Information>> {
  const where = and(
    publishedInformation,
    q.type ? eq(articles.groupName, INFORMATION_TYPES[q.type - 1]!) : undefined,
  );
  await tagContentPage([articleTag('information')]);
  const [rows, total] = await Promise.all([
    db
      .select(informationColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.isTop), desc(articles.publishTime), desc(articles.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(articles, where),
  ]);
  return toPage(rows.map(toInformation), total, q);
}

export async function informationDetail(id: number): Promise<Information> {
  await tagContentPage([articleTag('information')]);
  const [row] = await db
    .select({ ...informationColumns, content: articles.content })
    .from(articles)
    .where(and(publishedInformation, eq(articles.id, id)));
  if (!row) throw notFound('资讯不存在');
  const { content, ...rest } = row;
  return { ...toInformation(rest), content };
}

/** The lead widget's titles for a page (any path or page key); the '/' row is the fallback. */
export async function homeClue(url: string): Promise<HomeClue> {
  const key = leadPageKey(url);
  await tagContentPage([homeClueTag(key), homeClueTag('/')]);
  const rows = await db
    .select({ url: homeClues.url, mainTitle: homeClues.mainTitle, subTitle: homeClues.subTitle })
    .from(homeClues)
    .where(inArray(homeClues.url, [...new Set([key, '/'])]));
  const row = rows.find((r) => r.url === key) ?? rows.find((r) => r.url === '/');
  return { mainTitle: row?.mainTitle ?? '', subTitle: row?.subTitle ?? '' };
}

export const labelImagesQuery = z.object({
  labelId: param(idField().optional()),
});

const LABEL_IMAGE_LIMIT = 20;

/**
 * Brand images for the label popup: the brands of a category when `labelId` names one,
 * otherwise the recommended brands (labelPopupInfo).
 */
export async function labelImages(labelId: number | undefined): Promise<LabelImage[]> {
  return db
    .select({ id: brands.id, name: brands.name, url: brands.logo, brandName: brands.brandName })
    .from(brands)
    .where(
      and(
        eq(brands.status, PUBLISHED),
        labelId ? arrayContains(brands.categoryIds, [labelId]) : eq(brands.isRecommend, true),
      ),
    )
    .orderBy(asc(brands.sort), asc(brands.id))
    .limit(LABEL_IMAGE_LIMIT);
}
