/**
 * 询比价 (request for quotation to many suppliers): the states and who moves them, the sealed-bid
 * rule, the deadline rule, the comparison maths and how an award splits into one order per
 * supplier. The server applies these; the pages use them to label and to show only what the
 * viewer may do. No I/O here.
 */
import { yuanPrice } from './agreement-price';
import { isCalendarDay } from './dates';
import { lineAmount } from './inquiry-quote';
import { idField, idNumber } from './id';
import type { ImportError } from './supplier-product';
import { z } from './zod';

export const RFQ_STATUS = {
  draft: 'draft',
  quoting: 'quoting',
  opened: 'opened',
  negotiating: 'negotiating',
  awarded: 'awarded',
  ordered: 'ordered',
  cancelled: 'cancelled',
} as const;
export type RfqStatus = (typeof RFQ_STATUS)[keyof typeof RFQ_STATUS];

export const RFQ_STATUS_TEXT: Record<RfqStatus, string> = {
  draft: '草稿',
  quoting: '报价中',
  opened: '已截止（开标）',
  negotiating: '议价中',
  awarded: '已定标',
  ordered: '已转订单',
  cancelled: '已取消',
};

export const isRfqStatus = (v: unknown): v is RfqStatus =>
  typeof v === 'string' && Object.hasOwn(RFQ_STATUS_TEXT, v);

/** An approver is a colleague of the buyer who decides the award's orders. */
export type RfqActorRole = 'buyer' | 'approver' | 'supplier' | 'system';

/** Every change of an RFQ, as its audit trail names it. */
export const RFQ_ACTION_TEXT = {
  create: '创建草稿',
  edit: '修改草稿',
  publish: '发布询价',
  quote: '提交报价',
  open: '截止开标',
  round: '发起新一轮报价',
  award: '定标',
  reject: '定标审批驳回',
  convert: '转为订单',
  cancel: '取消询价',
} as const;
export type RfqAction = keyof typeof RFQ_ACTION_TEXT;

const S = RFQ_STATUS;

/** The transitions: from which states, to which, by whom. `quote` and `edit` keep the state. */
export const RFQ_TRANSITIONS: Record<
  Exclude<RfqAction, 'create' | 'quote' | 'edit'>,
  { from: readonly RfqStatus[]; to: RfqStatus; by: RfqActorRole }
> = {
  publish: { from: [S.draft], to: S.quoting, by: 'buyer' },
  open: { from: [S.quoting], to: S.opened, by: 'system' },
  round: { from: [S.opened, S.negotiating], to: S.negotiating, by: 'buyer' },
  award: { from: [S.opened, S.negotiating], to: S.awarded, by: 'buyer' },
  /**
   * An order of the award rejected in approval (or cancelled by the buyer before approval): its
   * lines go back and the request can be awarded again. Orders already approved stand.
   */
  reject: { from: [S.awarded], to: S.opened, by: 'approver' },
  convert: { from: [S.awarded], to: S.ordered, by: 'system' },
  cancel: { from: [S.draft, S.quoting, S.opened, S.negotiating], to: S.cancelled, by: 'buyer' },
};

/** Stored state plus the clock: a 报价中 request whose deadline passed is 已截止（开标）. */
export function effectiveStatus(status: RfqStatus, deadline: Date | string, now: Date): RfqStatus {
  if (status === S.quoting && new Date(deadline).getTime() <= now.getTime()) return S.opened;
  return status;
}

/** The current round takes quotes: 报价中 or 议价中 and the server clock before the deadline. */
export function roundOpen(status: RfqStatus, deadline: Date | string, now: Date): boolean {
  return (
    (status === S.quoting || status === S.negotiating) &&
    now.getTime() < new Date(deadline).getTime()
  );
}

export type RfqActionKey = 'edit' | 'publish' | 'round' | 'award' | 'cancel';

/**
 * The buttons the buyer sees on a request in this state at this moment. Only the member who
 * created the request acts on it; colleagues of the same company read it (as with orders, where
 * only the one who placed the order cancels or receives it).
 */
