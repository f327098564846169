import 'server-only';
import { metrics } from '@/server/observability/metrics';

interface Entry {
  at: number;
  value: Promise<unknown>;
  refreshing?: boolean;
  /** Tags of the answer (e.g. `product:12`, `category:5`), for invalidate(). */
  tags?: readonly string[];
}

export interface AnswerCacheOptions {
  /** An answer younger than this is served as is. */
  ttlMs: number;
  /**
   * An answer older than this is never served: the caller waits for a fresh one. Between ttlMs
   * and maxAgeMs the old answer is served while a fresh one loads. Defaults to no limit.
   */
  maxAgeMs?: number;
  max: number;
  /** Names the cache in the hit-ratio metric. */
  name: string;
}

/**
 * A small in-process cache for read answers shared by many visitors (popular searches,
 * suggestions). Identical keys share one database round for `ttlMs`; after that the old answer
 * is still served while a fresh one loads (up to `maxAgeMs`), so a busy key never waits on the
 * database. Holds at most `max` keys, dropping the oldest. Each process has its own: a write in
 * this process drops the answers it touches by tag (invalidate); other processes see it once
 * their answers pass `maxAgeMs` (docs/supplier-products.md).
 */
export function createAnswerCache({ ttlMs, maxAgeMs = Infinity, max, name }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  // Bumped by invalidate(): an answer whose load began before it may predate the write.
  let generation = 0;

  function load<T>(key: string, loader: () => Promise<T>, tagsOf?: (value: T) => string[]) {
    if (!entries.has(key) && entries.size >= max) entries.delete(entries.keys().next().value!);
    const value = loader();
    const entry: Entry = { at: Date.now(), value };
    const started = generation;
    value.then(
      (answer) => {
        entry.tags = tagsOf?.(answer) ?? [];
        if (started === generation) entries.set(key, entry);
        else if (entries.get(key) === entry) entries.delete(key);
      },
      () => entries.get(key) === entry && entries.delete(key),
    );
    if (!entries.has(key)) entries.set(key, entry);
    return entry;
  }

  return {
    get<T>(key: string, loader: () => Promise<T>, tagsOf?: (value: T) => string[]): Promise<T> {
      const hit = entries.get(key);
      metrics.cacheRequests.inc({ cache: name, result: hit ? 'hit' : 'miss' });
      const age = hit ? Date.now() - hit.at : 0;
      if (!hit || age >= maxAgeMs) {
        if (hit) entries.delete(key);
        return load(key, loader, tagsOf).value as Promise<T>;
      }
      if (age >= ttlMs && !hit.refreshing) {
        hit.refreshing = true;
        load(key, loader, tagsOf).value.catch(() => (hit.refreshing = false));
      }
      return hit.value as Promise<T>;
    },
    /** Drops every answer carrying one of the tags; returns how many. */
    invalidate(tags: Iterable<string>): number {
      const wanted = new Set(tags);
      generation++;
      let dropped = 0;
      for (const [key, entry] of entries) {
        // Answers still loading have no tags yet: they may hold the old rows, so they go too.
        if (!entry.tags || entry.tags.some((t) => wanted.has(t))) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    clear(): void {
      entries.clear();
    },
  };
}
