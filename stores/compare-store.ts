import { persist, type PersistStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { makeCompareCache, readCompareCache } from '@/lib/compare-cache';
import { getWebStorage } from './storage';

/** localStorage key of the compare cache `{ isShowCompare, compareData, cacheTime }`. */
export const COMPARE_STORAGE_KEY = 'compareCache';

export interface CompareItem {
  id: number;
  name: string;
  picUrl?: string;
  skuId?: number;
}

export interface CompareState {
  isShowCompare: boolean;
  compareData: CompareItem[];
}

export interface CompareActions {
  setShowCompare: (isShowCompare: boolean) => void;
  addCompareItem: (item: CompareItem) => void;
  removeCompareItem: (id: CompareItem['id']) => void;
  clearCompare: () => void;
}

export type CompareStore = CompareState & CompareActions;

/**
 * Stores the spec's cache shape instead of zustand's `{ state, version }` and applies the
 * 2-day expiry on every read; an expired cache is removed.
 */
export function compareCacheStorage(now: () => number = Date.now): PersistStorage<CompareState> {
  return {
    getItem: (name) => {
      const storage = getWebStorage('local');
      const raw = storage?.getItem(name) ?? null;
      const cache = readCompareCache<CompareItem>(raw, now());
      if (!cache) {
        if (raw !== null) storage?.removeItem(name);
        return null;
      }
      return { state: { isShowCompare: cache.isShowCompare, compareData: cache.compareData } };
    },
    setItem: (name, value) => {
      try {
        getWebStorage('local')?.setItem(name, JSON.stringify(makeCompareCache(value.state, now())));
      } catch {
        // Storage full or blocked: comparing still works for this page view.
      }
    },
    removeItem: (name) => getWebStorage('local')?.removeItem(name),
  };
}

export function createCompareStore(
  initState: Partial<CompareState> = {},
  options: { now?: () => number } = {},
) {
  return createStore<CompareStore>()(
    persist(
      (set) => ({
        isShowCompare: false,
        compareData: [],
        ...initState,
        setShowCompare: (isShowCompare) => set({ isShowCompare }),
        addCompareItem: (item) =>
          set((state) =>
            state.compareData.some((i) => i.id === item.id)
              ? state
              : { compareData: [...state.compareData, item] },
          ),
        removeCompareItem: (id) =>
          set((state) => ({ compareData: state.compareData.filter((i) => i.id !== id) })),
        clearCompare: () => set({ compareData: [] }),
      }),
      {
        name: COMPARE_STORAGE_KEY,
        storage: compareCacheStorage(options.now),
        partialize: (state) => ({
          isShowCompare: state.isShowCompare,
          compareData: state.compareData,
        }),
        // Read on mount (provider), so server and first client render agree.
        skipHydration: true,
      },
    ),
  );
}

export type CompareStoreApi = ReturnType<typeof createCompareStore>;
