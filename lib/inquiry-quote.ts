/**
 * A supplier's answer to an inquiry (询价与报价): which tab an inquiry sits in, whether it can
 * still be quoted (the server decides with its own clock), the quote form's schema shared by the
 * form and the server, and the total of a quote in fen.
 */
import { AGREEMENT_MAX_YUAN, yuanPrice } from './agreement-price';
import { isCalendarDay } from './dates';
import { idField } from './id';
import { z } from './zod';

export type QuoteTab = 'pending' | 'quoted' | 'closed';

export const QUOTE_TABS: { key: QuoteTab; label: string }[] = [
  { key: 'pending', label: '待报价' },
  { key: 'quoted', label: '已报价' },
  { key: 'closed', label: '已截止' },
];

export function parseQuoteTab(raw: unknown): QuoteTab {
  const text = Array.isArray(raw) ? raw[0] : raw;
  return QUOTE_TABS.some((t) => t.key === text) ? (text as QuoteTab) : 'pending';
}

/** Open for quotes: status '1' and the deadline not yet passed. */
export function isQuoteOpen(
  status: string,
  quoteEnd: Date | string,
  now: Date = new Date(),
): boolean {
  return status === '1' && new Date(quoteEnd).getTime() > now.getTime();
}

/** The tab of an inquiry for one supplier: closed first, then whether it has quoted. */
export function quoteTabOf(
  inquiry: { status: string; quoteEnd: Date | string },
  quoted: boolean,
  now: Date = new Date(),
): QuoteTab {
  if (!isQuoteOpen(inquiry.status, inquiry.quoteEnd, now)) return 'closed';
  return quoted ? 'quoted' : 'pending';
}

export const QUOTE_MSG = {
  lines: '请为每一行填写单价',
  unitPrice: '请输入单价（元）',
  priceRange: `单价须在 0 至 ${AGREEMENT_MAX_YUAN.toLocaleString('zh-CN')} 元之间`,
  priceScale: '单价最多保留两位小数',
  lineRemark: '行备注最多 100 个字',
  validUntil: '请选择报价有效期',
  validPast: '报价有效期不能早于今天',
  remark: '报价备注最多 500 个字',
  closed: '该询价已截止，不能再报价',
  lineMismatch: '报价行与询价明细不一致，请刷新后重试',
  notFound: '询价不存在',
} as const;

export const QUOTE_REMARK_MAX = 500;
export const QUOTE_LINE_REMARK_MAX = 100;

export const quoteLineSchema = z.object({
  lineId: idField(QUOTE_MSG.lines),
  unitPrice: yuanPrice(QUOTE_MSG.unitPrice, QUOTE_MSG.priceRange, QUOTE_MSG.priceScale),
  remark: z
    .string()
    .trim()
    .max(QUOTE_LINE_REMARK_MAX, QUOTE_MSG.lineRemark)
    .optional()
    .transform((v) => v || undefined),
});

/** The quote form: a unit price (yuan → fen) per line, a validity day and a remark. */
export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema, { error: QUOTE_MSG.lines }).min(1, QUOTE_MSG.lines).max(200),
  validUntil: z
    .string({ error: QUOTE_MSG.validUntil })
    .trim()
    .min(1, QUOTE_MSG.validUntil)
    .refine(isCalendarDay, QUOTE_MSG.validUntil),
  remark: z
    .string()
    .trim()
    .max(QUOTE_REMARK_MAX, QUOTE_MSG.remark)
    .optional()
    .transform((v) => v || undefined),
});
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteData = z.output<typeof quoteSchema>;

export const QUOTE_LABELS: Record<string, string> = {
  lines: '报价明细',
  validUntil: '报价有效期',
  remark: '报价备注',
  tab: '页签',
  pageNo: '页码',
  pageSize: '每页条数',
};

/** Quantity text with up to two decimals → hundredths, exactly (no float). */
function hundredths(quantity: string | number): number {
  const [whole = '0', frac = ''] = String(quantity).split('.');
  return Number(whole) * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
}

/** One line's amount in fen: unit price × quantity, rounded half up to the fen. */
export function lineAmount(unitPriceFen: number, quantity: string | number): number {
  return Math.round((unitPriceFen * hundredths(quantity)) / 100);
}

/** The quote total in fen over the inquiry's lines; lines without a price count 0. */
export function quoteTotal(
  lines: { id: number; quantity: string | number }[],
  prices: ReadonlyMap<number, number> | Record<number, number | undefined>,
): number {
  const get = (id: number) =>
    prices instanceof Map ? prices.get(id) : (prices as Record<number, number | undefined>)[id];
  return lines.reduce((sum, l) => sum + lineAmount(get(l.id) ?? 0, l.quantity), 0);
}

/** The first issue as one sentence naming the field; a line is named by its row, e.g. 第 2 行：… */
export function quoteIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '报价格式不正确';
  const [head, index] = issue.path;
  if (head === 'lines' && typeof index === 'number') return `第 ${index + 1} 行：${issue.message}`;
  return issue.message;
}
