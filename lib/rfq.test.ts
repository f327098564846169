import { describe, expect, it } from 'vitest';
import {
  afterAwardWithdrawn,
  awardAllTo,
  awardLowest,
  buyerActions,
  canReadPrices,
  compareQuotes,
  deadlineProblem,
  effectiveStatus,
  formatRfqCode,
  parsePastedLines,
  rfqDraftSchema,
  rfqQuoteSchema,
  roundOpen,
  shanghaiMinute,
  splitAward,
  type CompareQuote,
} from './rfq';

const now = new Date('2026-11-26T06:00:00Z'); // 14:00 in Shanghai
const before = new Date(now.getTime() + 60_000);
const after = new Date(now.getTime() - 60_000);

describe('states and the clock', () => {
  it('reads a 报价中 request past its deadline as 已截止（开标）', () => {
    expect(effectiveStatus('quoting', before, now)).toBe('quoting');
    expect(effectiveStatus('quoting', after, now)).toBe('opened');
    expect(effectiveStatus('quoting', now, now)).toBe('opened');
    expect(effectiveStatus('negotiating', after, now)).toBe('negotiating');
  });

  it('takes quotes only in an open round before the deadline', () => {
    expect(roundOpen('quoting', before, now)).toBe(true);
    expect(roundOpen('negotiating', before, now)).toBe(true);
    expect(roundOpen('quoting', now, now)).toBe(false);
    expect(roundOpen('opened', before, now)).toBe(false);
    expect(roundOpen('draft', before, now)).toBe(false);
  });

  it('offers the buyer only the actions of the state', () => {
    expect(buyerActions('draft', before, now)).toEqual(['edit', 'publish', 'cancel']);
    expect(buyerActions('quoting', before, now)).toEqual(['cancel']);
    expect(buyerActions('quoting', after, now)).toEqual(['round', 'award', 'cancel']);
    expect(buyerActions('negotiating', before, now)).toEqual(['cancel']);
    expect(buyerActions('awarded', after, now)).toEqual([]);
    expect(buyerActions('cancelled', after, now)).toEqual([]);
  });

  it('lets colleagues of the creator read only', () => {
    for (const status of ['draft', 'quoting', 'opened', 'negotiating'] as const) {
      expect(buyerActions(status, after, now, false)).toEqual([]);
    }
  });

  it('gives an award rejected in approval back to the buyer to award again', () => {
    expect(afterAwardWithdrawn('awarded')).toBe('opened');
    expect(buyerActions(afterAwardWithdrawn('awarded')!, after, now)).toEqual([
      'round',
      'award',
      'cancel',
    ]);
    // A sibling order was withdrawn first: the request is already awardable and stays so.
    expect(afterAwardWithdrawn('opened')).toBe('opened');
    expect(afterAwardWithdrawn('negotiating')).toBe('negotiating');
    // Every award order passed approval, or the request ended: nothing to give back.
    expect(afterAwardWithdrawn('ordered')).toBeNull();
    expect(afterAwardWithdrawn('cancelled')).toBeNull();
    expect(afterAwardWithdrawn('draft')).toBeNull();
  });

  it('checks deadlines against the server clock', () => {
    expect(deadlineProblem(after, now)).toBe('报价截止时间须晚于当前时间');
    expect(deadlineProblem(new Date(now.getTime() + 91 * 86_400_000), now)).toBe(
      '报价截止时间不能晚于 90 天后',
    );
    expect(deadlineProblem(before, now)).toBeNull();
    expect(shanghaiMinute('2026-11-26 14:01')?.toISOString()).toBe('2026-11-26T06:01:00.000Z');
    expect(shanghaiMinute('2026-02-31 10:00')).toBeNull();
    expect(shanghaiMinute('2026-11-26 24:00')).toBeNull();
    expect(formatRfqCode(new Date('2026-11-26T17:00:00Z'), 12)).toBe('XJ20261127000012');
  });
});

describe('the sealed-bid rule', () => {
  it('lets the quoting supplier read its own prices, the buyer only after the round closed', () => {
    expect(canReadPrices('supplier', { ownQuote: true, roundClosed: false })).toBe(true);
    expect(canReadPrices('supplier', { ownQuote: false, roundClosed: true })).toBe(false);
    expect(canReadPrices('buyer', { ownQuote: false, roundClosed: false })).toBe(false);
    expect(canReadPrices('buyer', { ownQuote: false, roundClosed: true })).toBe(true);
    expect(canReadPrices('other', { ownQuote: false, roundClosed: true })).toBe(false);
  });
});

const lines = [
  { id: 1, qty: 100 },
  { id: 2, qty: 10 },
  { id: 3, qty: 5 },
];
const q = (
  supplierId: number,
  prices: (number | null)[],
  freight = 0,
  supplyQty?: number,
): CompareQuote => ({
  supplierId,
  round: 1,
  freight,
  lines: prices.map((unitPrice, i) => ({
    lineId: i + 1,
    unitPrice,
    taxRate: 13,
    deliveryDays: 5,
    brandModel: undefined,
    remark: undefined,
    ...(supplyQty && i === 0 ? { supplyQty } : {}),
  })),
});

