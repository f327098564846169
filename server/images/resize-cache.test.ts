import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '@/server/storage/local';
import { createResizeCache } from './resize-cache';

const KB = 1024;
// Use is told apart by the clock: let it move between steps.
const tick = () => new Promise((r) => setTimeout(r, 5));
const keysIn = async (store: ReturnType<typeof createLocalStorage>) =>
  (await store.list('.resized/')).map((o) => o.key).sort();

describe('resize cache', () => {
  it('keeps its bytes under the bound, removing the least recently used first', async () => {
    const store = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mall-resize-')));
    const cache = createResizeCache(store, '.resized', 10 * KB);
    const put = async (name: string) => {
      await cache.put(`.resized/${name}`, Buffer.alloc(3 * KB, name));
      await tick();
    };

    await put('a');
    await put('b');
    await put('c');
    // Reading `a` makes `b` the least recently used.
    expect((await cache.get('.resized/a'))?.length).toBe(3 * KB);
    await tick();
    await put('d');

    expect(await keysIn(store)).toEqual(['.resized/a', '.resized/c', '.resized/d']);
    const total = (await store.list('.resized/')).reduce((sum, o) => sum + o.size, 0);
    expect(total).toBeLessThanOrEqual(10 * KB);
    expect(await cache.get('.resized/b')).toBeUndefined();
  });

  it('counts copies another process or an earlier run left', async () => {
    const store = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mall-resize-')));
    await store.write('.resized/old/x.png', Buffer.alloc(9 * KB));
    const cache = createResizeCache(store, '.resized', 10 * KB);
    await cache.put('.resized/new.png', Buffer.alloc(3 * KB));
    expect(await keysIn(store)).toEqual(['.resized/new.png']);
  });
});
