import { describe, expect, it } from 'vitest';
import { clickRateText, isLowClick } from './search-gaps';

describe('search gaps', () => {
  it('calls a query low-click once searched enough and rarely clicked', () => {
    expect(isLowClick(4, 0)).toBe(false);
    expect(isLowClick(5, 0)).toBe(true);
    expect(isLowClick(20, 1)).toBe(true);
    expect(isLowClick(20, 2)).toBe(false);
  });

  it('writes the click-through rate', () => {
    expect(clickRateText(8, 1)).toBe('12.5%');
    expect(clickRateText(0, 0)).toBe('—');
  });
});