describe('comparison and award', () => {
  const table = compareQuotes(lines, [
    q(10, [1000, 500, null], 2000),
    q(20, [1200, 500, 90], 0, 60),
  ]);

  it('marks the lowest per line (ties both) and totals each supplier with freight', () => {
    expect(table.lowest).toEqual({ 1: 1000, 2: 500, 3: 90 });
    expect(table.cells[2]![10]!.lowest && table.cells[2]![20]!.lowest).toBe(true);
    expect(table.cells[3]![10]).toBeUndefined();
    // Supplier 20 supplies only 60 of line 1.
    expect(table.cells[1]![20]!.amount).toBe(72_000);
    expect(table.totals[10]).toEqual({
      goods: 105_000,
      freight: 2000,
      total: 107_000,
      quotedLines: 2,
    });
    expect(table.totals[20]!.total).toBe(72_000 + 5000 + 450);
  });

  it('splits an award into one order per supplier at the quoted prices', () => {
    const split = splitAward(table, awardLowest(table, [1, 2, 3]));
    expect(split.ok).toBe(true);
    if (!split.ok) return;
    expect([...split.orders.keys()]).toEqual([10, 20]);
    expect(split.orders.get(10)).toEqual({
      lines: [
        { lineId: 1, unitPrice: 1000, qty: 100, amount: 100_000 },
        { lineId: 2, unitPrice: 500, qty: 10, amount: 5000 },
      ],
      goods: 105_000,
      freight: 2000,
    });
    expect(split.orders.get(20)!.lines).toEqual([
      { lineId: 3, unitPrice: 90, qty: 5, amount: 450 },
    ]);
  });

  it('awards the whole request to one supplier, and refuses a line it did not quote or twice', () => {
    expect(awardAllTo(table, [1, 2, 3], 10)).toEqual([
      { lineId: 1, supplierId: 10 },
      { lineId: 2, supplierId: 10 },
    ]);
    expect(splitAward(table, [{ lineId: 3, supplierId: 10 }])).toEqual({
      ok: false,
      message: '所选供应商未对该行报价',
    });
    expect(
      splitAward(table, [
        { lineId: 1, supplierId: 10 },
        { lineId: 1, supplierId: 20 },
      ]).ok,
    ).toBe(false);
    expect(splitAward(table, []).ok).toBe(false);
  });
});

describe('pasted lines', () => {
  it('takes tab-separated rows with or without the header', () => {
    const { lines: got, errors } = parsePastedLines(
      '品名\t规格\t品牌\t单位\t数量\n石膏板\t9.5mm\t\t张\t300\r\n',
    );
    expect(errors).toEqual([]);
    expect(got).toEqual([{ name: '石膏板', spec: '9.5mm', unit: '张', qty: 300 }]);
  });

  it('reports every error by row and column and keeps no line', () => {
    const { lines: got, errors } = parsePastedLines(
      '石膏板\t\t\t张\t0\n\t\t\t\t\n龙骨\t\t\t\t12.5',
    );
    expect(got).toEqual([]);
    expect(errors.map((e) => `${e.row}:${e.column}`)).toEqual(['1:数量', '3:单位', '3:数量']);
    expect(parsePastedLines('  ').errors[0]!.reason).toBe('没有可粘贴的数据行');
  });
});

describe('attachments', () => {
  const quote = (url: string) =>
    rfqQuoteSchema.safeParse({
      freight: 0,
      validUntil: '2030-12-31',
      lines: [{ lineId: 1, unitPrice: 1, taxRate: 13, deliveryDays: 1 }],
      attachments: [{ name: '报价单', url }],
    });

  it('takes pdf, xlsx, dwg and images on a quote, drawings and sheets on a request', () => {
    for (const ext of ['pdf', 'xlsx', 'dwg', 'png', 'jpg', 'jpeg']) {
      expect(quote(`/v1/api/file/private/202611/a.${ext}`).success, ext).toBe(true);
    }
    expect(quote('/v1/api/file/private/202611/a.exe').error?.issues[0]?.message).toBe(
      '附件须为本站上传的 pdf、xlsx、dwg、png、jpg、jpeg 文件',
    );
    const draft = rfqDraftSchema.shape.attachments;
    expect(draft.safeParse([{ name: '图纸', url: '/files/public/202611/a.dwg' }]).success).toBe(
      true,
    );
    expect(
      draft.safeParse([{ name: '照片', url: '/files/public/202611/a.png' }]).error?.issues[0]
        ?.message,
    ).toBe('附件须为本站上传的 pdf、xlsx、dwg 文件');
  });
});
