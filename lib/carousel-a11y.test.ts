import { describe, expect, it } from 'vitest';
import { CAROUSEL_A11Y } from './carousel-a11y';

describe('CAROUSEL_A11Y', () => {
  it('has no English left once the placeholders are filled', () => {
    for (const message of Object.values(CAROUSEL_A11Y)) {
      const filled = message.replace('{{index}}', '1').replace('{{slidesLength}}', '3');
      expect(filled).not.toMatch(/[A-Za-z{}]/);
    }
  });

  it('keeps the placeholders Swiper fills', () => {
    expect(CAROUSEL_A11Y.paginationBulletMessage).toContain('{{index}}');
    expect(CAROUSEL_A11Y.slideLabelMessage).toContain('{{slidesLength}}');
  });
});
