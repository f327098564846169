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
});
