import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { listingPath } from '@/lib/product-query';
import type { CategoryNode } from '@/lib/category-tree';
import {
  partsOf,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
  type SitemapKind,
  type SitemapPart,
  type SitemapUrl,
} from '@/lib/sitemap';
import { db } from '@/server/db';
import { rowsOf } from '@/server/db/sql';
import { categoryTree } from '@/server/services/category';
import type { Theme } from '@/server/db/schema';
import { mainRealmOrigin, realmOrigin } from '@/server/services/theme';
import { canonicalOrigin } from '@/lib/page-seo';

/**
 * A table of pages: what a visitor may see of it (`where`), its numeric key for order and
 * paging, the column of its update time and the page path of a row. Constant SQL only.
 */
interface TableSource {
  from: string;
  where: string;
  id: string;
  lastmod: string;
  key: string;
  path: (key: string) => string;
}

// The visibility rules of the pages themselves (product status 1 = on shelf and approved,
// approved suppliers with a showroom, published brands and articles, shown design halls …).
const TABLES: Record<Exclude<SitemapKind, 'categories'>, TableSource> = {
  products: {
    from: 'products',
    where: 'status = 1',
    id: 'id',
    lastmod: 'updated_at',
    key: 'id',
    path: (k) => `/product/item/${k}`,
  },
  suppliers: {
    from: 'enterprises e JOIN supplier_showrooms s ON s.enterprise_id = e.id',
    where: 'e.type = 1 AND e.status = 1',
    id: 'e.id',
    lastmod: 'e.updated_at',
    key: 'e.id',
    path: (k) => `/supplier/${k}`,
  },
  brands: {
    from: 'brands',
    where: 'status = 1',
    id: 'id',
    lastmod: 'created_at',
    key: 'webmap',
    path: (k) => `/brand/${encodeURIComponent(k)}`,
  },
  // A withdrawn project (status 4) is shown to its publisher only.
  bids: {
    from: 'bid_projects',
    where: 'status <> 4',
    id: 'id',
    lastmod: 'created_at',
    key: 'project_id',
    path: (k) => `/bid/details/${encodeURIComponent(k)}`,
  },
  'public-bids': {
    from: 'open_bid_notices',
    where: 'true',
    id: 'id',
    lastmod: 'publish_time',
    key: 'id',
    path: (k) => `/other-bid/details?id=${k}`,
  },
  activities: {
    from: 'activities',
    where: 'true',
    id: 'id',
    lastmod: 'created_at',
    key: 'id',
    path: (k) => `/activitys/details?id=${k}`,
  },
  recruits: {
    from: 'recruits',
    where: 'status = 1',
    id: 'id',
    lastmod: 'created_at',
    key: 'id',
    path: (k) => `/recruit/item?id=${k}`,
  },
  'design-halls': {
    from: 'design_halls',
    where: 'status = 1',
    id: 'id',
    lastmod: 'created_at',
    key: 'id',
    path: (k) => `/designHall/${k}`,
  },
  'design-cases': {
    from: 'design_cases c JOIN design_halls h ON h.id = c.hall_id',
    where: 'c.status = 1 AND h.status = 1',
    id: 'c.id',
    lastmod: 'c.published_at',
    key: 'c.id',
    path: (k) => `/designs/design-case?id=${k}`,
  },
  information: {
    from: 'articles',
    where: "channel = 'information' AND status = 1",
    id: 'id',
    lastmod: 'publish_time',
    key: 'id',
    path: (k) => `/information/details/${k}`,
  },
  help: {
    from: 'articles',
    where: "channel = 'help' AND status = 1",
    id: 'id',
    lastmod: 'publish_time',
    key: 'id',
    path: (k) => `/help?id=${k}`,
  },
};

const rows = <T>(query: SQL) => rowsOf<T>(db, query);

// Epoch seconds as float8: the same JS number from PGlite and node-postgres.
const epoch = (column: string) => `extract(epoch from ${column})::float8`;
const dateOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** A part's first key and newest update, for the index and for paging into the part. */
interface PartOutline extends SitemapPart {
  firstId: number;
}

/** One pass over a table: its parts of SITEMAP_MAX_URLS rows, each with first key and lastmod. */
async function tableOutline(kind: keyof typeof TABLES): Promise<PartOutline[]> {
  const t = TABLES[kind];
  const found = await rows<{ part: number; first_id: number; lastmod: number | null }>(
    sql.raw(`SELECT ((n - 1) / ${SITEMAP_MAX_URLS})::int AS part, min(id)::int AS first_id,
        ${epoch('max(lastmod)')} AS lastmod
      FROM (SELECT ${t.id} AS id, ${t.lastmod} AS lastmod, row_number() OVER (ORDER BY ${t.id}) AS n
        FROM ${t.from} WHERE ${t.where}) numbered
      GROUP BY 1 ORDER BY 1`),
  );
  return found.map((r) => ({
    kind,
    page: r.part + 1,
    firstId: r.first_id,
    lastmod: dateOf(r.lastmod),
  }));
}

/** The listing of every front category, down the tree (hidden ones and their children left out). */
async function categoryUrls(): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  const walk = (nodes: readonly CategoryNode[], chain: number[]) => {
    for (const node of nodes) {
      urls.push({ path: listingPath([...chain, node.id]) });
      walk(node.subordinate, [...chain, node.id]);
    }
  };
  walk(await categoryTree(true), []);
  return urls;
}

