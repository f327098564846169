import { describe, expect, it } from 'vitest';
import { topTypeOf } from './roles';

describe('topTypeOf', () => {
  it('follows the active enterprise type', () => {
    expect(topTypeOf(1)).toBe(1);
    expect(topTypeOf(2)).toBe(2);
  });
  it('is 3 without an enterprise identity', () => {
    expect(topTypeOf(null)).toBe(3);
    expect(topTypeOf(undefined)).toBe(3);
    expect(topTypeOf(7)).toBe(3);
  });
});
