import { describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY, clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a whole number within the limits', () => {
    expect(clampQuantity(7, 1, MAX_CART_QUANTITY)).toBe(7);
    expect(clampQuantity(0, 1, MAX_CART_QUANTITY)).toBe(1);
    expect(clampQuantity(100000, 1, MAX_CART_QUANTITY)).toBe(99999);
    expect(clampQuantity(2.9, 1, 10)).toBe(2);
  });

  it('reads anything unreadable as the minimum', () => {
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 1, 10)).toBe(1);
  });
});
