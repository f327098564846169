import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatFen, yuanTextToFen } from './format';

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(999)).toBe('999');
  });
});

describe('formatFen', () => {
  it('shows yuan with two decimals and separators', () => {
    expect(formatFen(123456)).toBe('1,234.56');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(100000000)).toBe('1,000,000.00');
  });
});

describe('yuanTextToFen', () => {
  it('parses yuan text into integer fen without float drift', () => {
    expect(yuanTextToFen('120')).toBe(12000);
    expect(yuanTextToFen('1,200.5')).toBe(120050);
    expect(yuanTextToFen('0.29')).toBe(29);
    expect(yuanTextToFen('¥ 88')).toBe(8800);
  });
  it('is undefined for empty or non-numeric text', () => {
    expect(yuanTextToFen('')).toBeUndefined();
    expect(yuanTextToFen(undefined)).toBeUndefined();
    expect(yuanTextToFen('面议')).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it('shows the Asia/Shanghai wall clock whatever the runtime zone', () => {
    expect(formatDateTime('2026-11-25T16:05:09Z')).toBe('2026-11-26 00:05');
    expect(formatDateTime('2026-11-25T16:05:09Z', 'second')).toBe('2026-11-26 00:05:09');
    expect(formatDateTime('2026-11-25T15:59:59Z', 'day')).toBe('2026-11-25');
  });
  it('is a dash for nothing or an invalid date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
