import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, jsonLdText, offerOf, productJsonLd } from './json-ld';

describe('jsonLdText', () => {
  it('keeps a hostile name inert inside a script element and still parses', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const text = jsonLdText({ name });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name });
  });
});

describe('offers', () => {
  it('states a fixed price, a range, and nothing for 询价', () => {
    expect(offerOf({ kind: 'fixed', fen: 12_800 }, true, 'u')).toMatchObject({
      '@type': 'Offer',
      price: '128.00',
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
    });
    expect(offerOf({ kind: 'range', minFen: 100, maxFen: 250 }, false, 'u')).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '1.00',
      highPrice: '2.50',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(offerOf({ kind: 'inquiry' }, true, 'u')).toBeUndefined();
  });

  it('names the seller in the offer, or as manufacturer when there is no price', () => {
    const base = {
      name: 'P',
      url: 'https://a.cn/product/item/1',
      images: [],
      description: 'd',
      category: 'c',
      seller: { name: 'S', url: 'https://a.cn/supplier/2' },
      inStock: true,
    };
    const priced = productJsonLd({ ...base, price: { kind: 'fixed', fen: 100 } });
    expect((priced.offers as { seller: { name: string } }).seller.name).toBe('S');
    const inquiry = productJsonLd({ ...base, price: { kind: 'inquiry' } });
    expect(inquiry.offers).toBeUndefined();
    expect(inquiry.manufacturer).toMatchObject({ name: 'S' });
  });
});

describe('breadcrumbJsonLd and absoluteUrl', () => {
  it('numbers the crumbs from 1', () => {
    const list = breadcrumbJsonLd([
      { name: '首页', url: 'https://a.cn/' },
      { name: '地板', url: 'https://a.cn/product/1_5' },
    ]);
    expect((list.itemListElement as { position: number }[]).map((i) => i.position)).toEqual([1, 2]);
  });

  it('joins paths onto an origin and keeps absolute URLs', () => {
    expect(absoluteUrl('http://jinwan.localhost/', '/files/a.jpg?w=600')).toBe(
      'http://jinwan.localhost/files/a.jpg?w=600',
    );
    expect(absoluteUrl('http://a.cn', 'https://cdn.cn/x.jpg')).toBe('https://cdn.cn/x.jpg');
  });
});
