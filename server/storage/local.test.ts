import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, resolveKey } from './local';

describe('resolveKey', () => {
  it('keeps keys inside the root', () => {
    expect(resolveKey('/data/up', 'seed/a.png')).toBe(path.resolve('/data/up/seed/a.png'));
  });
  it('refuses traversal, absolute escapes and empty keys', () => {
    expect(resolveKey('/data/up', '../etc/passwd')).toBeUndefined();
    expect(resolveKey('/data/up', 'a/../../x')).toBeUndefined();
    expect(resolveKey('/data/up', '/etc/passwd')).toBeUndefined();
    expect(resolveKey('/data/up', '')).toBeUndefined();
    expect(resolveKey('/data/up', 'a\0b')).toBeUndefined();
  });
});

describe('local storage', () => {
  it('writes and reads back an object, and misses cleanly', async () => {
    const store = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mall-store-')));
    await store.write('a/b.txt', Buffer.from('建材'));
    expect((await store.read('a/b.txt'))?.toString()).toBe('建材');
    expect(await store.read('a/missing.txt')).toBeUndefined();
    await expect(store.write('../x', Buffer.from(''))).rejects.toThrow();
    expect(store.publicUrl('a/b.txt')).toBe('/files/a/b.txt');
  });

  it('lists objects under a folder with their sizes, and removes them', async () => {
    const store = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mall-store-')));
    await store.write('c/x.png', Buffer.alloc(3));
    await store.write('c/d/y.png', Buffer.alloc(5));
    await store.write('other.png', Buffer.alloc(7));
    const listed = await store.list('c/');
    expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.size - b.size)).toEqual([
      { key: 'c/x.png', size: 3 },
      { key: 'c/d/y.png', size: 5 },
    ]);
    expect(await store.list('missing/')).toEqual([]);
    await store.remove('c/x.png');
    await store.remove('c/never.png');
    expect((await store.list('c/')).map((o) => o.key)).toEqual(['c/d/y.png']);
  });
});
