import { describe, expect, it } from 'vitest';
import {
  COMPARE_CACHE_MAX_AGE_MS,
  isCompareCacheExpired,
  makeCompareCache,
  readCompareCache,
} from './compare-cache';

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2025, 0, 1);
const items = [{ id: 1 }, { id: 2 }];

describe('compare cache', () => {
  it('is two days long', () => {
    expect(COMPARE_CACHE_MAX_AGE_MS).toBe(2 * DAY);
  });

  it('stamps the cache with the current time and copies the data', () => {
    const cache = makeCompareCache({ isShowCompare: true, compareData: items }, t0);
    expect(cache).toEqual({ isShowCompare: true, compareData: items, cacheTime: t0 });
    expect(cache.compareData).not.toBe(items);
  });

  it('keeps a cache up to exactly two days old', () => {
    const raw = JSON.stringify(makeCompareCache({ isShowCompare: true, compareData: items }, t0));
    expect(readCompareCache(raw, t0 + DAY)?.compareData).toEqual(items);
    expect(readCompareCache(raw, t0 + 2 * DAY)).not.toBeNull();
  });

  it('drops a cache older than two days', () => {
    const cache = makeCompareCache({ isShowCompare: true, compareData: items }, t0);
    expect(readCompareCache(cache, t0 + 2 * DAY + 1)).toBeNull();
    expect(readCompareCache(JSON.stringify(cache), t0 + 3 * DAY)).toBeNull();
    expect(isCompareCacheExpired(t0, t0 + 2 * DAY + 1)).toBe(true);
    expect(isCompareCacheExpired(t0, t0 + 2 * DAY)).toBe(false);
  });

  it('drops malformed values', () => {
    expect(readCompareCache(null, t0)).toBeNull();
    expect(readCompareCache('not json', t0)).toBeNull();
    expect(readCompareCache({ isShowCompare: true, compareData: items }, t0)).toBeNull();
    expect(readCompareCache({ compareData: 'x', cacheTime: t0 }, t0)).toBeNull();
    expect(readCompareCache({ compareData: [], cacheTime: Number.NaN }, t0)).toBeNull();
  });
});
