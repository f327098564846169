import { describe, expect, it } from 'vitest';
import {
  certificateValidity,
  skuSpecTable,
  splitAttributes,
  supplierFacts,
} from './product-detail';

describe('splitAttributes', () => {
  it('puts packing keys under packaging and drops empty pairs', () => {
    expect(
      splitAttributes([
        { key: '材质', value: '岩棉' },
        { key: '包装方式', value: '纸箱' },
        { key: '每箱数量', value: '8 片' },
        { key: '颜色', value: ' ' },
      ]),
    ).toEqual({
      specs: [{ key: '材质', value: '岩棉' }],
      packaging: [
        { key: '包装方式', value: '纸箱' },
        { key: '每箱数量', value: '8 片' },
      ],
    });
  });
});

describe('skuSpecTable', () => {
  it('has one column per sales attribute and one row per SKU', () => {
    expect(
      skuSpecTable([
        { id: 1, salesAttributes: [{ key: '厚度', value: '50mm' }], stock: 3 },
        {
          id: 2,
          salesAttributes: [
            { key: '厚度', value: '100mm' },
            { key: '密度', value: '120kg/m³' },
          ],
          stock: 0,
        },
      ]),
    ).toEqual({
      columns: ['厚度', '密度'],
      rows: [
        { id: 1, cells: ['50mm', '—'], inStock: true },
        { id: 2, cells: ['100mm', '120kg/m³'], inStock: false },
      ],
    });
  });
  it('is null for a single-spec product', () => {
    expect(skuSpecTable([{ id: 1, salesAttributes: [], stock: 1 }])).toBeNull();
  });
});

describe('certificateValidity', () => {
  it('names the last valid day or says it has expired', () => {
    expect(certificateValidity('2027-01-31T00:00:00.000Z', '2026-11-25')).toBe(
      '有效期至 2027-01-31',
    );
    expect(certificateValidity('2026-11-25', '2026-11-25')).toBe('有效期至 2026-11-25');
    expect(certificateValidity('2026-11-24', '2026-11-25')).toBe('已过期');
  });
});

describe('supplierFacts', () => {
  it('lists only the facts the supplier has', () => {
    expect(
      supplierFacts({
        province: '江苏省',
        city: '苏州市',
        mainProducts: '岩棉板、挤塑板',
        foundedYear: 2008,
        productCount: 42,
      }),
    ).toEqual([
      ['所在地', '江苏省 苏州市'],
      ['主营', '岩棉板、挤塑板'],
      ['成立', '2008年'],
      ['在售商品', '42 件'],
    ]);
    expect(
      supplierFacts({
        province: null,
        city: null,
        mainProducts: '',
        foundedYear: null,
        productCount: 0,
      }),
    ).toEqual([]);
  });
});
