import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createRandom } from '@/lib/random';
import { storage, type ObjectStorage } from '@/server/storage';
import type { Db } from '../client';
import * as schema from '../schema';
import { seedProducts, seedRightsAndFavourites } from './catalog';
import { seedCommerce } from './commerce';
import { seedRfqs } from './rfq';
import { seedContent } from './content';
import type { SeedContext } from './context';
import { seedDesign } from './design';
import {
  seedAreasAndThemes,
  seedBrands,
  seedCategories,
  seedEnterprises,
  seedUsers,
  seedWorkbenches,
} from './identity';
import { writeLettermarks, writeSeedImages } from './images';
import { seedActivities, seedBids, seedInquiries } from './opportunity';
import { seedShowrooms, seedSupplierPrograms } from './supplier';

export { DEMO, DEMO_ACCOUNTS, DEMO_PASSWORD } from './identity';
export { RECOMMENDED_CATEGORY_IDS } from './catalog';

export interface SeedOptions {
  /** Number of products (default 2000). */
  products?: number;
  /** Reference time for every generated date (default: now). Randomness never depends on it. */
  now?: Date;
  /** PRNG seed (default 'zhucai-mall'). */
  seed?: string;
  /** Where seed images go (under `seed/`); default the mall's file store (UPLOAD_DIR or the bucket). */
  files?: ObjectStorage;
  /** Skip writing image files (the rows still point at /files/seed/…). */
  writeImages?: boolean;
}

export interface SeedResult {
  counts: Record<string, number>;
  imagesWritten: number;
  ms: number;
}

function allTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((v: unknown): v is PgTable => is(v, PgTable));
}

/** Empties every table of the schema and restarts their id sequences. */
export async function truncateAll(db: Db): Promise<void> {
  const names = allTables().map((t) => `"${getTableName(t)}"`);
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Moves every serial id sequence past the explicit ids the seed wrote. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of allTables()) {
    const { name, columns } = getTableConfig(table);
    const id = columns.find((c) => c.name === 'id' && c.columnType === 'PgSerial');
    if (!id) continue;
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT max(id) FROM "${name}"), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Fills an empty, migrated database with a deterministic demo world: the same options give the
 * same rows (dates are offsets from `now`).
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const ctx: SeedContext = {
    db,
    rng: createRandom(options.seed ?? 'zhucai-mall'),
    now: options.now ?? new Date(),
    counts: {},
    lettermarks: new Map(),
  };
  const files = options.files ?? storage;
  const writeImages = options.writeImages !== false;
  const images = writeImages ? writeSeedImages(files) : Promise.resolve(0);

  await seedAreasAndThemes(ctx);
  await seedWorkbenches(ctx);
  const leaves = await seedCategories(ctx);
  const brands = await seedBrands(ctx);
  const { suppliers, buyers } = await seedEnterprises(ctx, brands);
  await seedUsers(ctx);
  const products = await seedProducts(ctx, {
    count: options.products ?? 2000,
    leaves,
    brands,
    suppliers,
    buyers,
  });
  await seedRightsAndFavourites(ctx, products, buyers);
  await seedShowrooms(ctx, suppliers, brands, buyers);
  await seedSupplierPrograms(ctx, suppliers, buyers);
  await seedBids(ctx, buyers);
  await seedInquiries(ctx, buyers, suppliers, products);
  await seedActivities(ctx, suppliers, buyers);
  await seedDesign(ctx, buyers);
  await seedContent(ctx, products, suppliers);
  const logos = writeImages ? writeLettermarks(files, ctx.lettermarks.values()) : 0;
  const imagesWritten = (await images) + (await logos);
  await seedCommerce(ctx, products, buyers, files);
  await seedRfqs(ctx);
  await syncSequences(db);
  // The search copy is vacuumed too: with its visibility map set, counts such as a supplier's
  // products answer from the index alone at once, as in a database autovacuum has visited. Only
  // it: a whole-database VACUUM costs every test's seed half a second on PGlite.
  await db.execute(sql`VACUUM product_search`);
  await db.execute(sql`ANALYZE`);
  return { counts: ctx.counts, imagesWritten, ms: Math.round(performance.now() - started) };
}
