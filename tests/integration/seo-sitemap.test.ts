import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as robots } from '@/app/robots.txt/route';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapPart } from '@/app/sitemaps/[part]/route';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@/lib/sitemap';
import { db } from '@/server/db';
import { brands, enterprises, products } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { env } from '@/server/env';
import { clearSitemapCache } from '@/server/services/sitemap';
import { clearThemeCache } from '@/server/services/theme';

const REALMS = {
  'localhost:3000': 'http://localhost',
  'jinwan.localhost:3000': 'http://jinwan.localhost',
} as const;
type Host = keyof typeof REALMS;

const get = (url: string, host: Host) => new Request(`http://${host}${url}`, { headers: { host } });

async function index(host: Host): Promise<string> {
  const res = await sitemapIndex(get('/sitemap.xml', host));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  return res.text();
}

async function part(loc: string, host: Host): Promise<Response> {
  const name = new URL(loc).pathname.split('/').pop()!;
  return sitemapPart(get(`/sitemaps/${name}`, host), { params: Promise.resolve({ part: name }) });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every URL of a realm's sitemap, each part checked against the sitemaps.org rules. */
async function allUrls(host: Host): Promise<string[]> {
  const urls: string[] = [];
  for (const loc of locs(await index(host))) {
    const res = await part(loc, host);
    expect(res.status).toBe(200);
    const xml = await res.text();
    validate(xml, 'sitemap.xsd');
    const found = locs(xml);
    expect(found.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    urls.push(...found);
  }
  return urls;
}

const SCHEMAS = path.resolve(import.meta.dirname, '../fixtures/sitemaps');
const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** xmllint against the sitemaps.org schema where it is installed; well-formedness checks always. */
function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  if (!hasXmllint) return;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'part.xml');
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file], {
    stdio: 'pipe',
  });
}

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  clearThemeCache();
});

const appEnv = env.APP_ENV;
afterEach(() => {
  env.APP_ENV = appEnv;
  clearSitemapCache();
});

describe('robots.txt per realm', () => {
  it('closes everything outside prod', async () => {
    env.APP_ENV = 'uat';
    const res = await robots(get('/robots.txt', 'jinwan.localhost:3000'));
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('in prod opens the catalogue and names the sitemap of the realm asked', async () => {
    env.APP_ENV = 'prod';
    for (const [host, origin] of Object.entries(REALMS)) {
      const text = await (await robots(get('/robots.txt', host as Host))).text();
      expect(text).toContain('Allow: /\n');
      expect(text).toContain('Disallow: /v1/api/\n');
      expect(text).toContain('Disallow: /shopping-cart\n');
      expect(text).toContain('Disallow: /*?*sort=\n');
      expect(text).not.toContain('Disallow: /\n');
      expect(text.trim().split('\n').pop()).toBe(`Sitemap: ${origin}/sitemap.xml`);
    }
  });
});

describe('sitemaps per realm', () => {
  it('index and parts are valid sitemaps with absolute URLs on the realm asked', async () => {
    for (const [host, origin] of Object.entries(REALMS)) {
      const xml = await index(host as Host);
      validate(xml, 'siteindex.xsd');
      const parts = locs(xml);
      expect(parts.length).toBeGreaterThan(5);
      expect(parts.every((l) => l.startsWith(`${origin}/sitemaps/`))).toBe(true);
      expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
      const urls = await allUrls(host as Host);
      expect(urls.every((u) => u.startsWith(`${origin}/`))).toBe(true);
      // Catalogue pages of a partner realm are canonical on the main domain (docs/seo.md):
      // only the main realm lists them.
      const catalogue = ['/product/item/', '/supplier/', '/brand/', '/product/'];
      const main = host === 'localhost:3000';
      for (const page of catalogue) {
        expect(
          urls.some((u) => u.startsWith(`${origin}${page}`)),
          page,
        ).toBe(main);
      }
      for (const page of [
        '/bid/details/',
        '/other-bid/details?id=',
        '/activitys/details?id=',
        '/recruit/item?id=',
        '/designHall/',
        '/designs/design-case?id=',
        '/information/details/',
        '/help?id=',
      ]) {
        expect(
          urls.some((u) => u.startsWith(`${origin}${page}`)),
          page,
        ).toBe(true);
      }
    }
  });

  it('lists exactly the products and suppliers a visitor may see', async () => {
    const urls = await allUrls('localhost:3000');
    const listed = (prefix: string) =>
      urls
        .filter((u) => u.startsWith(`http://localhost${prefix}`))
        .map((u) => Number(u.slice(`http://localhost${prefix}`.length)))
        .sort((a, b) => a - b);
    const visible = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 1))
      .orderBy(products.id);
    expect(listed('/product/item/')).toEqual(visible.map((p) => p.id));
    const unapproved = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(and(eq(enterprises.type, 1), ne(enterprises.status, 1)));
    expect(unapproved.length).toBeGreaterThan(0);
    const suppliers = new Set(listed('/supplier/'));
    expect(suppliers.size).toBeGreaterThan(0);
    expect(unapproved.filter((e) => suppliers.has(e.id))).toEqual([]);
  });

  it('drops a withdrawn product and a hidden brand', async () => {
    const [product] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
    const [brand] = await db.select().from(brands).where(eq(brands.status, 1)).limit(1);
    const before = await allUrls('localhost:3000');
    const productUrl = `http://localhost/product/item/${product!.id}`;
    const brandUrl = `http://localhost/brand/${encodeURIComponent(brand!.webmap)}`;
    expect(before).toContain(productUrl);
    expect(before).toContain(brandUrl);
    await db
      .update(products)
      .set({ status: 0, onShelf: false, updatedAt: new Date() })
      .where(eq(products.id, product!.id));
    await db
      .update(brands)
      .set({ status: 0 })
      .where(inArray(brands.id, [brand!.id]));
    // The outline and bodies are kept ten minutes; the test does not wait for that.
    clearSitemapCache();
    const after = await allUrls('localhost:3000');
    expect(after).not.toContain(productUrl);
    expect(after).not.toContain(brandUrl);
    expect(after.length).toBe(before.length - 2);
  });

  it('answers 404 for a part the realm does not have', async () => {
    for (const name of ['products-9.xml', 'users-1.xml', 'products.xml']) {
      const res = await sitemapPart(get(`/sitemaps/${name}`, 'localhost:3000'), {
        params: Promise.resolve({ part: name }),
      });
      expect(res.status).toBe(404);
    }
  });
});
