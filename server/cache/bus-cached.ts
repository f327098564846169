import 'server-only';
import { subscribe, type BusTopics } from './bus';

/**
 * A small table most requests read (realms, the category tree, the search vocabulary), kept in
 * each process: served as is for `ttlMs`, then the old value is served while a fresh one loads,
 * and a message on `topic` (the table was edited, in this process or another) drops it at once.
 * A load that fails is forgotten, so the next call tries again.
 */
export function busCached<T>(
  topic: keyof BusTopics,
  ttlMs: number,
  load: () => PromiseLike<T>,
): () => Promise<T> {
  // A drizzle query is a thenable that runs again on every `then`: held as one real promise.
  const fresh = () => Promise.resolve(load());
  let held: { at: number; value: Promise<T>; refreshing: boolean } | undefined;
  subscribe(topic, () => (held = undefined));
  return () => {
    if (!held) {
      const entry = { at: Date.now(), value: fresh(), refreshing: false };
      held = entry;
      entry.value.catch(() => {
        if (held === entry) held = undefined;
      });
    } else if (Date.now() - held.at > ttlMs && !held.refreshing) {
      const entry = held;
      entry.refreshing = true;
      fresh().then(
        // An edit while this loaded dropped `entry`; what loaded may predate the edit.
        (value) => {
          if (held === entry)
            held = { at: Date.now(), value: Promise.resolve(value), refreshing: false };
        },
        () => (entry.refreshing = false),
      );
    }
    return held.value;
  };
}
