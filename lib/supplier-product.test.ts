import { describe, expect, it } from 'vitest';
import {
  minPriceOf,
  needsReview,
  parseProductForm,
  productFormSchema,
  productStateOf,
  rebuildSkus,
  skuCombinations,
  skuFormValue,
  storedSku,
  validateImportRow,
  validateImportRows,
  visibleStatus,
  type ImportRawRow,
} from './supplier-product';

const sku = (salesAttributes: { key: string; value: string }[], extra = {}) => ({
  salesAttributes,
  priceType: 2,
  price: 99.5,
  stock: 10,
  ...extra,
});

const validForm = {
  category3Id: 51,
  name: '实木复合地板 橡木',
  unit: '平方米',
  minOrderQty: 10,
  salesAttributes: [{ key: '颜色', values: ['原木', '胡桃'] }],
  skus: [sku([{ key: '颜色', value: '原木' }]), sku([{ key: '颜色', value: '胡桃' }])],
  images: ['/uploads/public/202611/a.png'],
};

function firstMessage(input: unknown): string | undefined {
  const parsed = productFormSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('skuCombinations', () => {
  it('is the cartesian product in attribute order', () => {
    const combos = skuCombinations([
      { key: '颜色', values: ['白', '灰'] },
      { key: '尺寸', values: ['600', '800'] },
    ]);
    expect(combos.map((c) => c.map((a) => a.value).join('/'))).toEqual([
      '白/600',
      '白/800',
      '灰/600',
      '灰/800',
    ]);
  });
  it('is one SKU without attributes and skips empty ones', () => {
    expect(skuCombinations([])).toEqual([[]]);
    expect(skuCombinations([{ key: '颜色', values: [] }])).toEqual([[]]);
  });
  it('rebuildSkus keeps rows whose specification survives', () => {
    const current = [{ salesAttributes: [{ key: '颜色', value: '白' }], stock: 7 }];
    const next = rebuildSkus([{ key: '颜色', values: ['白', '黑'] }], current, () => ({
      stock: 0,
    }));
    expect(next.map((s) => s.stock)).toEqual([7, 0]);
  });
});

describe('productFormSchema', () => {
  it('accepts a valid form', () => {
    expect(productFormSchema.safeParse(validForm).success).toBe(true);
  });
  it('names the field in Chinese', () => {
    expect(firstMessage({ ...validForm, name: '' })).toBe('请输入商品名称');
    expect(firstMessage({ ...validForm, name: '木'.repeat(101) })).toBe('商品名称最多 100 个字');
    expect(firstMessage({ ...validForm, images: [] })).toBe('请上传商品主图');
    expect(firstMessage({ ...validForm, minOrderQty: 0 })).toBe('起订量不能小于 1');
  });
  it('rejects negative prices and non-integer stock', () => {
    expect(
      firstMessage({
        ...validForm,
        skus: [sku([{ key: '颜色', value: '原木' }], { price: -1 }), validForm.skus[1]],
      }),
    ).toBe('价格不能小于 0');
    expect(
      firstMessage({
        ...validForm,
        skus: [sku([{ key: '颜色', value: '原木' }], { stock: 1.5 }), validForm.skus[1]],
      }),
    ).toBe('库存须为整数');
  });
  it('requires one SKU per combination', () => {
    expect(firstMessage({ ...validForm, skus: [validForm.skus[0]] })).toBe(
      '每个规格组合都需要一个 SKU',
    );
    expect(firstMessage({ ...validForm, skus: [validForm.skus[0], validForm.skus[0]] })).toBe(
      '第 2 个 SKU 的规格重复',
    );
  });
  it('checks the range of range prices', () => {
    const bad = sku([{ key: '颜色', value: '原木' }], { priceType: 1, price: 100, priceMax: 50 });
    expect(firstMessage({ ...validForm, skus: [bad, validForm.skus[1]] })).toBe(
      '最高价不能低于最低价',
    );
  });
});

describe('prices and states', () => {
  it('stores a range as extraPriceJson and a fixed price as fen', () => {
    expect(
      storedSku({
        salesAttributes: [],
        code: undefined,
        priceType: 1,
        price: 120,
        priceMax: 180.5,
        stock: 1,
      }),
    ).toEqual({ price: 12000, extraPriceJson: { priceRange: '120-180.5' } });
    expect(
      storedSku({ salesAttributes: [], code: undefined, priceType: 2, price: 9.99, stock: 1 }),
    ).toEqual({
      price: 999,
      extraPriceJson: {},
    });
    expect(
      storedSku({
        salesAttributes: [],
        code: undefined,
        priceType: 4,
        price: 50,
        projectMinOrder: 100,
        stock: 1,
      }),
    ).toEqual({ price: 5000, extraPriceJson: { priceRange: '50', minOrder: 100 } });
    expect(
      skuFormValue({ price: 12000, priceType: 1, extraPriceJson: { priceRange: '120-180.5' } }),
    ).toEqual({ price: 120, priceMax: 180.5, projectMinOrder: null });
  });
  it('minPrice ignores type 4 and 询价', () => {
    expect(
      minPriceOf([
        { price: 100, priceType: 4 },
        { price: 0, priceType: 2 },
        { price: 500, priceType: 1 },
        { price: 300, priceType: 3 },
      ]),
    ).toBe(300);
    expect(minPriceOf([{ price: null, priceType: 2 }])).toBeNull();
  });
  it('is visible only on shelf and approved', () => {
    expect(visibleStatus({ onShelf: true, auditStatus: 'approved' })).toBe(1);
    expect(visibleStatus({ onShelf: true, auditStatus: 'pending' })).toBe(0);
    expect(visibleStatus({ onShelf: false, auditStatus: 'approved' })).toBe(0);
    expect(productStateOf({ onShelf: true, auditStatus: 'rejected' })).toBe('rejected');
    expect(productStateOf({ onShelf: false, auditStatus: 'approved' })).toBe('offShelf');
  });
  it('sends name, category and image changes to review', () => {
    const before = { name: 'a', category3Id: 1, images: ['x'] };
    expect(needsReview(null, before)).toBe(true);
    expect(needsReview(before, { ...before })).toBe(false);
    expect(needsReview(before, { ...before, name: 'b' })).toBe(true);
    expect(needsReview(before, { ...before, images: ['y'] })).toBe(true);
  });
});

const row = (over: ImportRawRow = {}): ImportRawRow => ({
  productKey: 'P1',
  name: '防水涂料',
  category3Id: 51,
  unit: '桶',
  minOrderQty: 1,
  images: '/files/public/202611/a.png',
  spec: '规格:20kg',
  priceType: '固定价',
  price: 199,
  stock: 5,
  ...over,
});

describe('import rows', () => {
  it('reads a good row', () => {
    const r = validateImportRow(row(), 2);
    expect(r.errors).toEqual([]);
    expect(r.value?.sku).toMatchObject({ priceType: 2, price: 199, stock: 5 });
  });
  it('reports every error of a row with its column', () => {
    const r = validateImportRow(row({ name: '', stock: -1, priceType: '打折价' }), 7);
    expect(r.errors).toEqual([
      { row: 7, column: '商品名称', reason: '请填写商品名称' },
      { row: 7, column: '价格类型', reason: '价格类型只能是 区间价、固定价、协议价 或 项目价' },
      { row: 7, column: '库存', reason: '库存不能小于 0' },
    ]);
  });
  it('groups SKUs of one product and inherits blank product columns', () => {
    const { products, errors } = validateImportRows([
      { row: 2, raw: row() },
      {
        row: 3,
        raw: {
          productKey: 'P1',
          spec: '规格:5kg',
          priceType: '区间价',
          price: 10,
          priceMax: 20,
          stock: 0,
        },
      },
      { row: 4, raw: row({ productKey: 'P2', name: '乳胶漆', spec: '' }) },
    ]);
    expect(errors).toEqual([]);
    expect(products).toHaveLength(2);
    expect(products[0]!.salesAttributes).toEqual([{ key: '规格', values: ['20kg', '5kg'] }]);
    expect(products[0]!.skus.map((s) => s.row)).toEqual([2, 3]);
  });
  it('rejects inconsistent and repeated rows, and then imports nothing', () => {
    const { products, errors } = validateImportRows([
      { row: 2, raw: row() },
      { row: 3, raw: row({ unit: '箱', spec: '规格:5kg' }) },
      { row: 4, raw: row() },
    ]);
    expect(products).toEqual([]);
    expect(errors).toEqual([
      { row: 3, column: '单位', reason: '与第 2 行同一商品的单位不一致' },
      { row: 4, column: '规格', reason: '规格与第 2 行重复' },
    ]);
  });
});

describe('parseProductForm', () => {
  it('says which SKU is wrong', () => {
    const result = parseProductForm({
      ...validForm,
      skus: [validForm.skus[0], sku([{ key: '颜色', value: '胡桃' }], { price: -2 })],
    });
    expect(result).toEqual({ ok: false, message: 'SKU 2：价格不能小于 0' });
  });
});
