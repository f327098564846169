/**
 * Agreement prices (协议价) a supplier signs with one buyer company per SKU: the validity state
 * shown in the supplier centre, and the one input schema of the create/edit form and the server.
 * The cart and product detail apply a price while startAt <= now <= endAt.
 */
import { isCalendarDay } from './dates';
import { idField } from './id';
import { z } from './zod';

export type AgreementState = 'active' | 'pending' | 'expired';

export const AGREEMENT_STATE_TEXT: Record<AgreementState, string> = {
  active: '生效中',
  pending: '未生效',
  expired: '已过期',
};

/** 生效中 from start to end inclusive, 未生效 before, 已过期 after. */
export function agreementState(
  startAt: Date | string,
  endAt: Date | string,
  now: Date = new Date(),
): AgreementState {
  const t = now.getTime();
  if (t < new Date(startAt).getTime()) return 'pending';
  if (t > new Date(endAt).getTime()) return 'expired';
  return 'active';
}

/** The highest price one agreement may carry: ¥99,999,999.99 (fits an int column in fen). */
export const AGREEMENT_MAX_YUAN = 99_999_999.99;

export const AGREEMENT_MSG = {
  buyer: '请选择采购企业',
  sku: '请选择商品规格',
  price: '请输入协议价（元）',
  priceRange: `协议价须在 0 至 ${AGREEMENT_MAX_YUAN.toLocaleString('zh-CN')} 元之间`,
  priceScale: '协议价最多保留两位小数',
  startDate: '请选择开始日期',
  endDate: '请选择结束日期',
  order: '结束日期须晚于开始日期',
  agreementNo: '协议编号最多 32 个字，仅限字母、数字和短横线',
  duplicate: '该采购企业在此规格上已有协议价，请编辑原协议',
  notFound: '协议价不存在',
  skuMissing: '商品规格不存在',
  buyerMissing: '采购企业不存在或未通过认证',
} as const;

/** Yuan (number or text) → integer fen; NaN when it is not a number with at most two decimals. */
export function yuanToFen(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const day = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isCalendarDay, message);

/** Price in yuan as typed (number or text) → fen, 0 ≤ price ≤ AGREEMENT_MAX_YUAN. */
export const yuanPrice = (required: string, range: string, scale: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .refine((v) => String(v).trim() !== '', required)
    .refine((v) => Number.isFinite(Number(String(v).trim())), required)
    .refine((v) => Number(v) >= 0 && Number(v) <= AGREEMENT_MAX_YUAN, range)
    .refine((v) => !Number.isNaN(yuanToFen(v)), scale)
    .transform((v) => yuanToFen(v));

/** The create/edit form: buyer, SKU, price in yuan and a validity range of Shanghai days. */
export const agreementSchema = z
  .object({
    buyerEnterpriseId: idField(AGREEMENT_MSG.buyer),
    skuId: idField(AGREEMENT_MSG.sku),
    price: yuanPrice(AGREEMENT_MSG.price, AGREEMENT_MSG.priceRange, AGREEMENT_MSG.priceScale),
    startDate: day(AGREEMENT_MSG.startDate),
    endDate: day(AGREEMENT_MSG.endDate),
    agreementNo: z
      .string()
      .trim()
      .max(32, AGREEMENT_MSG.agreementNo)
      .regex(/^[A-Za-z0-9-]*$/, AGREEMENT_MSG.agreementNo)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => v.endDate > v.startDate, { message: AGREEMENT_MSG.order, path: ['endDate'] });
export type AgreementInput = z.input<typeof agreementSchema>;
export type AgreementData = z.output<typeof agreementSchema>;

export const AGREEMENT_LABELS: Record<string, string> = {
  buyerEnterpriseId: '采购企业',
  skuId: '商品规格',
  price: '协议价',
  startDate: '开始日期',
  endDate: '结束日期',
  agreementNo: '协议编号',
  buyer: '采购企业',
  keyword: '商品关键词',
  state: '状态',
  pageNo: '页码',
  pageSize: '每页条数',
};

/** A new agreement number: XY + Shanghai day + 6 random digits. */
export function newAgreementNo(now: Date, random: () => number = Math.random): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `XY${day}${String(Math.floor(random() * 1e6)).padStart(6, '0')}`;
}
