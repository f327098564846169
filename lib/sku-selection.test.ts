import { describe, expect, it } from 'vitest';
import {
  agreementPrice,
  choose,
  displayPrice,
  findSku,
  initialSku,
  isInquirySku,
  selectionOf,
  valueStates,
  type SelectableSku,
} from './sku-selection';

const attrs = (colour: string, size: string) => [
  { key: '颜色', value: colour },
  { key: '规格', value: size },
];

const skus: SelectableSku[] = [
  {
    id: 1,
    priceType: 4,
    price: 10000,
    extraPriceJson: { priceRange: '100-120' },
    salesAttributes: attrs('米白', '600'),
    stock: 5,
  },
  { id: 2, priceType: 2, price: 12000, salesAttributes: attrs('米白', '800'), stock: 5 },
  {
    id: 3,
    priceType: 3,
    price: 15000,
    salesAttributes: attrs('浅灰', '600'),
    stock: 0,
    skuAgreementsDtoList: [{ price: 13000 }, { price: 12500 }],
  },
  {
    id: 4,
    priceType: 1,
    price: null,
    extraPriceJson: '{"priceRange":"150-180"}',
    salesAttributes: attrs('浅灰', '800'),
    stock: 9,
  },
];

describe('initialSku', () => {
  it('never picks a type-4 SKU while another exists', () => {
    expect(initialSku(skus)?.id).toBe(2);
  });
  it('falls back to the first SKU when every one is type 4', () => {
    expect(initialSku([skus[0]!])?.id).toBe(1);
  });
  it('is undefined without SKUs', () => {
    expect(initialSku([])).toBeUndefined();
  });
});

describe('findSku', () => {
  it('finds the SKU with exactly the chosen values', () => {
    expect(findSku(skus, { 颜色: '浅灰', 规格: '800' })?.id).toBe(4);
    expect(findSku(skus, { 颜色: '浅灰' })).toBeUndefined();
    expect(findSku(skus, { 颜色: '黑', 规格: '800' })).toBeUndefined();
  });
  it('finds the only SKU of a product without sales attributes', () => {
    const single: SelectableSku = { id: 9, priceType: 2, price: 1, salesAttributes: [] };
    expect(findSku([single], {})?.id).toBe(9);
  });
});

describe('valueStates', () => {
  it('disables a value whose combination with the other choices is out of stock', () => {
    const states = valueStates(skus, '颜色', ['米白', '浅灰'], { 颜色: '米白', 规格: '600' });
    expect(states).toEqual([
      { value: '米白', disabled: false },
      { value: '浅灰', disabled: true },
    ]);
  });
  it('enables it once the other choice allows a SKU in stock', () => {
    const states = valueStates(skus, '颜色', ['米白', '浅灰'], { 颜色: '米白', 规格: '800' });
    expect(states.every((s) => !s.disabled)).toBe(true);
  });
  it('disables a value no SKU carries', () => {
    expect(valueStates(skus, '规格', ['1200'], {})[0]?.disabled).toBe(true);
  });
});

describe('choose', () => {
  it('keeps the other choices when the combination exists', () => {
    const r = choose(skus, { 颜色: '米白', 规格: '800' }, '颜色', '浅灰');
    expect(r.sku?.id).toBe(4);
    expect(r.selection).toEqual({ 颜色: '浅灰', 规格: '800' });
  });
  it('moves to an in-stock SKU carrying the value when the combination is missing', () => {
    const partial = skus.filter((s) => s.id !== 4);
    const r = choose(partial, { 颜色: '米白', 规格: '800' }, '颜色', '浅灰');
    expect(r.sku?.id).toBe(3);
    expect(r.selection).toEqual(selectionOf(skus[2]));
  });
});

describe('prices', () => {
  it('shows the lowest agreement price of the buyer when present', () => {
    expect(agreementPrice(skus[2])).toBe(12500);
    expect(displayPrice(skus[2])).toEqual({ kind: 'fixed', fen: 12500, agreement: true });
  });
  it('otherwise follows the price rule', () => {
    expect(displayPrice(skus[1])).toEqual({ kind: 'fixed', fen: 12000, agreement: false });
    expect(displayPrice(skus[3])).toEqual({
      kind: 'range',
      minFen: 15000,
      maxFen: 18000,
      agreement: false,
    });
    expect(displayPrice(skus[0])).toMatchObject({ kind: 'range', minFen: 10000 });
  });
  it('treats a SKU without a price as 询价', () => {
    expect(isInquirySku({ id: 5, priceType: 2, price: 0, salesAttributes: [] })).toBe(true);
    expect(isInquirySku({ id: 6, priceType: 1, price: null, salesAttributes: [] })).toBe(true);
    expect(isInquirySku(skus[1])).toBe(false);
    expect(displayPrice(undefined)).toEqual({ kind: 'inquiry', agreement: false });
  });
});
