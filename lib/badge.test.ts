import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('shows the count up to the cap, then the cap with a plus', () => {
    expect(badgeText(7, 99)).toBe('7');
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
  });

  it('shows nothing for no count', () => {
    expect(badgeText(0, 99)).toBe('');
    expect(badgeText(null, 99)).toBe('');
    expect(badgeText(-3, 99)).toBe('');
  });
});
