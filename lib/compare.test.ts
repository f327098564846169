import { describe, expect, it } from 'vitest';
import type { ComparedItem } from '@/api/types';
import {
  buildCompareMatrix,
  compareFieldsOf,
  compareHref,
  parseCompareIds,
  visibleRows,
} from './compare';

describe('buildCompareMatrix', () => {
  it('takes the union of keys in first-seen order and flags rows whose values differ', () => {
    const rows = buildCompareMatrix([
      [
        { key: '材质', value: '橡木' },
        { key: '厚度', value: '12mm' },
      ],
      [
        { key: '厚度', value: '12mm' },
        { key: '材质', value: '柚木' },
        { key: '环保等级', value: 'E0' },
      ],
    ]);
    expect(rows).toEqual([
      { key: '材质', values: ['橡木', '柚木'], differs: true },
      { key: '厚度', values: ['12mm', '12mm'], differs: false },
      { key: '环保等级', values: [null, 'E0'], differs: true },
    ]);
  });

  it('never flags a single product and keeps the first value of a repeated key', () => {
    const rows = buildCompareMatrix([
      [
        { key: '颜色', value: '白' },
        { key: '颜色', value: '灰' },
      ],
    ]);
    expect(rows).toEqual([{ key: '颜色', values: ['白'], differs: false }]);
  });
});

describe('visibleRows', () => {
  const rows = buildCompareMatrix([
    [
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ],
    [
      { key: 'a', value: '1' },
      { key: 'b', value: '3' },
    ],
  ]);
  it('shows every row, or with 只看不同 only the differing ones', () => {
    expect(visibleRows(rows, false).map((r) => r.key)).toEqual(['a', 'b']);
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(['b']);
  });
});

describe('compareFieldsOf', () => {
  it('lists brand, supplier, the price rule text, unit, attributes and specs', () => {
    const item: ComparedItem = {
      id: 1,
      name: '地板',
      mainImage: '/files/seed/a.png',
      unit: '㎡',
      brandId: null,
      brandName: null,
      supplierId: 2,
      supplierName: '供应商甲',
      attributes: [{ key: '材质', value: '橡木' }],
      itemSalesAttributes: [{ key: '规格', values: ['600x600', '800x800'] }],
      skuDtoList: [
        {
          id: 1,
          price: 0,
          priceType: 4,
          extraPriceJson: '{"priceRange":"1-2"}',
          salesAttributes: [],
        },
        { id: 2, price: 12345, priceType: 2, salesAttributes: [] },
      ],
    };
    expect(compareFieldsOf(item)).toEqual([
      { key: '品牌', value: '—' },
      { key: '供应商', value: '供应商甲' },
      { key: '价格', value: '¥123.45' },
      { key: '单位', value: '㎡' },
      { key: '材质', value: '橡木' },
      { key: '规格', value: '600x600、800x800' },
    ]);
  });
});

describe('parseCompareIds / compareHref', () => {
  it('keeps distinct positive integer ids, at most 4', () => {
    expect(parseCompareIds('3, 1,3,x,-2,0,1.5,7,8,9')).toEqual([3, 1, 7, 8]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });
  it('writes the shareable URL', () => {
    expect(compareHref([3, 1])).toBe('/compare-item?ids=3,1');
    expect(compareHref([])).toBe('/compare-item');
  });
});