export function buyerActions(
  status: RfqStatus,
  deadline: Date | string,
  now: Date,
  creator = true,
): RfqActionKey[] {
  if (!creator) return [];
  const state = effectiveStatus(status, deadline, now);
  const open = roundOpen(status, deadline, now);
  const out: RfqActionKey[] = [];
  if (state === S.draft) out.push('edit', 'publish');
  if ((state === S.opened || state === S.negotiating) && !open) out.push('round', 'award');
  if (RFQ_TRANSITIONS.cancel.from.includes(state)) out.push('cancel');
  return out;
}

/**
 * Where an award order's withdrawal (rejected in approval, or cancelled before it) leaves the
 * request: 已定标 returns to 已截止（开标） so it can be awarded again; a request that is already
 * awardable again (a sibling order was withdrawn first) keeps its state. Null: nothing to undo
 * (已转订单 means every award order passed approval; 已取消 is final).
 */
export function afterAwardWithdrawn(status: RfqStatus): RfqStatus | null {
  if (RFQ_TRANSITIONS.reject.from.includes(status)) return RFQ_TRANSITIONS.reject.to;
  if (status === S.opened || status === S.negotiating) return status;
  return null;
}

export type PriceViewer = 'buyer' | 'supplier' | 'other';

/**
 * The sealed-bid rule. A quote's prices are read by the supplier that wrote it, and by the buyer
 * once that quote's round has closed; never by another supplier, an operator or a visitor.
 */
export function canReadPrices(
  viewer: PriceViewer,
  input: { ownQuote: boolean; roundClosed: boolean },
): boolean {
  if (viewer === 'supplier') return input.ownQuote;
  if (viewer === 'buyer') return input.roundClosed;
  return false;
}

/** A round has closed when the server clock reached its deadline. */
export const roundClosed = (deadline: Date | string, now: Date) =>
  now.getTime() >= new Date(deadline).getTime();

export const RFQ_MSG = {
  notFound: '询价单不存在',
  closed: '报价已截止，不能再报价',
  notQuoting: '该询价单当前不接受报价',
  notInvited: '贵司未被邀请参加本轮报价',
  notEligible: '该询价单未邀请贵司，且贵司的经营类目与询价明细不符',
  stale: '询价单状态已变化，请刷新后查看',
  deadlinePast: '报价截止时间须晚于当前时间',
  deadlineFar: '报价截止时间不能晚于 90 天后',
  noSuppliers: '请邀请至少一家供应商，或公开给所有认证供应商',
  openNoCategory: '公开询价须至少为一行选择商品类目（用于匹配经营该类目的供应商）',
  awardEmpty: '请至少为一行选择中标供应商',
  awardNoQuote: '所选供应商未对该行报价',
  awardRoundOpen: '本轮报价尚未截止，不能定标',
  awardKept: '该行已定标（订单待审核或已发送给供应商），不能再次定标',
  creatorOnly: '只有询价单的创建人可以操作，同事只能查看',
  cancelAwarded: '部分明细已定标并生成订单，不能取消询价（可在订单审批前取消订单）',
  lineMismatch: '报价明细与询价单不一致，请刷新后重试',
  buyersOnly: '当前身份不是采购商，请切换到采购商身份',
} as const;

export const RFQ_LIMITS = {
  title: 60,
  lineName: 60,
  spec: 100,
  brand: 30,
  unit: 10,
  maxQty: 9_999_999,
  lines: 200,
  invites: 50,
  paymentTerms: 200,
  remark: 500,
  reason: 200,
  attachments: 10,
  deadlineDays: 90,
  deliveryDays: 365,
} as const;

export const INVOICE_TYPES = { special: '增值税专用发票', normal: '普通发票' } as const;
export type InvoiceType = keyof typeof INVOICE_TYPES;
/** Tax rates a quote or a request may name, percent. */
export const TAX_RATES = [13, 9, 6, 3, 1, 0] as const;

