import { defaultSku, skuPrice, type PriceDisplay, type PricedSku } from './price';

export interface SelectableSku extends PricedSku {
  id: number;
  salesAttributes: readonly { key: string; value: string }[];
  stock?: number;
  /** Agreement prices the signed-in buyer's enterprise signed (fen); others never arrive. */
  skuAgreementsDtoList?: readonly { price: number }[] | null;
}

/** Chosen value per sales-attribute key. */
export type Selection = Readonly<Record<string, string>>;

export interface ValueState {
  value: string;
  /** No SKU in stock carries this value together with the other chosen values. */
  disabled: boolean;
}

export function selectionOf(sku: SelectableSku | undefined): Selection {
  return Object.fromEntries((sku?.salesAttributes ?? []).map((a) => [a.key, a.value]));
}

/** The variant shown first (price rule of spec §4: type 4 is never the default). */
export function initialSku<T extends SelectableSku>(skus: readonly T[]): T | undefined {
  return defaultSku(skus) ?? skus[0];
}

function matches(sku: SelectableSku, selection: Selection, skipKey?: string): boolean {
  return Object.entries(selection).every(
    ([key, value]) =>
      key === skipKey || sku.salesAttributes.some((a) => a.key === key && a.value === value),
  );
}

/** The SKU whose sales attributes equal the selection on every key. */
export function findSku<T extends SelectableSku>(
  skus: readonly T[],
  selection: Selection,
): T | undefined {
  return skus.find(
    (sku) =>
      sku.salesAttributes.length === Object.keys(selection).length && matches(sku, selection),
  );
}

const inStock = (sku: SelectableSku) => sku.stock === undefined || sku.stock > 0;

/**
 * For each value of `key`: whether choosing it, with the other current choices kept, still
 * leads to a SKU in stock.
 */
export function valueStates(
  skus: readonly SelectableSku[],
  key: string,
  values: readonly string[],
  selection: Selection,
): ValueState[] {
  return values.map((value) => ({
    value,
    disabled: !skus.some(
      (sku) =>
        inStock(sku) &&
        sku.salesAttributes.some((a) => a.key === key && a.value === value) &&
        matches(sku, selection, key),
    ),
  }));
}

/**
 * Picks `value` for `key`. When the other choices no longer fit, keeps the new value and
 * falls back to the first in-stock SKU carrying it, so the selection always names a SKU.
 */
export function choose<T extends SelectableSku>(
  skus: readonly T[],
  selection: Selection,
  key: string,
  value: string,
): { selection: Selection; sku: T | undefined } {
  const next = { ...selection, [key]: value };
  const exact = findSku(skus, next);
  if (exact) return { selection: next, sku: exact };
  const carrying = skus.filter((s) =>
    s.salesAttributes.some((a) => a.key === key && a.value === value),
  );
  const fallback = carrying.find(inStock) ?? carrying[0];
  return fallback
    ? { selection: selectionOf(fallback), sku: fallback }
    : { selection: next, sku: undefined };
}

/** The lowest agreement price of the buyer's enterprise for this SKU, if any (fen). */
export function agreementPrice(sku: SelectableSku | undefined): number | undefined {
  const prices = (sku?.skuAgreementsDtoList ?? []).map((a) => a.price).filter((p) => p > 0);
  return prices.length ? Math.min(...prices) : undefined;
}

/** What the price block shows: the buyer's agreement price when there is one, else the price rule. */
export function displayPrice(
  sku: SelectableSku | undefined,
): PriceDisplay & { agreement: boolean } {
  const agreed = agreementPrice(sku);
  if (agreed !== undefined) return { kind: 'fixed', fen: agreed, agreement: true };
  return { ...skuPrice(sku), agreement: false };
}

/** A SKU with no displayable price is a 询价 SKU and cannot go into the cart. */
export function isInquirySku(sku: SelectableSku | undefined): boolean {
  return skuPrice(sku).kind === 'inquiry';
}
