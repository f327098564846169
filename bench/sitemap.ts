/**
 * Time of a realm's sitemap at scale: the index (one pass per table), every part streamed from
 * the database (cold), then the same parts again from the process cache (warm). Runs
 * in-process against the database the environment names (PGLITE_DIR or DATABASE_URL):
 *
 *   PGLITE_DIR=/tmp/seo-bench npm run db:seed -- --products 100000
 *   PGLITE_DIR=/tmp/seo-bench npx tsx --conditions=react-server bench/sitemap.ts
 */
import { parsePartName } from '@/lib/sitemap';
import { closeDb, getDbHandle } from '@/server/db';
import { clearSitemapCache, sitemapIndex, sitemapPart } from '@/server/services/sitemap';

const ORIGIN = 'https://jinwan.example.cn';

async function drain(stream: ReadableStream<Uint8Array>): Promise<{ bytes: number; urls: number }> {
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.byteLength;
    urls += decoder.decode(next.value, { stream: true }).split('<url>').length - 1;
  }
  return { bytes, urls };
}

async function round(label: string, names: string[]) {
  const started = performance.now();
  let total = { bytes: 0, urls: 0 };
  const slowest = { name: '', ms: 0 };
  for (const name of names) {
    const t = performance.now();
    const body = await sitemapPart(ORIGIN, parsePartName(name)!);
    const got = await drain(body!);
    const ms = performance.now() - t;
    if (ms > slowest.ms) Object.assign(slowest, { name, ms });
    total = { bytes: total.bytes + got.bytes, urls: total.urls + got.urls };
  }
  const ms = performance.now() - started;
  console.log(
    `${label}: ${names.length} parts, ${total.urls} URLs, ${(total.bytes / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms; slowest ${slowest.name} ${slowest.ms.toFixed(0)} ms`,
  );
}

await getDbHandle().migrate();
clearSitemapCache();
let t = performance.now();
const index = await sitemapIndex(ORIGIN);
const names = [...index.matchAll(/sitemaps\/([a-z-]+-\d+\.xml)/g)].map((m) => m[1]!);
console.log(`index (cold): ${names.length} parts in ${(performance.now() - t).toFixed(0)} ms`);
t = performance.now();
await sitemapIndex(ORIGIN);
console.log(`index (warm): ${(performance.now() - t).toFixed(1)} ms`);
await round('parts (cold, streamed from the database)', names);
await round('parts (warm, process cache)', names);
await closeDb();
