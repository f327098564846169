import { describe, expect, it } from 'vitest';
import { formatOrderNo, ORDER_NO_PATTERN } from './order-no';

describe('formatOrderNo', () => {
  it('writes DD, the Shanghai day and the id in 8 digits', () => {
    expect(formatOrderNo(new Date('2026-05-01T04:00:00Z'), 42)).toBe('DD2026050100000042');
  });

  it('uses the Shanghai day, not the UTC one', () => {
    expect(formatOrderNo(new Date('2026-04-30T16:30:00Z'), 1)).toBe('DD2026050100000001');
  });

  it('always matches the one pattern', () => {
    for (const id of [1, 999, 12345678]) {
      expect(formatOrderNo(new Date('2026-01-09T00:00:00Z'), id)).toMatch(ORDER_NO_PATTERN);
    }
  });
});