/** The latest deadline a request may set, counted from the server's now. */
export function deadlineProblem(deadline: Date, now: Date): string | null {
  if (deadline.getTime() <= now.getTime()) return RFQ_MSG.deadlinePast;
  if (deadline.getTime() - now.getTime() > RFQ_LIMITS.deadlineDays * 86_400_000) {
    return RFQ_MSG.deadlineFar;
  }
  return null;
}

/** `YYYY-MM-DD HH:mm` as a wall-clock minute in Asia/Shanghai (China keeps UTC+8 all year). */
export function shanghaiMinute(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})$/.exec(text.trim());
  if (!m || !isCalendarDay(m[1]!) || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  return new Date(`${m[1]}T${m[2]}:${m[3]}:00+08:00`);
}

// ---------------------------------------------------------------- input schemas (form and server)

const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多 ${max} 个字`);

const quantity = (label: string) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(1, `${label}不能小于 1`)
    .max(RFQ_LIMITS.maxQty, `${label}不能大于 ${RFQ_LIMITS.maxQty}`);

export const rfqLineSchema = z.object({
  skuId: idNumber().optional(),
  categoryId: idNumber().optional(),
  name: requiredText('品名', RFQ_LIMITS.lineName),
  spec: text(RFQ_LIMITS.spec, `规格最多 ${RFQ_LIMITS.spec} 个字`),
  brand: text(RFQ_LIMITS.brand, `品牌偏好最多 ${RFQ_LIMITS.brand} 个字`),
  unit: requiredText('单位', RFQ_LIMITS.unit),
  qty: quantity('数量'),
});
export type RfqLineInput = z.output<typeof rfqLineSchema>;

/** A request's drawings and bills of quantities. */
export const RFQ_FILE_TYPES = ['pdf', 'xlsx', 'dwg'] as const;
/** A quote may also carry photos (samples, certificates). */
export const QUOTE_FILE_TYPES = ['pdf', 'xlsx', 'dwg', 'png', 'jpg', 'jpeg'] as const;

const attachmentSchema = (types: readonly string[]) =>
  z.object({
    name: requiredText('附件名称', 100),
    url: z
      .string()
      .trim()
      .max(500, '附件地址过长')
      .regex(
        new RegExp(`^(/|https://)\\S+\\.(${types.join('|')})$`, 'i'),
        `附件须为本站上传的 ${types.join('、')} 文件`,
      ),
  });
export type RfqAttachment = z.output<ReturnType<typeof attachmentSchema>>;

export const rfqDraftSchema = z.object({
  title: requiredText('询价标题', RFQ_LIMITS.title),
  projectId: idNumber().optional(),
  receiveAddressId: idField('请选择收货地址'),
  deliveryDate: z
    .string({ error: '请选择交货日期' })
    .trim()
    .refine(isCalendarDay, '请选择交货日期'),
  invoiceType: z.enum(Object.keys(INVOICE_TYPES) as [InvoiceType, ...InvoiceType[]], {
    error: '请选择发票要求',
  }),
  taxRate: z.coerce
    .number({ error: '请选择税率' })
    .refine((v) => (TAX_RATES as readonly number[]).includes(v), '请选择税率'),
  paymentTerms: requiredText('付款方式', RFQ_LIMITS.paymentTerms),
  deadline: z
    .string({ error: '请选择报价截止时间' })
    .trim()
    .refine((v) => shanghaiMinute(v) !== null, '请选择报价截止时间'),
  openToAll: z.boolean().default(false),
  supplierIds: z
    .array(idNumber())
    .max(RFQ_LIMITS.invites, `最多邀请 ${RFQ_LIMITS.invites} 家供应商`)
    .default([]),
  attachments: z
    .array(attachmentSchema(RFQ_FILE_TYPES))
    .max(RFQ_LIMITS.attachments, `附件最多 ${RFQ_LIMITS.attachments} 个`)
    .default([]),
  lines: z
    .array(rfqLineSchema, { error: '请添加询价明细' })
    .min(1, '请添加询价明细')
    .max(RFQ_LIMITS.lines, `询价明细最多 ${RFQ_LIMITS.lines} 行`),
});
export type RfqDraftInput = z.input<typeof rfqDraftSchema>;
export type RfqDraftData = z.output<typeof rfqDraftSchema>;

