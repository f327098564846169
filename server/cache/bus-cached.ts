import 'server-only';
import { subscribe, type BusTopics } from './bus';

/**
 * A small table most requests read (realms, the category tree, the search vocabulary), kept in
 * each process: served as is for `ttlMs`, then the old value is served while a fresh one loads,
 * and a message on `topic` (the table was edited, in this process or another) drops it at once.
 * A load that fails is forgotten, so the next call tries again.
 *
 * What is kept is the value, never the promise that loaded it: a promise carries the
 * AsyncLocalStorage stores of the request it was made in (Next's, with the render's abort
 * reason and, through its stack, later requests' work), and a promise held for minutes kept
 * hundreds of megabytes of pages alive (docs/benchmarks.md, 内存泄漏).
 */
export function busCached<T>(
  topic: keyof BusTopics,
  ttlMs: number,
  load: () => PromiseLike<T>,
): () => Promise<T> {
  let held: { at: number; value: T } | undefined;
  // The load in flight, shared by the callers that wait for a first value; dropped when it settles.
  let loading: Promise<T> | undefined;
  let refreshing = false;
  // Bumped by every edit: a load that began before it may predate the edit.
  let generation = 0;
  subscribe(topic, () => {
    held = undefined;
    loading = undefined;
    generation += 1;
  });

  /** Loads a fresh value (a drizzle query is a thenable that runs again on every `then`). */
  const reload = (): Promise<T> => {
    const started = generation;
    return Promise.resolve(load()).then((value) => {
      if (started === generation) held = { at: Date.now(), value };
      return value;
    });
  };

  return () => {
    if (held) {
      if (Date.now() - held.at > ttlMs && !refreshing) {
        refreshing = true;
        reload().then(
          () => (refreshing = false),
          () => (refreshing = false),
        );
      }
      return Promise.resolve(held.value);
    }
    if (!loading) {
      const current = reload();
      loading = current;
      const done = () => {
        if (loading === current) loading = undefined;
      };
      current.then(done, done);
    }
    return loading;
  };
}
