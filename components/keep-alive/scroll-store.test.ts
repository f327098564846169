import { describe, expect, it } from 'vitest';
import { keepAliveKey, readScroll, saveScroll } from './scroll-store';

describe('keep-alive scroll store', () => {
  it('keys the offset by the list URL', () => {
    expect(keepAliveKey('/bid/list', '')).toBe('keep-alive:/bid/list');
    expect(keepAliveKey('/bid/list', '?pageNo=2')).toBe('keep-alive:/bid/list?pageNo=2');
    expect(keepAliveKey('/bid/list', 'pageNo=2')).toBe('keep-alive:/bid/list?pageNo=2');
  });

  it('saves and reads whole non-negative offsets', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    } as Storage;
    saveScroll(storage, 'k', 812.6);
    expect(readScroll(storage, 'k')).toBe(813);
    saveScroll(storage, 'k', -5);
    expect(readScroll(storage, 'k')).toBe(0);
    expect(readScroll(storage, 'missing')).toBe(0);
  });
});
