/** sitemaps.org limits per file: 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** The parts of a realm's sitemap, one kind of page each (docs/seo.md). */
export const SITEMAP_KINDS = [
  'products',
  'suppliers',
  'brands',
  'categories',
  'bids',
  'public-bids',
  'activities',
  'recruits',
  'design-halls',
  'design-cases',
  'information',
  'help',
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapUrl {
  /** Path on the realm, e.g. `/product/item/1`. */
  path: string;
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A path percent-encoded as sitemaps.org asks (Chinese letters in a path or query). */
function locOf(origin: string, path: string): string {
  return escapeXml(new URL(path, `${origin}/`).href);
}

/** W3C datetime in UTC to the second, as the schema's tLastmod accepts. */
const w3c = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function urlEntry(origin: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${w3c(url.lastmod)}</lastmod>` : '';
  return `<url><loc>${locOf(origin, url.path)}</loc>${lastmod}</url>\n`;
}

/** `products-2.xml` → { kind, page: 2 }; anything else null. */
export function parsePartName(name: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z-]+)-([1-9]\d{0,4})\.xml$/.exec(name);
  const kind = match?.[1] as SitemapKind | undefined;
  if (!kind || !SITEMAP_KINDS.includes(kind)) return null;
  return { kind, page: Number(match![2]) };
}

export interface SitemapPart {
  kind: SitemapKind;
  page: number;
  lastmod?: Date | null;
}

/** The parts a kind needs for `count` URLs (none for none). */
export function partsOf(kind: SitemapKind, count: number, lastmod?: Date | null): SitemapPart[] {
  return Array.from({ length: Math.ceil(count / SITEMAP_MAX_URLS) }, (_, i) => ({
    kind,
    page: i + 1,
    lastmod,
  }));
}

export const partPath = (p: Pick<SitemapPart, 'kind' | 'page'>) =>
  `/sitemaps/${p.kind}-${p.page}.xml`;

export function sitemapIndexXml(origin: string, parts: readonly SitemapPart[]): string {
  const entries = parts.map((p) => {
    const lastmod = p.lastmod ? `<lastmod>${w3c(p.lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${locOf(origin, partPath(p))}</loc>${lastmod}</sitemap>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
