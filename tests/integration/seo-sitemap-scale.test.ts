import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapPart } from '@/app/sitemaps/[part]/route';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@/lib/sitemap';
import { db } from '@/server/db';
import { enterprises } from '@/server/db/schema';
import { insertBasics } from './fixtures';

const COUNT = 100_001;
// The main realm: a partner realm leaves its catalogue to the main domain's sitemap.
const host = 'localhost:3000';
const get = (url: string) => new Request(`http://${host}${url}`, { headers: { host } });

beforeAll(async () => {
  await insertBasics();
  const [supplier] = await db
    .insert(enterprises)
    .values({ name: '规模测试供应商', type: 1, status: 1 })
    .returning({ id: enterprises.id });
  // Bare rows are enough: the sitemap reads id, status and update time.
  await db.execute(sql`
    INSERT INTO products (supplier_id, category1_id, category2_id, category3_id, name, unit, main_image, status)
    SELECT ${supplier!.id}, 1, 5, 51, '规模测试商品' || n, '件', '/files/x.jpg', CASE WHEN n % 1000 = 0 THEN 0 ELSE 1 END
    FROM generate_series(1, ${COUNT + 100}) AS n`);
}, 300_000);

describe('sitemap at 100k products', () => {
  it('splits the products into parts within the limits and lists each visible one once', async () => {
    const index = await (await sitemapIndex(get('/sitemap.xml'))).text();
    const parts = [...index.matchAll(/sitemaps\/(products-\d+\.xml)/g)].map((m) => m[1]!);
    // 100,101 rows, every 1000th withdrawn: 100,001 visible → three parts.
    expect(parts).toEqual(['products-1.xml', 'products-2.xml', 'products-3.xml']);
    const seen = new Set<string>();
    const sizes: number[] = [];
    for (const part of parts) {
      const res = await sitemapPart(get(`/sitemaps/${part}`), {
        params: Promise.resolve({ part }),
      });
      const xml = await res.text();
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      sizes.push(locs.length);
      for (const loc of locs) seen.add(loc);
    }
    expect(sizes).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 1]);
    expect(seen.size).toBe(COUNT);
  });
});
