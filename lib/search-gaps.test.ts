import { describe, expect, it } from 'vitest';
import { clickRateText } from './search-gaps';

describe('search gaps', () => {
  it('writes the click-through rate', () => {
    expect(clickRateText(8, 1)).toBe('12.5%');
    expect(clickRateText(0, 0)).toBe('—');
  });
});
