import 'server-only';
import type { ObjectStorage } from '@/server/storage/local';

/** A sweep removes copies until this share of the bound is left, so it does not run on every write. */
const LOW_WATER = 0.9;

/**
 * Resized copies under one storage prefix, bounded by total size: when the bytes pass `maxBytes`,
 * the least recently used copies are removed (use: this process's reads, else the write time).
 * The bytes are counted in the store itself at the first write and at every sweep, and between
 * sweeps by this process's writes; so processes sharing a store may pass the bound by what the
 * others wrote since, until the next sweep brings it back under.
 */
export function createResizeCache(store: ObjectStorage, prefix: string, maxBytes: number) {
  let lastUsed = new Map<string, number>();
  let total: number | undefined;
  let sweeping: Promise<void> | undefined;

  async function sweep(): Promise<void> {
    const objects = await store.list(`${prefix}/`);
    const byUse = objects
      .map((o) => ({ ...o, usedAt: Math.max(lastUsed.get(o.key) ?? 0, o.modifiedAt) }))
      .sort((a, b) => a.usedAt - b.usedAt);
    let bytes = objects.reduce((sum, o) => sum + o.size, 0);
    const kept = new Map<string, number>();
    for (const o of byUse) {
      if (bytes > maxBytes * LOW_WATER) {
        await store.remove(o.key);
        bytes -= o.size;
      } else {
        kept.set(o.key, o.usedAt);
      }
    }
    lastUsed = kept;
    total = bytes;
  }

  return {
    async get(key: string): Promise<Buffer | undefined> {
      const body = await store.read(key);
      if (body) lastUsed.set(key, Date.now());
      return body;
    },
    async put(key: string, body: Buffer): Promise<void> {
      await store.write(key, body);
      lastUsed.set(key, Date.now());
      if (total !== undefined) total += body.length;
      if (total === undefined || total > maxBytes) {
        sweeping ??= sweep().finally(() => (sweeping = undefined));
        await sweeping;
      }
    },
  };
}
