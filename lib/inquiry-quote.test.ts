import { describe, expect, it } from 'vitest';
import {
  isQuoteOpen,
  lineAmount,
  parseQuoteTab,
  QUOTE_MSG,
  quoteIssue,
  quoteSchema,
  quoteTabOf,
  quoteTotal,
} from './inquiry-quote';

const now = new Date('2026-11-25T12:00:00Z');
const later = new Date('2026-11-26T00:00:00Z');
const earlier = new Date('2026-11-25T11:59:59Z');

describe('tabs', () => {
  it('closes on the deadline or a closed status, whatever was quoted', () => {
    expect(isQuoteOpen('1', later, now)).toBe(true);
    expect(isQuoteOpen('1', now, now)).toBe(false);
    expect(isQuoteOpen('0', later, now)).toBe(false);
    expect(quoteTabOf({ status: '1', quoteEnd: later }, false, now)).toBe('pending');
    expect(quoteTabOf({ status: '1', quoteEnd: later }, true, now)).toBe('quoted');
    expect(quoteTabOf({ status: '1', quoteEnd: earlier }, true, now)).toBe('closed');
    expect(quoteTabOf({ status: '0', quoteEnd: later }, false, now)).toBe('closed');
  });
  it('reads the tab from the URL, defaulting to 待报价', () => {
    expect(parseQuoteTab('quoted')).toBe('quoted');
    expect(parseQuoteTab(['closed', 'x'])).toBe('closed');
    expect(parseQuoteTab('anything')).toBe('pending');
    expect(parseQuoteTab(undefined)).toBe('pending');
  });
});

describe('amounts', () => {
  it('multiplies fen by a two-decimal quantity exactly and rounds to the fen', () => {
    expect(lineAmount(1999, '3')).toBe(5997);
    expect(lineAmount(1999, '2.50')).toBe(4998); // 49.975 → 49.98
    expect(lineAmount(1, '0.5')).toBe(1);
    expect(lineAmount(12345, 100)).toBe(1234500);
  });
  it('totals the lines; an unpriced line counts 0', () => {
    const lines = [
      { id: 1, quantity: '10' },
      { id: 2, quantity: '2.5' },
      { id: 3, quantity: '7' },
    ];
    expect(
      quoteTotal(
        lines,
        new Map([
          [1, 100],
          [2, 400],
        ]),
      ),
    ).toBe(2000);
    expect(quoteTotal(lines, { 1: 100, 3: 1 })).toBe(1007);
  });
});

describe('quoteSchema', () => {
  const valid = {
    lines: [
      { lineId: 1, unitPrice: '12.5' },
      { lineId: 2, unitPrice: 0, remark: ' 品牌：森华 ' },
    ],
    validUntil: '2026-12-31',
    remark: '含税含运',
  };
  it('turns unit prices into fen and trims the remarks', () => {
    const parsed = quoteSchema.parse(valid);
    expect(parsed.lines).toEqual([
      { lineId: 1, unitPrice: 1250 },
      { lineId: 2, unitPrice: 0, remark: '品牌：森华' },
    ]);
  });
  it('names the row and the field of a bad line', () => {
    const bad = quoteSchema.safeParse({
      ...valid,
      lines: [valid.lines[0], { lineId: 2, unitPrice: '-3' }],
    });
    expect(bad.success).toBe(false);
    expect(quoteIssue(bad.error!)).toBe(`第 2 行：${QUOTE_MSG.priceRange}`);
    const empty = quoteSchema.safeParse({ ...valid, lines: [{ lineId: 1, unitPrice: '' }] });
    expect(quoteIssue(empty.error!)).toBe(`第 1 行：${QUOTE_MSG.unitPrice}`);
  });
  it('wants lines, a real validity day and a short remark', () => {
    expect(quoteIssue(quoteSchema.safeParse({ ...valid, lines: [] }).error!)).toBe(QUOTE_MSG.lines);
    expect(quoteIssue(quoteSchema.safeParse({ ...valid, validUntil: '' }).error!)).toBe(
      QUOTE_MSG.validUntil,
    );
    expect(quoteIssue(quoteSchema.safeParse({ ...valid, validUntil: '2026-13-01' }).error!)).toBe(
      QUOTE_MSG.validUntil,
    );
    expect(quoteIssue(quoteSchema.safeParse({ ...valid, remark: '字'.repeat(501) }).error!)).toBe(
      QUOTE_MSG.remark,
    );
  });
});