export const RFQ_LABELS: Record<string, string> = {
  title: '询价标题',
  projectId: '项目',
  receiveAddressId: '收货地址',
  deliveryDate: '交货日期',
  invoiceType: '发票要求',
  taxRate: '税率',
  paymentTerms: '付款方式',
  deadline: '报价截止时间',
  openToAll: '公开询价',
  supplierIds: '邀请供应商',
  attachments: '附件',
  lines: '询价明细',
  reason: '原因',
  auditorId: '审核人',
  awards: '定标明细',
  freight: '运费',
  validUntil: '报价有效期',
  remark: '备注',
  tab: '页签',
  pageNo: '页码',
  pageSize: '每页条数',
};

const priceMsg = {
  required: '请输入含税单价（元）',
  range: '含税单价须在 0 至 99,999,999.99 元之间',
  scale: '含税单价最多保留两位小数',
};

export const rfqQuoteLineSchema = z.object({
  lineId: idNumber(),
  /** Null: this supplier does not quote the line. */
  unitPrice: yuanPrice(priceMsg.required, priceMsg.range, priceMsg.scale).nullable(),
  taxRate: z.coerce
    .number({ error: '请选择税率' })
    .refine((v) => (TAX_RATES as readonly number[]).includes(v), '请选择税率'),
  supplyQty: quantity('可供数量').optional(),
  deliveryDays: z.coerce
    .number({ error: '请填写交货天数' })
    .int('交货天数须为整数')
    .min(0, '交货天数不能小于 0')
    .max(RFQ_LIMITS.deliveryDays, `交货天数不能大于 ${RFQ_LIMITS.deliveryDays}`),
  brandModel: text(60, '品牌型号最多 60 个字'),
  remark: text(100, '行备注最多 100 个字'),
});
export type RfqQuoteLine = z.output<typeof rfqQuoteLineSchema>;

export const rfqQuoteSchema = z.object({
  lines: z.array(rfqQuoteLineSchema, { error: '请填写报价明细' }).min(1, '请填写报价明细').max(200),
  freight: yuanPrice(
    '请输入运费（元）',
    '运费须在 0 至 99,999,999.99 元之间',
    '运费最多保留两位小数',
  ),
  validUntil: z
    .string({ error: '请选择报价有效期' })
    .trim()
    .refine(isCalendarDay, '请选择报价有效期'),
  remark: text(RFQ_LIMITS.remark, `报价备注最多 ${RFQ_LIMITS.remark} 个字`),
  attachments: z
    .array(attachmentSchema(QUOTE_FILE_TYPES))
    .max(RFQ_LIMITS.attachments, `附件最多 ${RFQ_LIMITS.attachments} 个`)
    .default([]),
});
export type RfqQuoteInput = z.input<typeof rfqQuoteSchema>;
export type RfqQuoteData = z.output<typeof rfqQuoteSchema>;

export const rfqRoundSchema = z.object({
  supplierIds: z.array(idNumber()).min(1, '请选择参加新一轮报价的供应商').max(RFQ_LIMITS.invites),
  deadline: z
    .string({ error: '请选择报价截止时间' })
    .trim()
    .refine((v) => shanghaiMinute(v) !== null, '请选择报价截止时间'),
  note: text(RFQ_LIMITS.remark, `说明最多 ${RFQ_LIMITS.remark} 个字`),
});

export const rfqAwardSchema = z.object({
  awards: z
    .array(z.object({ lineId: idNumber(), supplierId: idNumber() }))
    .min(1, RFQ_MSG.awardEmpty)
    .max(RFQ_LIMITS.lines),
  auditorId: idNumber().optional(),
  remark: text(RFQ_LIMITS.remark, `备注最多 ${RFQ_LIMITS.remark} 个字`),
});
export type RfqAwardData = z.output<typeof rfqAwardSchema>;

export const rfqCancelSchema = z.object({
  reason: requiredText('取消原因', RFQ_LIMITS.reason),
});

