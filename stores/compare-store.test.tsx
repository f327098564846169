import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_CACHE_MAX_AGE_MS } from '@/lib/compare-cache';
import { COMPARE_STORAGE_KEY, createCompareStore } from './compare-store';

const t0 = Date.UTC(2025, 5, 1);
const item = { id: 1, name: '实木复合地板' };

afterEach(() => localStorage.clear());

describe('compare store', () => {
  it('caches { isShowCompare, compareData, cacheTime } in localStorage', () => {
    const store = createCompareStore({}, { now: () => t0 });
    store.getState().addCompareItem(item);
    store.getState().addCompareItem(item);
    store.getState().setShowCompare(true);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null')).toEqual({
      isShowCompare: true,
      compareData: [item],
      cacheTime: t0,
    });
  });

  it('restores a cache younger than 2 days', async () => {
    createCompareStore({}, { now: () => t0 })
      .getState()
      .addCompareItem(item);
    const later = createCompareStore({}, { now: () => t0 + COMPARE_CACHE_MAX_AGE_MS });
    await later.persist.rehydrate();
    expect(later.getState().compareData).toEqual([item]);
  });

  it('drops and removes a cache older than 2 days', async () => {
    createCompareStore({}, { now: () => t0 })
      .getState()
      .addCompareItem(item);
    const later = createCompareStore({}, { now: () => t0 + COMPARE_CACHE_MAX_AGE_MS + 1 });
    await later.persist.rehydrate();
    expect(later.getState().compareData).toEqual([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });
});
