import 'server-only';

interface Entry {
  at: number;
  value: Promise<unknown>;
  refreshing?: boolean;
}

/**
 * A small in-process cache for read answers shared by many visitors (popular searches,
 * suggestions). Identical keys share one database round for `ttlMs`; after that the old answer
 * is still served while a fresh one loads, so a busy key never waits on the database. Holds at
 * most `max` keys, dropping the oldest. Each process has its own; entries are short-lived, so
 * processes agree within `ttlMs`.
 */
export function createAnswerCache({ ttlMs, max }: { ttlMs: number; max: number }) {
  const entries = new Map<string, Entry>();

  function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    if (!entries.has(key) && entries.size >= max) entries.delete(entries.keys().next().value!);
    const value = loader();
    const entry: Entry = { at: Date.now(), value };
    value.then(
      () => entries.set(key, entry),
      () => entries.get(key) === entry && entries.delete(key),
    );
    if (!entries.has(key)) entries.set(key, entry);
    return value;
  }

  return {
    get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (!hit) return load(key, loader);
      if (Date.now() - hit.at >= ttlMs && !hit.refreshing) {
        hit.refreshing = true;
        load(key, loader).catch(() => (hit.refreshing = false));
      }
      return hit.value as Promise<T>;
    },
    clear(): void {
      entries.clear();
    },
  };
}
