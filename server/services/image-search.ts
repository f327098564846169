import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ImageSearchItem } from '@/api/modules/item';
import type { Page } from '@/api/types';
import { imageSimilarity, type ImageFeatures } from '@/lib/image-hash';
import { defaultSku } from '@/lib/price';
import { db } from '@/server/db';
import { brands, enterprises, productImages, products, skus } from '@/server/db/schema';
import { badRequest, HttpError } from '@/server/http/errors';
import { z } from '@/lib/zod';
import { isPubliclyServed, keyFromPath, storage } from '@/server/storage';
import { computeImageFeatures } from './image-features';
import { pageQuery, param } from './paging';

export const IMAGE_URL_INVALID = '图片地址无效';
/** At most this many distinct images count as matches; products are paged over them. */
const MAX_MATCHED_IMAGES = 12;
/** Below this score an image is not shown as a match at all. */
const MIN_SCORE = 0.6;
const FEATURE_CACHE_MS = 60_000;

export const imageSearchQuery = pageQuery(20).extend({
  url: param(z.string().max(2000).default('')),
});

/** The storage key behind one of our public file paths (`/files/<key>`, query ignored), or null. */
export function fileKeyOf(url: string): string | null {
  if (!url.startsWith('/files/')) return null;
  const key = keyFromPath(url.split(/[?#]/)[0]!.slice('/files/'.length));
  return key && isPubliclyServed(key) ? key : null;
}

let cache: { at: number; rows: Promise<ImageFeatures[]> } | undefined;

/** The distinct feature sets of all product images (many products share one), cached briefly. */
function distinctFeatures(now = Date.now()): Promise<ImageFeatures[]> {
  if (cache && now - cache.at < FEATURE_CACHE_MS) return cache.rows;
  const rows = db
    .selectDistinctOn([productImages.phash], {
      phash: productImages.phash,
      colorHistogram: productImages.colorHistogram,
    })
    .from(productImages)
    .where(and(isNotNull(productImages.phash), isNotNull(productImages.colorHistogram)))
    .then((list) => list.map((r) => ({ phash: r.phash!, colorHistogram: r.colorHistogram ?? [] })));
  cache = { at: now, rows };
  rows.catch(() => (cache = undefined));
  return rows;
}

/**
 * Products whose images look like the picture at `url` (one of our public files): best matching
 * image first, then best sellers.
 */
export async function imageSearch(
  url: string,
  pageNo: number,
  pageSize: number,
): Promise<Page<ImageSearchItem>> {
  const key = fileKeyOf(url);
  const body = key ? await storage.read(key) : undefined;
  if (!body) throw badRequest(IMAGE_URL_INVALID);
  let query: ImageFeatures;
  try {
    query = await computeImageFeatures(body);
  } catch (error) {
    // An image past the pixel limit, or a busy queue, answers with its own message.
    if (error instanceof HttpError) throw error;
    throw badRequest(IMAGE_URL_INVALID);
  }

  const matches = (await distinctFeatures())
    .map((f) => ({ phash: f.phash, score: imageSimilarity(query, f) }))
    .filter((m) => m.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_MATCHED_IMAGES);
  const empty = { records: [], total: 0, pageNo, pageSize };
  if (matches.length === 0) return empty;

  const scores = sql`(values ${sql.join(
    matches.map((m) => sql`(${m.phash}::text, ${m.score}::float8)`),
    sql`, `,
  )}) as m(phash, score)`;
  const best = sql<number>`max(m.score)`;
  const ranked = await db
    .select({ id: products.id, score: best, total: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(productImages, eq(productImages.productId, products.id))
    .innerJoin(scores, sql`m.phash = ${productImages.phash}`)
    .where(eq(products.status, 1))
    .groupBy(products.id)
    .orderBy(desc(best), desc(products.salesCount), asc(products.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  if (ranked.length === 0) return empty;

  const ids = ranked.map((r) => r.id);
  const [rows, skuRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        picUrl: products.mainImage,
        unit: products.unit,
        salesCount: products.salesCount,
        brandName: brands.name,
        tenantId: products.supplierId,
        tenantName: enterprises.name,
      })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: skus.productId,
        price: skus.price,
        priceType: skus.priceType,
        extraPriceJson: skus.extraPriceJson,
      })
      .from(skus)
      .where(and(inArray(skus.productId, ids), eq(skus.status, 1)))
      .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const records = ranked.flatMap(({ id, score }) => {
    const row = byId.get(id);
    if (!row) return [];
    const sku = defaultSku(skuRows.filter((s) => s.productId === id));
    return [
      {
        ...row,
        brandName: row.brandName ?? undefined,
        price: sku?.price ?? null,
        priceType: sku?.priceType ?? 0,
        extraPriceJson: sku?.extraPriceJson ?? null,
        score: Math.round(Number(score) * 1000) / 1000,
      },
    ];
  });
  return { records, total: Number(ranked[0]!.total), pageNo, pageSize };
}
