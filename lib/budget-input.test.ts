import { describe, expect, it } from 'vitest';
import { fenToYuanInput, yuanInputToFen } from './budget-input';

describe('yuanInputToFen', () => {
  it('turns yuan with up to two decimals into fen without float drift', () => {
    expect(yuanInputToFen('50000', '预算')).toEqual({ ok: true, fen: 5_000_000 });
    expect(yuanInputToFen('0.29', '预算')).toEqual({ ok: true, fen: 29 });
    expect(yuanInputToFen('1.1', '预算')).toEqual({ ok: true, fen: 110 });
    expect(yuanInputToFen(0, '预算')).toEqual({ ok: true, fen: 0 });
  });
  it('is null for empty input (no budget)', () => {
    expect(yuanInputToFen('  ', '预算')).toEqual({ ok: true, fen: null });
  });
  it('names the field when the text is not an amount', () => {
    expect(yuanInputToFen('-1', '预算')).toEqual({ ok: false, message: '预算不能小于 0' });
    expect(yuanInputToFen('1.234', '预算')).toEqual({
      ok: false,
      message: '预算请输入金额，最多 2 位小数',
    });
    expect(yuanInputToFen('abc', '免审金额').ok).toBe(false);
    expect(yuanInputToFen('10000000000', '预算').ok).toBe(false);
  });
});

describe('fenToYuanInput', () => {
  it('drops trailing zeros', () => {
    expect(fenToYuanInput(5_000_000)).toBe('50000');
    expect(fenToYuanInput(110)).toBe('1.1');
    expect(fenToYuanInput(29)).toBe('0.29');
    expect(fenToYuanInput(null)).toBe('');
  });
});
