import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, nearestAllowed, parseResize, resizedUrl } from './image-params';

describe('nearestAllowed', () => {
  it('picks the nearest value, the larger one on a tie', () => {
    expect(nearestAllowed([100, 200, 400], 130)).toBe(100);
    expect(nearestAllowed([100, 200, 400], 150)).toBe(200);
    expect(nearestAllowed([100, 200, 400], 300)).toBe(400);
    expect(nearestAllowed([100, 200, 400], 5)).toBe(100);
    expect(nearestAllowed([100, 200, 400], 99_999)).toBe(400);
    expect(nearestAllowed([80], 37)).toBe(80);
  });
});

describe('parseResize', () => {
  it('is undefined without a usable width', () => {
    expect(parseResize(null, null)).toBeUndefined();
    expect(parseResize('abc', '80')).toBeUndefined();
    expect(parseResize('0', null)).toBeUndefined();
    expect(parseResize('-5', null)).toBeUndefined();
  });
  it('keeps the widths and quality the pages use', () => {
    for (const width of IMAGE_WIDTHS) {
      expect(parseResize(String(width), '80')).toEqual({ width, quality: 80 });
    }
  });
  it('rounds any other width and quality to the nearest allowed', () => {
    expect(parseResize('1234', '37')).toEqual({ width: 1200, quality: 80 });
    expect(parseResize('301', null)).toEqual({ width: 320, quality: 80 });
    expect(parseResize('99999', '5')).toEqual({ width: 1200, quality: 80 });
    expect(parseResize('3', '100')).toEqual({ width: 120, quality: 80 });
    expect(parseResize('420', 'x')).toEqual({ width: 440, quality: 80 });
  });
});

describe('resizedUrl', () => {
  it('adds an allowed w to our file URLs only', () => {
    expect(resizedUrl('/files/seed/a.png', 200)).toBe('/files/seed/a.png?w=192');
    expect(resizedUrl('/files/a.png?v=1', 240)).toBe('/files/a.png?v=1&w=240');
    expect(resizedUrl('data:image/svg+xml,x', 200)).toBe('data:image/svg+xml,x');
  });
});
