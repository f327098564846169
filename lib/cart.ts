import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';
import { skuPrice, type PricedSku } from './price';
import { idNumber } from './id';
import { MAX_CART_QUANTITY } from './quantity';
import { z } from './zod';

export { MAX_CART_QUANTITY };
export const QUANTITY_MESSAGE = `采购数量须为 1 到 ${MAX_CART_QUANTITY} 之间的整数`;

export const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_CART_QUANTITY, QUANTITY_MESSAGE);

/** Why a cart line cannot be ordered now; null when it can. */
export type LineProblem = 'withdrawn' | 'inquiry' | 'soldOut' | 'understocked' | null;

export const LINE_PROBLEM_TEXT: Record<Exclude<LineProblem, null>, string> = {
  withdrawn: '商品已下架或规格已停售，无法下单',
  inquiry: '询价商品不能直接下单，请联系供应商报价',
  soldOut: '该规格暂无库存',
  understocked: '采购数量超过库存',
};

/**
 * The unit price (fen) a buyer pays for a SKU: the enterprise's agreement price when one is in
 * force, otherwise the spec §4 price rule (fixed price, or the lower bound of a range).
 * null is 询价: such a line cannot be ordered.
 */
export function unitPriceOf(sku: PricedSku, agreementFen?: number | null): number | null {
  if (agreementFen && agreementFen > 0) return agreementFen;
  const display = skuPrice(sku);
  if (display.kind === 'fixed') return display.fen;
  if (display.kind === 'range') return display.minFen;
  return null;
}

export interface LineState {
  onSale: boolean;
  unitPrice: number | null;
  stock: number;
  qty: number;
}

export function lineProblem(line: LineState): LineProblem {
  if (!line.onSale) return 'withdrawn';
  if (line.unitPrice === null) return 'inquiry';
  if (line.stock <= 0) return 'soldOut';
  if (line.qty > line.stock) return 'understocked';
  return null;
}

/** The price changed since the buyer put the line in the cart (unknown old prices never flag). */
export function priceChanged(addedPrice: number | null | undefined, unitPrice: number | null) {
  return addedPrice !== null && addedPrice !== undefined && unitPrice !== addedPrice;
}

export interface TotalsLine {
  id: number;
  qty: number;
  unitPrice: number | null;
  problem: LineProblem;
}

/** Count and amount (fen) of the selected lines that can be ordered. */
export function cartTotals(lines: readonly TotalsLine[], selected: ReadonlySet<number>) {
  let totalNum = 0;
  let totalAmount = 0;
  for (const line of lines) {
    if (!selected.has(line.id) || line.problem || line.unitPrice === null) continue;
    totalNum += line.qty;
    totalAmount += line.unitPrice * line.qty;
  }
  return { totalNum, totalAmount };
}

/** Lines in the order they came, grouped by supplier (first appearance decides group order). */
export function groupBySupplier<T extends { tenantId: number }>(lines: readonly T[]) {
  const groups = new Map<number, T[]>();
  for (const line of lines) {
    const group = groups.get(line.tenantId);
    if (group) group.push(line);
    else groups.set(line.tenantId, [line]);
  }
  return [...groups.values()];
}

/** Steps of the checkout stepper (spec §2): cart, confirm order, success. */
export const CHECKOUT_STEPS = ['我的采购车', '确认订单', '提交成功'] as const;

/** A receive address as the confirm page edits it; validated the same on both sides. */
export const receiveAddressSchema = z.object({
  id: idNumber().optional(),
  name: z.string().trim().min(1, '请输入收货人').max(32, '收货人最多 32 个字'),
  phone: z.string().trim().min(1, '请输入手机号').regex(PHONE_PATTERN, PHONE_INVALID_MSG),
  provinceId: idNumber('请选择省份'),
  /** Names are informative: the server takes them from its own area table. */
  province: z.string().trim().max(32).optional(),
  cityId: idNumber('请选择城市'),
  city: z.string().trim().max(32).optional(),
  address: z.string().trim().min(1, '请输入详细地址').max(255, '详细地址最多 255 个字'),
  isDefault: z.boolean().optional(),
});
export type ReceiveAddressInput = z.output<typeof receiveAddressSchema>;

/** A purchase project (spec §3 Project). */
export const projectSchema = z.object({
  projectName: z.string().trim().min(1, '请输入项目名称').max(64, '项目名称最多 64 个字'),
  provinceId: idNumber('请选择省份'),
  /** Names are informative: the server takes them from its own area table. */
  province: z.string().trim().max(32).optional(),
  cityId: idNumber('请选择城市'),
  city: z.string().trim().max(32).optional(),
});
export type ProjectInput = z.output<typeof projectSchema>;

export const REMARK_MAX = 200;

/** One idempotency key per confirm-page visit. */
export const idempotencyKeySchema = z
  .string({ error: '缺少订单提交标识，请刷新页面后重试' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '订单提交标识无效，请刷新页面后重试');

/** POST developer/order: the lines as the buyer saw them, so a price change is caught. */
export const orderDraftSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  items: z
    .array(
      z.object({
        cartId: idNumber(),
        /** Unit price (fen) the confirm page showed. */
        price: z.number().int().nonnegative(),
      }),
      { error: '请选择要下单的商品' },
    )
    .min(1, '请选择要下单的商品')
    .max(200, '一次最多提交 200 个商品'),
  receiveAddressId: idNumber('请选择收货地址'),
  projectId: idNumber().optional(),
  auditorId: idNumber().optional(),
  remark: z.string().trim().max(REMARK_MAX, `备注最多 ${REMARK_MAX} 个字`).optional(),
});
export type OrderDraftInput = z.output<typeof orderDraftSchema>;

/** A fresh idempotency key: 32 hex characters from the platform's secure random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
