import { describe, expect, it } from 'vitest';
import { PAGE_GAP as _, pageCount, pageItems } from './pagination';

describe('pageCount', () => {
  it('rounds up and is at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('pageItems', () => {
  it('lists every page up to nine', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps two pages either side of the current one between the ends', () => {
    expect(pageItems(10, 50)).toEqual([1, _, 8, 9, 10, 11, 12, _, 50]);
  });

  it('widens the window near the start and the end', () => {
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, _, 50]);
    expect(pageItems(4, 50)).toEqual([1, 2, 3, 4, 5, 6, _, 50]);
    expect(pageItems(5, 50)).toEqual([1, _, 3, 4, 5, 6, 7, _, 50]);
    expect(pageItems(50, 50)).toEqual([1, _, 46, 47, 48, 49, 50]);
    expect(pageItems(47, 50)).toEqual([1, _, 45, 46, 47, 48, 49, 50]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 10)).toEqual([1, _, 6, 7, 8, 9, 10]);
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 4, 5, _, 10]);
  });
});
