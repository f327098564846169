/** How a product's stored facts become the detail page's description sections. Pure. */

export interface KeyValue {
  key: string;
  value: string;
}

/** Attribute keys that describe packing rather than the product itself. */
const PACKAGING_KEY = /包装|装箱|箱规|每箱|每件|每包|每托|毛重|净重/;

/** The product's attributes split into 规格参数 and 包装信息 (keys as the supplier wrote them). */
export function splitAttributes(attributes: readonly KeyValue[]): {
  specs: KeyValue[];
  packaging: KeyValue[];
} {
  const specs: KeyValue[] = [];
  const packaging: KeyValue[] = [];
  for (const a of attributes) {
    if (!a.key.trim() || !a.value.trim()) continue;
    (PACKAGING_KEY.test(a.key) ? packaging : specs).push(a);
  }
  return { specs, packaging };
}

export interface SpecTable {
  /** The sales-attribute names, in the order the SKUs first use them. */
  columns: string[];
  rows: { id: number | string; cells: string[]; inStock: boolean }[];
}

/** One row per SKU with its sales attributes; null when no SKU has any (a single-spec product). */
export function skuSpecTable(
  skus: readonly { id: number | string; salesAttributes: readonly KeyValue[]; stock: number }[],
): SpecTable | null {
  const columns: string[] = [];
  for (const sku of skus) {
    for (const a of sku.salesAttributes) if (!columns.includes(a.key)) columns.push(a.key);
  }
  if (!columns.length) return null;
  return {
    columns,
    rows: skus.map((sku) => ({
      id: sku.id,
      cells: columns.map((c) => sku.salesAttributes.find((a) => a.key === c)?.value ?? '—'),
      inStock: sku.stock > 0,
    })),
  };
}

/** 有效期至 2027-01-31, or 已过期 once the day has passed (dates as YYYY-MM-DD). */
export function certificateValidity(expiresAt: string, today: string): string {
  const day = expiresAt.slice(0, 10);
  return day < today ? '已过期' : `有效期至 ${day}`;
}

/** The supplier card's facts, only those the supplier filled in. */
export function supplierFacts(supplier: {
  province: string | null;
  city: string | null;
  mainProducts: string | null;
  foundedYear: number | null;
  productCount: number;
}): [string, string][] {
  const facts: [string, string][] = [];
  const place = [supplier.province, supplier.city].filter(Boolean).join(' ');
  if (place) facts.push(['所在地', place]);
  if (supplier.mainProducts?.trim()) facts.push(['主营', supplier.mainProducts.trim()]);
  if (supplier.foundedYear) facts.push(['成立', `${supplier.foundedYear}年`]);
  if (supplier.productCount > 0) facts.push(['在售商品', `${supplier.productCount} 件`]);
  return facts;
}
