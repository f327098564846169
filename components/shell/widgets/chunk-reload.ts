/** sessionStorage key of the last forced reload after a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second chunk failure this soon after a forced reload does not reload again (no loops). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** A failed load of a code chunk (webpack, Turbopack or a native dynamic import). */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGES.some((re) => re.test(reason));
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((re) => re.test(message));
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: number;
}

/**
 * Forces a reload after a chunk load failure (spec §8), unless one was forced within the guard
 * window, so a chunk missing for good cannot loop. Returns whether it reloaded.
 */
export function reloadOnChunkError(
  reason: unknown,
  { storage, reload, now }: ChunkReloadDeps,
): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(storage?.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no loop guard; reloading once is still the fix.
  }
  reload();
  return true;
}
