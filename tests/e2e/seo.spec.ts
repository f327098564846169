import { expect, test } from './fixtures';
import { MAIN } from './helpers';

// The test runner's own HTTP client does not resolve *.localhost, so it asks the main address
// and names the realm in Host. Sitemap URLs are on each realm's configured domain (no port).
const realms = [
  { host: 'localhost', origin: 'http://localhost' },
  { host: 'jinwan.localhost', origin: 'http://jinwan.localhost' },
];

test.describe('what crawlers and share cards see', () => {
  test('a product page carries its canonical URL, share tags and parseable JSON-LD', async ({
    page,
    request,
  }) => {
    // A product the sitemap lists is on shelf, so its page renders.
    const part = await (await request.get(`${MAIN}/sitemaps/products-1.xml`)).text();
    const path = new URL(/<loc>([^<]+)<\/loc>/.exec(part)![1]!).pathname;
    await page.goto(path);
    const head = page.locator('head');
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`http://localhost${path}`);
    const title = await page.title();
    expect(await head.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    expect(title).toContain(
      (await head.locator('meta[property="og:title"]').getAttribute('content'))!,
    );
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('价格：');
    expect(await head.locator('meta[property="og:description"]').getAttribute('content')).toBe(
      description,
    );
    expect(await head.locator('meta[property="og:url"]').getAttribute('content')).toBe(
      `http://localhost${path}`,
    );
    expect(await head.locator('meta[property="og:image"]').first().getAttribute('content')).toMatch(
      /^https?:\/\//,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((text) => JSON.parse(text) as { '@type': string }[]);
    expect(data.map((d) => d['@type'])).toEqual(
      expect.arrayContaining(['Product', 'BreadcrumbList']),
    );
  });

  for (const realm of realms) {
    test(`robots.txt and the sitemap of ${realm.origin}`, async ({ request }) => {
      const robots = await request.get(`${MAIN}/robots.txt`, {
        headers: { host: realm.host },
      });
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toContain('text/plain');
      // The browser tests run with APP_ENV=local: nothing may be crawled.
      expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');

      const index = await request.get(`${MAIN}/sitemap.xml`, {
        headers: { host: realm.host },
      });
      expect(index.status()).toBe(200);
      const xml = await index.text();
      expect(xml).toContain('<sitemapindex');
      const parts = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(parts.length).toBeGreaterThan(0);
      for (const loc of parts) expect(loc.startsWith(`${realm.origin}/sitemaps/`)).toBe(true);

      // A partner realm's catalogue pages are canonical on the main domain, so only the main
      // realm lists products; every realm lists its bids.
      const products = parts.find((l) => l.includes('/sitemaps/products-1.xml'));
      expect(Boolean(products)).toBe(realm.host === 'localhost');
      const bids = parts.find((l) => l.includes('/sitemaps/bids-1.xml'))!;
      const part = await request.get(`${MAIN}${new URL(bids).pathname}`, {
        headers: { host: realm.host },
      });
      expect(part.status()).toBe(200);
      const urls = [...(await part.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${realm.origin}/bid/details/`)).toBe(true);
    });
  }
});