// ---------------------------------------------------------------- pasted lines (xlsx → text)

/** Columns of lines copied from a sheet, in order; the first row may be this header. */
export const PASTE_COLUMNS = ['品名', '规格', '品牌', '单位', '数量'] as const;

/**
 * Lines pasted from a spreadsheet (tab-separated cells). Like the supplier import: every row is
 * checked, each error names its row and column, and with any error no line is taken.
 */
export function parsePastedLines(textValue: string): {
  lines: RfqLineInput[];
  errors: ImportError[];
} {
  const rows = textValue
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((r, i) => ({ row: i + 1, cells: r.split('\t').map((c) => c.trim()) }))
    .filter((r) => r.cells.some(Boolean));
  const body = rows[0]?.cells[0] === PASTE_COLUMNS[0] ? rows.slice(1) : rows;
  if (!body.length)
    return { lines: [], errors: [{ row: 1, column: '—', reason: '没有可粘贴的数据行' }] };
  if (body.length > RFQ_LIMITS.lines) {
    return {
      lines: [],
      errors: [
        {
          row: body[RFQ_LIMITS.lines]!.row,
          column: '—',
          reason: `一次最多 ${RFQ_LIMITS.lines} 行`,
        },
      ],
    };
  }
  const lines: RfqLineInput[] = [];
  const errors: ImportError[] = [];
  for (const { row, cells } of body) {
    const [name, spec, brand, unit, qty] = cells;
    const parsed = rfqLineSchema.safeParse({ name, spec, brand, unit, qty: qty || undefined });
    if (parsed.success) lines.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const column =
          { name: '品名', spec: '规格', brand: '品牌', unit: '单位', qty: '数量' }[key] ?? '—';
        errors.push({ row, column, reason: issue.message });
      }
    }
  }
  return errors.length ? { lines: [], errors } : { lines, errors };
}

// ---------------------------------------------------------------- comparison

export interface CompareLine {
  id: number;
  qty: number;
}

export interface CompareQuote {
  supplierId: number;
  round: number;
  freight: number;
  lines: readonly RfqQuoteLine[];
}

export interface CompareCell {
  unitPrice: number;
  taxRate: number;
  supplyQty: number;
  /** unitPrice × the quantity this supplier can supply of the line (at most the asked one). */
  amount: number;
  deliveryDays: number;
  brandModel?: string;
  remark?: string;
  lowest: boolean;
}

export interface Comparison {
  /** cells[lineId][supplierId] */
  cells: Record<number, Record<number, CompareCell>>;
  /** The lowest unit price of each line, null when nobody quoted it. */
  lowest: Record<number, number | null>;
  totals: Record<number, { goods: number; freight: number; total: number; quotedLines: number }>;
}

/**
 * The table of lines × suppliers from each supplier's latest quote: the line amounts, the lowest
 * unit price per line (ties all marked), and each supplier's goods, freight and total.
 */
export function compareQuotes(
  lines: readonly CompareLine[],
  quotes: readonly CompareQuote[],
): Comparison {
  const cells: Comparison['cells'] = {};
  const lowest: Comparison['lowest'] = {};
  const totals: Comparison['totals'] = {};
  for (const q of quotes)
    totals[q.supplierId] = { goods: 0, freight: q.freight, total: q.freight, quotedLines: 0 };
  for (const line of lines) {
    const row: Record<number, CompareCell> = {};
    for (const q of quotes) {
      const given = q.lines.find((l) => l.lineId === line.id);
      if (!given || given.unitPrice === null) continue;
      const supplyQty = Math.min(given.supplyQty ?? line.qty, line.qty);
      const amount = lineAmount(given.unitPrice, supplyQty);
      row[q.supplierId] = {
        unitPrice: given.unitPrice,
        taxRate: given.taxRate,
        supplyQty,
        amount,
        deliveryDays: given.deliveryDays,
        ...(given.brandModel ? { brandModel: given.brandModel } : {}),
        ...(given.remark ? { remark: given.remark } : {}),
        lowest: false,
      };
      const t = totals[q.supplierId]!;
      t.goods += amount;
      t.total += amount;
      t.quotedLines += 1;
    }
    const prices = Object.values(row).map((c) => c.unitPrice);
    const min = prices.length ? Math.min(...prices) : null;
    lowest[line.id] = min;
    for (const c of Object.values(row)) c.lowest = c.unitPrice === min;
    cells[line.id] = row;
  }
  return { cells, lowest, totals };
}

