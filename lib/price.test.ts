import { describe, expect, it } from 'vitest';
import { defaultSku, formatPrice, INQUIRY_TEXT, productPriceText, skuPrice } from './price';

describe('defaultSku', () => {
  it('skips price type 4', () => {
    const skus = [
      { id: 1, priceType: 4, price: 100 },
      { id: 2, priceType: 2, price: 200 },
    ];
    expect(defaultSku(skus)?.id).toBe(2);
  });
  it('is undefined when every variant is type 4', () => {
    expect(defaultSku([{ priceType: 4, price: 1 }])).toBeUndefined();
  });
});

describe('skuPrice', () => {
  it('uses the fixed price for types 2 and 3', () => {
    expect(skuPrice({ priceType: 2, price: 12345 })).toEqual({ kind: 'fixed', fen: 12345 });
    expect(skuPrice({ priceType: 3, price: 500, extraPriceJson: { priceRange: '1-2' } })).toEqual({
      kind: 'fixed',
      fen: 500,
    });
  });
  it('uses the range of the extra price data for other types, lower bound first', () => {
    expect(
      skuPrice({ priceType: 1, price: 999, extraPriceJson: { priceRange: '120-180.5' } }),
    ).toEqual({
      kind: 'range',
      minFen: 12000,
      maxFen: 18050,
    });
    expect(skuPrice({ priceType: 4, extraPriceJson: { priceRange: '88' } })).toEqual({
      kind: 'range',
      minFen: 8800,
    });
  });
  it('reads the extra price data from JSON text as the wire sends it', () => {
    expect(skuPrice({ priceType: 1, extraPriceJson: '{"priceRange":"35-50"}' })).toEqual({
      kind: 'range',
      minFen: 3500,
      maxFen: 5000,
    });
    expect(skuPrice({ priceType: 1, extraPriceJson: 'not json' })).toEqual({ kind: 'inquiry' });
  });

  it('shows 询价 for 0 or a missing price', () => {
    expect(skuPrice({ priceType: 2, price: 0 })).toEqual({ kind: 'inquiry' });
    expect(skuPrice({ priceType: 3, price: null })).toEqual({ kind: 'inquiry' });
    expect(skuPrice({ priceType: 1, price: 100 })).toEqual({ kind: 'inquiry' });
    expect(skuPrice({ priceType: 1, extraPriceJson: { priceRange: '0-10' } })).toEqual({
      kind: 'inquiry',
    });
    expect(skuPrice(undefined)).toEqual({ kind: 'inquiry' });
  });
});

describe('formatPrice', () => {
  it('formats with separators', () => {
    expect(formatPrice({ kind: 'fixed', fen: 123456 })).toBe('¥1,234.56');
    expect(formatPrice({ kind: 'range', minFen: 12000, maxFen: 18000 })).toBe('¥120.00-180.00');
    expect(formatPrice({ kind: 'range', minFen: 12000 })).toBe('¥120.00');
    expect(formatPrice({ kind: 'inquiry' })).toBe(INQUIRY_TEXT);
  });
});

describe('productPriceText', () => {
  it("shows the default variant's price, never a type-4 one", () => {
    expect(
      productPriceText([
        { priceType: 4, extraPriceJson: { priceRange: '1-2' } },
        { priceType: 2, price: 9900 },
      ]),
    ).toBe('¥99.00');
    expect(productPriceText([])).toBe('询价');
  });
});
