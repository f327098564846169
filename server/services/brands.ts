import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { BrandEntry, ListingCard, Page, PageQuery } from '@/api/types';
import { LISTING_PAGE_SIZE } from '@/lib/product-query';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { brands, products } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { brandListingInput, searchProducts } from './catalog-search';
import { param } from './paging';

const PUBLISHED = 1;
const ON_SHELF = 1;
export const BRAND_NOT_FOUND = '品牌不存在';
export const BRAND_PAGE_SIZE = LISTING_PAGE_SIZE;

export const brandsQuery = z.object({
  webmap: param(z.string().trim().min(1).max(64).optional()),
});

const onShelfCounts = db
  .select({ brandId: products.brandId, total: count().as('total') })
  .from(products)
  .where(eq(products.status, ON_SHELF))
  .groupBy(products.brandId)
  .as('brand_counts');

function brandRows() {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      url: brands.logo,
      brandName: brands.brandName,
      webmap: brands.webmap,
      initial: brands.initial,
      productCount: onShelfCounts.total,
    })
    .from(brands)
    .leftJoin(onShelfCounts, eq(onShelfCounts.brandId, brands.id));
}

const withCount = (row: Omit<BrandEntry, 'productCount'> & { productCount: number | null }) => ({
  ...row,
  productCount: Number(row.productCount ?? 0),
});

/** The brand directory: published brands by initial letter, then their own order. */
export async function brandDirectory(): Promise<BrandEntry[]> {
  const rows = await brandRows()
    .where(eq(brands.status, PUBLISHED))
    .orderBy(asc(brands.initial), asc(brands.sort), asc(brands.id));
  return rows.map(withCount);
}

/** One published brand by its /brand/{webmap}; 404 when there is none. */
export async function brandByWebmap(webmap: string): Promise<BrandEntry> {
  const [row] = await brandRows()
    .where(and(eq(brands.webmap, webmap), eq(brands.status, PUBLISHED)))
    .limit(1);
  if (!row) throw notFound(BRAND_NOT_FOUND);
  return withCount(row);
}

/** product/brands: the directory, or a one-item list with the brand of `webmap`. */
export async function productBrands(webmap: string | undefined): Promise<BrandEntry[]> {
  return webmap ? [await brandByWebmap(webmap)] : brandDirectory();
}

/** A brand's on-shelf products through the catalogue search (brand filter, default sort). */
export async function brandProducts(brandId: number, q: PageQuery): Promise<Page<ListingCard>> {
  return searchProducts(brandListingInput.parse({ brandId, ...q }));
}
