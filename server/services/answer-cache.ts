import 'server-only';
import { LRUCache } from 'lru-cache';
import { metrics } from '@/server/observability/metrics';

interface Entry {
  at: number;
  value: Promise<unknown>;
  refreshing?: boolean;
  /** Tags of the answer (e.g. `product:12`, `category:5`), for invalidate(). */
  tags?: readonly string[];
  /** Bytes of the answer as JSON, once it has loaded. */
  size?: number;
}

export interface AnswerCacheOptions {
  /** An answer younger than this is served as is. */
  ttlMs: number;
  /**
   * An answer older than this is never served: the caller waits for a fresh one. Between ttlMs
   * and maxAgeMs the old answer is served while a fresh one loads. Defaults to no limit.
   */
  maxAgeMs?: number;
  /** Bytes the answers may take (as JSON); the least recently used go first. */
  maxBytes: number;
  /** Names the cache in the hit-ratio metric. */
  name: string;
}

/** What an answer is counted as while it loads, before its size is known. */
const LOADING_SIZE = 1024;

/**
 * A small in-process cache for read answers shared by many visitors (popular searches,
 * suggestions). Identical keys share one database round for `ttlMs`; after that the old answer
 * is still served while a fresh one loads (up to `maxAgeMs`), so a busy key never waits on the
 * database. It holds answers up to `maxBytes`, dropping the least recently used, so the long
 * tail of queries fits by size rather than by a count that a burst of new ones evicts. Each
 * process has its own: a write in this process drops the answers it touches by tag
 * (invalidate); other processes see it once their answers pass `maxAgeMs`
 * (docs/supplier-products.md).
 */
export function createAnswerCache({
  ttlMs,
  maxAgeMs = Infinity,
  maxBytes,
  name,
}: AnswerCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.size ?? LOADING_SIZE,
    // An answer past maxAgeMs is never served again: it leaves then, not when newer ones fill
    // maxBytes. A long tail of queries otherwise kept maxBytes of dead answers in the heap.
    ttl: Number.isFinite(maxAgeMs) ? maxAgeMs : 0,
  });
  const measure = () => metrics.cacheBytes.set({ cache: name }, entries.calculatedSize);
  if (Number.isFinite(maxAgeMs)) {
    const sweep = setInterval(() => {
      entries.purgeStale();
      measure();
    }, maxAgeMs);
    sweep.unref();
  }
  // Bumped by invalidate(): an answer whose load began before it may predate the write.
  let generation = 0;

  function load<T>(key: string, loader: () => Promise<T>, tagsOf?: (value: T) => string[]) {
    const value = loader();
    const entry: Entry = { at: Date.now(), value };
    const started = generation;
    value.then(
      (answer) => {
        entry.tags = tagsOf?.(answer) ?? [];
        entry.size = Math.max(1, JSON.stringify(answer ?? null).length);
        if (started === generation) {
          // Set anew: lru-cache keeps the loading size when the same entry is set again.
          entries.delete(key);
          entries.set(key, entry);
        } else if (entries.peek(key) === entry) entries.delete(key);
        measure();
      },
      () => entries.peek(key) === entry && entries.delete(key),
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
      // Answers still loading have no tags yet: they may hold the old rows, so they go too.
      const stale = [...entries.entries()]
        .filter(([, entry]) => !entry.tags || entry.tags.some((t) => wanted.has(t)))
        .map(([key]) => key);
      for (const key of stale) entries.delete(key);
      return stale.length;
    },
    clear(): void {
      entries.clear();
    },
    /** Bytes held, as JSON (also the cache_bytes metric). */
    bytes(): number {
      return entries.calculatedSize;
    },
  };
}
