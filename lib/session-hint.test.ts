import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './session-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSignedInHint('mall_signed_in=1')).toBe(true);
    expect(hasSignedInHint('mall_cid=abc; mall_signed_in=1; theme=main')).toBe(true);
  });

  it('is false for a visitor, an emptied hint or a look-alike name', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(null)).toBe(false);
    expect(hasSignedInHint('mall_cid=abc')).toBe(false);
    expect(hasSignedInHint('mall_signed_in=')).toBe(false);
    expect(hasSignedInHint('x_mall_signed_in=1')).toBe(false);
  });
});
