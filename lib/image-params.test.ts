import { describe, expect, it } from 'vitest';
import { parseResize, resizedUrl } from './image-params';

describe('parseResize', () => {
  it('is undefined without a usable width', () => {
    expect(parseResize(null, null)).toBeUndefined();
    expect(parseResize('abc', '80')).toBeUndefined();
    expect(parseResize('0', null)).toBeUndefined();
  });
  it('snaps the width to 8 px and defaults the quality', () => {
    expect(parseResize('301', null)).toEqual({ width: 304, quality: 80 });
  });
  it('clamps width and quality', () => {
    expect(parseResize('99999', '5')).toEqual({ width: 2400, quality: 30 });
    expect(parseResize('3', '100')).toEqual({ width: 16, quality: 95 });
  });
});

describe('resizedUrl', () => {
  it('adds w and q to our file URLs only', () => {
    expect(resizedUrl('/files/seed/a.png', 200, 70)).toBe('/files/seed/a.png?w=200&q=70');
    expect(resizedUrl('/files/a.png?v=1', 200)).toBe('/files/a.png?v=1&w=200');
    expect(resizedUrl('data:image/svg+xml,x', 200)).toBe('data:image/svg+xml,x');
  });
});
