import { describe, expect, it } from 'vitest';
import { parsePartName, partsOf, SITEMAP_MAX_URLS, sitemapIndexXml, urlEntry } from './sitemap';

describe('sitemap XML', () => {
  it('writes absolute, percent-encoded, escaped locations and W3C lastmod', () => {
    expect(
      urlEntry('http://a.cn', {
        path: '/product?keyword=地板&brandIds=1',
        lastmod: new Date('2026-11-26T06:07:08.123Z'),
      }),
    ).toBe(
      '<url><loc>http://a.cn/product?keyword=%E5%9C%B0%E6%9D%BF&amp;brandIds=1</loc><lastmod>2026-11-26T06:07:08Z</lastmod></url>\n',
    );
    expect(urlEntry('http://a.cn', { path: '/help?id=1' })).toBe(
      '<url><loc>http://a.cn/help?id=1</loc></url>\n',
    );
  });

  it('splits a kind into parts of at most 50,000 URLs', () => {
    expect(partsOf('products', 0)).toEqual([]);
    expect(partsOf('products', SITEMAP_MAX_URLS)).toHaveLength(1);
    expect(partsOf('products', 100_000 + 1).map((p) => p.page)).toEqual([1, 2, 3]);
  });

  it('indexes the parts on the realm origin', () => {
    const xml = sitemapIndexXml('http://jinwan.localhost', partsOf('brands', 1));
    expect(xml).toContain('<loc>http://jinwan.localhost/sitemaps/brands-1.xml</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('reads only part names it writes', () => {
    expect(parsePartName('products-2.xml')).toEqual({ kind: 'products', page: 2 });
    expect(parsePartName('design-cases-1.xml')).toEqual({ kind: 'design-cases', page: 1 });
    for (const bad of ['products-0.xml', 'products.xml', 'users-1.xml', 'products-1.xml.gz']) {
      expect(parsePartName(bad)).toBeNull();
    }
  });
});
