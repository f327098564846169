/** Cached compare data expires after 2 days (spec §4, §9). */
export const COMPARE_CACHE_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

export interface CompareCache<T = unknown> {
  isShowCompare: boolean;
  compareData: T[];
  /** Epoch milliseconds when the cache was written. */
  cacheTime: number;
}

export function makeCompareCache<T>(
  state: { isShowCompare: boolean; compareData: readonly T[] },
  now: number,
): CompareCache<T> {
  return {
    isShowCompare: state.isShowCompare,
    compareData: [...state.compareData],
    cacheTime: now,
  };
}

export function isCompareCacheExpired(cacheTime: number, now: number): boolean {
  return now - cacheTime > COMPARE_CACHE_MAX_AGE_MS;
}

/**
 * Reads a stored cache (the JSON string or the parsed value). Returns null when it is
 * missing, malformed or older than 2 days, in which case the caller drops it.
 */
export function readCompareCache<T = unknown>(raw: unknown, now: number): CompareCache<T> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { isShowCompare, compareData, cacheTime } = value as Partial<CompareCache<T>>;
  if (typeof cacheTime !== 'number' || !Number.isFinite(cacheTime)) return null;
  if (!Array.isArray(compareData)) return null;
  if (isCompareCacheExpired(cacheTime, now)) return null;
  return { isShowCompare: isShowCompare === true, compareData, cacheTime };
}
