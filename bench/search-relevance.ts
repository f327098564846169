/**
 * Relevance of the product search on the judged query set (tests/fixtures/search-judgements):
 * precision of the first 10 results, nDCG@10 and the zero-result rate, overall and per kind,
 * plus the time of each query (each asked once, so cold). Runs in-process against the database
 * the environment names (PGLITE_DIR, or DATABASE_URL for PostgreSQL):
 *
 *   PGLITE_DIR=/tmp/bench npx tsx --conditions=react-server bench/search-relevance.ts
 *   DATABASE_URL=postgres://127.0.0.1:5432/bench npx tsx --conditions=react-server bench/search-relevance.ts
 */
import { inArray } from 'drizzle-orm';
import { closeDb, db, getDbHandle } from '@/server/db';
import { brands, categories, products } from '@/server/db/schema';
import { searchNotice } from '@/lib/search-understanding';
import { listingInput, searchProducts } from '@/server/services/catalog-search';
import {
  JUDGEMENTS,
  score,
  type JudgedResult,
  type Score,
} from '../tests/fixtures/search-judgements';

const names = new Map((await db.select().from(categories)).map((c) => [c.id, c.name]));
const brandNames = new Map((await db.select().from(brands)).map((b) => [b.id, b.name]));
const productCount = await db.$count(products);

const scored: (Score & { query: string; kind: string; ms: number; top: string })[] = [];
for (const judgement of JUDGEMENTS) {
  const started = performance.now();
  const page = await searchProducts(listingInput.parse({ keyword: judgement.query, pageSize: 10 }));
  const ms = performance.now() - started;
  const ids = page.records.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          c2: products.category2Id,
          c3: products.category3Id,
          brandId: products.brandId,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results: JudgedResult[] = ids.map((id) => {
    const r = byId.get(id)!;
    return {
      category2: names.get(r.c2) ?? '',
      category3: names.get(r.c3) ?? '',
      brand: r.brandId ? (brandNames.get(r.brandId) ?? null) : null,
    };
  });
  scored.push({
    ...score(judgement, results),
    query: judgement.query,
    kind: judgement.kind,
    ms,
    top: `${results
      .slice(0, 3)
      .map((r) => `${r.brand}${r.category3}`)
      .join('/')} ${searchNotice(page.understanding) ?? ''}`,
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const line = (label: string, rows: typeof scored) =>
  `${label.padEnd(14)} ${String(rows.length).padStart(4)}  P@10 ${mean(rows.map((r) => r.precision)).toFixed(3)}  nDCG@10 ${mean(rows.map((r) => r.ndcg)).toFixed(3)}  zero ${((100 * rows.filter((r) => r.zero).length) / rows.length).toFixed(1)}%`;

console.log(`${getDbHandle().kind}，${productCount} 个商品，${JUDGEMENTS.length} 个评测查询`);
console.log(line('all', scored));
for (const kind of [...new Set(scored.map((s) => s.kind))]) {
  console.log(
    line(
      kind,
      scored.filter((s) => s.kind === kind),
    ),
  );
}
const times = scored.map((s) => s.ms);
console.log(
  `time per query (cold, one at a time): p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`,
);
const weak = scored.filter((s) => s.zero || s.precision < 0.9);
if (weak.length) {
  console.log('\nbelow 0.9:');
  for (const s of weak) {
    console.log(
      `  ${s.query.padEnd(16)} ${s.kind.padEnd(14)} P@10 ${s.precision.toFixed(2)}  ${s.top}`,
    );
  }
}
await closeDb();
