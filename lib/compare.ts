import type { ComparedItem } from '@/api/types';
import { productPriceText } from './price';

/** At most 4 products are compared side by side. */
export const MAX_COMPARE = 4;
export const COMPARE_TOO_MANY = '最多对比4件商品';
export const COMPARE_NONE = '请选择要对比的商品';
/** What a cell shows when a product lacks the attribute. */
export const MISSING_VALUE = '—';

export interface CompareField {
  key: string;
  value: string;
}

export interface CompareRow {
  key: string;
  /** One value per product, in column order; null when that product lacks the key. */
  values: (string | null)[];
  /** True when the products do not all show the same value. */
  differs: boolean;
}

/**
 * The comparison table: the union of keys in first-seen order, one value per product.
 * A missing value counts as different from any present one.
 */
export function buildCompareMatrix(columns: readonly (readonly CompareField[])[]): CompareRow[] {
  const keys: string[] = [];
  const maps = columns.map((fields) => {
    const map = new Map<string, string>();
    for (const { key, value } of fields) {
      if (!map.has(key)) map.set(key, value);
      if (!keys.includes(key)) keys.push(key);
    }
    return map;
  });
  return keys.map((key) => {
    const values = maps.map((m) => m.get(key) ?? null);
    return { key, values, differs: new Set(values).size > 1 };
  });
}

/** The rows the table shows: all, or with 只看不同 only those that differ. */
export function visibleRows(rows: readonly CompareRow[], onlyDifferent: boolean): CompareRow[] {
  return onlyDifferent ? rows.filter((r) => r.differs) : [...rows];
}

/** The compared fields of one product: brand, supplier, price, unit, then its attributes and specs. */
export function compareFieldsOf(item: ComparedItem): CompareField[] {
  return [
    { key: '品牌', value: item.brandName ?? MISSING_VALUE },
    { key: '供应商', value: item.supplierName },
    { key: '价格', value: productPriceText(item.skuDtoList) },
    { key: '单位', value: item.unit },
    ...item.attributes,
    ...item.itemSalesAttributes.map((a) => ({ key: a.key, value: a.values.join('、') })),
  ];
}

/** `?ids=1,2,3` of a shared comparison: distinct positive ids, at most 4. */
export function parseCompareIds(param: string | null | undefined): number[] {
  if (!param) return [];
  const ids: number[] = [];
  for (const part of param.split(',')) {
    const id = Number(part.trim());
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_COMPARE);
}

/** The shareable URL of a comparison. */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare-item?ids=${ids.join(',')}` : '/compare-item';
}
