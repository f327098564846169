import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnChunkError } from './chunk-reload';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('isChunkLoadError', () => {
  it('recognises chunk failures of webpack, Turbopack and dynamic imports', () => {
    const named = Object.assign(new Error('whatever'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 732 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/page failed'))).toBe(true);
    expect(
      isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1.js from module 12')),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js')),
    ).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('网络错误，请稍后再试'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reloadOnChunkError', () => {
  const chunkError = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

  it('reloads once and notes the time', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { storage, reload, now: 50_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('50000');
  });

  it('does not reload again within 10 s of the last forced reload', () => {
    const storage = memory();
    const reload = vi.fn();
    reloadOnChunkError(chunkError, { storage, reload, now: 50_000 });
    expect(reloadOnChunkError(chunkError, { storage, reload, now: 59_999 })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnChunkError(chunkError, { storage, reload, now: 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors and still reloads without storage', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('boom'), { storage: memory(), reload, now: 1 })).toBe(
      false,
    );
    expect(reloadOnChunkError(chunkError, { storage: undefined, reload, now: 1 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
