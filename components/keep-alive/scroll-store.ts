/** Where a keep-alive list keeps its scroll offset: one session storage entry per list URL. */
export const KEEP_ALIVE_PREFIX = 'keep-alive:';

export const keepAliveKey = (pathname: string, search: string) =>
  `${KEEP_ALIVE_PREFIX}${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;

export function saveScroll(storage: Storage, key: string, y: number): void {
  try {
    storage.setItem(key, String(Math.max(0, Math.round(y))));
  } catch {
    // Storage full or blocked: the list still works, it just opens at the top.
  }
}

export function readScroll(storage: Storage, key: string): number {
  try {
    const y = Number(storage.getItem(key));
    return Number.isFinite(y) && y > 0 ? y : 0;
  } catch {
    return 0;
  }
}