/** Whole award to one supplier: every line it quoted. */
export function awardAllTo(comparison: Comparison, lineIds: readonly number[], supplierId: number) {
  return lineIds
    .filter((id) => comparison.cells[id]?.[supplierId])
    .map((lineId) => ({ lineId, supplierId }));
}

/** The cheapest supplier per line (the first of a tie, by supplier id). */
export function awardLowest(comparison: Comparison, lineIds: readonly number[]) {
  return lineIds.flatMap((lineId) => {
    const row = comparison.cells[lineId] ?? {};
    const best = Object.entries(row)
      .filter(([, c]) => c.lowest)
      .map(([s]) => Number(s))
      .sort((a, b) => a - b)[0];
    return best === undefined ? [] : [{ lineId, supplierId: best }];
  });
}

export interface AwardedLine {
  lineId: number;
  unitPrice: number;
  qty: number;
  amount: number;
}

/**
 * The award as one order per supplier, at the quoted prices and quantities (an award never changes
 * a price); the supplier's freight goes with its order. Refuses a line awarded twice or to a
 * supplier that did not quote it.
 */
export function splitAward(
  comparison: Comparison,
  awards: readonly { lineId: number; supplierId: number }[],
):
  | { ok: true; orders: Map<number, { lines: AwardedLine[]; goods: number; freight: number }> }
  | { ok: false; message: string } {
  if (!awards.length) return { ok: false, message: RFQ_MSG.awardEmpty };
  if (new Set(awards.map((a) => a.lineId)).size !== awards.length) {
    return { ok: false, message: '每一行只能选择一家中标供应商' };
  }
  const orders = new Map<number, { lines: AwardedLine[]; goods: number; freight: number }>();
  for (const a of awards) {
    const cell = comparison.cells[a.lineId]?.[a.supplierId];
    if (!cell) return { ok: false, message: RFQ_MSG.awardNoQuote };
    const order = orders.get(a.supplierId) ?? {
      lines: [],
      goods: 0,
      freight: comparison.totals[a.supplierId]?.freight ?? 0,
    };
    order.lines.push({
      lineId: a.lineId,
      unitPrice: cell.unitPrice,
      qty: cell.supplyQty,
      amount: cell.amount,
    });
    order.goods += cell.amount;
    orders.set(a.supplierId, order);
  }
  return { ok: true, orders };
}

// ---------------------------------------------------------------- lists

export const RFQ_TABS = [
  { key: 'all', label: '全部', statuses: [] },
  { key: 'draft', label: '草稿', statuses: [S.draft] },
  { key: 'quoting', label: '报价中', statuses: [S.quoting] },
  { key: 'opened', label: '已开标', statuses: [S.opened, S.negotiating] },
  { key: 'awarded', label: '已定标', statuses: [S.awarded, S.ordered] },
  { key: 'cancelled', label: '已取消', statuses: [S.cancelled] },
] as const satisfies readonly { key: string; label: string; statuses: readonly RfqStatus[] }[];
export type RfqTabKey = (typeof RFQ_TABS)[number]['key'];

export const SUPPLIER_RFQ_TABS = [
  { key: 'open', label: '待报价' },
  { key: 'quoted', label: '我的报价' },
  { key: 'closed', label: '已截止' },
] as const;
export type SupplierRfqTabKey = (typeof SUPPLIER_RFQ_TABS)[number]['key'];

/** `XJ` + Shanghai date + the id, like order numbers: unique and readable on the phone. */
export function formatRfqCode(at: Date, id: number): string {
  const d = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `XJ${d}${String(id).padStart(6, '0')}`;
}
