import { formatFen, yuanTextToFen } from './format';

/** Price types of a SKU (spec §4): 2 and 3 are fixed prices, others a range; 4 is never the default variant. */
export const PRICE_TYPE = { range: 1, fixed: 2, agreement: 3, project: 4 } as const;
export const INQUIRY_TEXT = '询价';

export interface PricedSku {
  /** Integer fen; 0 or missing means 询价. */
  price?: number | null;
  priceType: number;
  /** The extra price data, as stored (object) or as the wire sends it (JSON text). */
  extraPriceJson?: { priceRange?: string | null } | string | null;
}

function priceRangeOf(extra: PricedSku['extraPriceJson']): string {
  if (typeof extra !== 'string') return extra?.priceRange ?? '';
  try {
    const parsed = JSON.parse(extra) as { priceRange?: unknown } | null;
    return typeof parsed?.priceRange === 'string' ? parsed.priceRange : '';
  } catch {
    return '';
  }
}

export type PriceDisplay =
  | { kind: 'fixed'; fen: number }
  | { kind: 'range'; minFen: number; maxFen?: number }
  | { kind: 'inquiry' };

/** The variant shown first: the first SKU whose price type is not 4. */
export function defaultSku<T extends PricedSku>(skus: readonly T[]): T | undefined {
  return skus.find((s) => s.priceType !== PRICE_TYPE.project);
}

/**
 * What a SKU's price shows: types 2 and 3 their fixed price, other types the range in the
 * extra price data (lower bound before the dash); 0 or missing is 询价.
 */
export function skuPrice(sku: PricedSku | undefined): PriceDisplay {
  if (!sku) return { kind: 'inquiry' };
  if (sku.priceType === PRICE_TYPE.fixed || sku.priceType === PRICE_TYPE.agreement) {
    return sku.price ? { kind: 'fixed', fen: sku.price } : { kind: 'inquiry' };
  }
  const [low, high] = priceRangeOf(sku.extraPriceJson).split('-');
  const minFen = yuanTextToFen(low);
  if (!minFen) return { kind: 'inquiry' };
  const maxFen = yuanTextToFen(high);
  return maxFen && maxFen > minFen ? { kind: 'range', minFen, maxFen } : { kind: 'range', minFen };
}

/** The price text of a product card or detail: `¥1,234.00`, `¥120.00-180.00` or 询价. */
export function formatPrice(display: PriceDisplay): string {
  switch (display.kind) {
    case 'fixed':
      return `¥${formatFen(display.fen)}`;
    case 'range':
      return display.maxFen
        ? `¥${formatFen(display.minFen)}-${formatFen(display.maxFen)}`
        : `¥${formatFen(display.minFen)}`;
    default:
      return INQUIRY_TEXT;
  }
}

/** A product's price text from its SKU list: the default variant's price. */
export function productPriceText(skus: readonly PricedSku[]): string {
  return formatPrice(skuPrice(defaultSku(skus)));
}