const OUTLINE_TTL_MS = 10 * 60_000;
let outlineCache: { at: number; parts: Promise<PartOutline[]> } | undefined;

/**
 * Every part of the sitemap, the same for all realms (only the origin differs), kept for ten
 * minutes per process: a crawler reading the index and then its parts costs one pass per table.
 */
function outline(): Promise<PartOutline[]> {
  if (outlineCache && Date.now() - outlineCache.at < OUTLINE_TTL_MS) return outlineCache.parts;
  const parts = (async () => {
    const categories = await categoryUrls();
    const tables: PartOutline[] = [];
    // One table at a time: PGlite runs one query at once anyway, and a pool stays free for pages.
    for (const kind of SITEMAP_KINDS) {
      if (kind !== 'categories') tables.push(...(await tableOutline(kind)));
    }
    return [
      ...partsOf('categories', categories.length).map((p) => ({ ...p, firstId: 0 })),
      ...tables,
    ].sort(
      (a, b) => SITEMAP_KINDS.indexOf(a.kind) - SITEMAP_KINDS.indexOf(b.kind) || a.page - b.page,
    );
  })();
  outlineCache = { at: Date.now(), parts };
  parts.catch(() => (outlineCache = undefined));
  return parts;
}

// Finished part bodies per realm origin; a part of 50,000 products is about 4 MB.
const bodies = new LRUCache<string, string>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (body) => body.length * 2,
  ttl: OUTLINE_TTL_MS,
});

/** Forgets the outline and every cached part (tests; a deploy that must show a change at once). */
export function clearSitemapCache(): void {
  outlineCache = undefined;
  bodies.clear();
}

/** Catalogue pages: canonical on the main domain unless the realm keeps its own (lib/page-seo). */
const CATALOGUE_KINDS: readonly SitemapKind[] = ['products', 'suppliers', 'brands', 'categories'];

/**
 * The parts a realm lists: only URLs canonical on its own origin, since search engines drop
 * sitemap URLs that name another canonical. A partner realm under the default policy leaves
 * its catalogue to the main domain's sitemap.
 */
export async function sitemapKindsFor(theme: Theme): Promise<SitemapKind[]> {
  const origin = realmOrigin(theme);
  const main = (await mainRealmOrigin()) ?? origin;
  const catalogueHere =
    canonicalOrigin({ catalogue: true }, { origin, basicConfig: theme.basicConfig }, main) ===
    origin;
  return SITEMAP_KINDS.filter((kind) => catalogueHere || !CATALOGUE_KINDS.includes(kind));
}

/** The sitemap index of a realm, its parts named on the realm's own origin. */
export async function sitemapIndex(
  origin: string,
  kinds: readonly SitemapKind[] = SITEMAP_KINDS,
): Promise<string> {
  return sitemapIndexXml(
    origin,
    (await outline()).filter((p) => kinds.includes(p.kind)),
  );
}

const BATCH = 5_000;

/** The URLs of one table part in id order, read in batches so memory stays flat. */
async function* tableUrls(part: PartOutline): AsyncGenerator<SitemapUrl[]> {
  const t = TABLES[part.kind as keyof typeof TABLES];
  let after = part.firstId - 1;
  for (let left = SITEMAP_MAX_URLS; left > 0;) {
    const batch = await rows<{ id: number; key: string | number; lastmod: number | null }>(
      sql.raw(`SELECT ${t.id}::int AS id, ${t.key} AS key, ${epoch(t.lastmod)} AS lastmod
        FROM ${t.from} WHERE ${t.where} AND ${t.id} > ${after}
        ORDER BY ${t.id} LIMIT ${Math.min(BATCH, left)}`),
    );
    if (!batch.length) return;
    yield batch.map((r) => ({ path: t.path(String(r.key)), lastmod: dateOf(r.lastmod) }));
    after = batch[batch.length - 1]!.id;
    left -= batch.length;
  }
}

/**
 * A part's XML as a stream of chunks (`products-2.xml`), or null when the realm has no such
 * part. The first request streams it from the database batch by batch; the finished body is
 * kept for later crawlers of the same realm.
 */
export async function sitemapPart(
  origin: string,
  name: { kind: SitemapKind; page: number },
  kinds: readonly SitemapKind[] = SITEMAP_KINDS,
): Promise<ReadableStream<Uint8Array> | null> {
  const key = `${origin}|${name.kind}-${name.page}`;
  const encoder = new TextEncoder();
  const cached = bodies.get(key);
  if (cached !== undefined) {
    return new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(cached));
        controller.close();
      },
    });
  }
  const part = (await outline()).find(
    (p) => kinds.includes(p.kind) && p.kind === name.kind && p.page === name.page,
  );
  if (!part) return null;
  const source: AsyncIterable<SitemapUrl[]> =
    part.kind === 'categories'
      ? (async function* () {
          yield await categoryUrls();
        })()
      : tableUrls(part);
  const iterator = source[Symbol.asyncIterator]();
  const chunks: string[] = [URLSET_OPEN];
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        chunks.push(URLSET_CLOSE);
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        bodies.set(key, chunks.join(''));
        return;
      }
      const text = next.value.map((u) => urlEntry(origin, u)).join('');
      chunks.push(text);
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
