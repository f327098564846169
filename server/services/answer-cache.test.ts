import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answer-cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the answer cache', () => {
  it('shares one load between callers of a key', async () => {
    const cache = createAnswerCache({ name: 't1', ttlMs: 1000, maxBytes: 10_000 });
    const loader = vi.fn(async () => 'answer');
    expect(await Promise.all([cache.get('k', loader), cache.get('k', loader)])).toEqual([
      'answer',
      'answer',
    ]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps answers by size, dropping the least recently used', async () => {
    const cache = createAnswerCache({ name: 't2', ttlMs: 60_000, maxBytes: 3_000 });
    const big = (n: number) => async () => 'x'.repeat(n);
    await cache.get('a', big(1000));
    await cache.get('b', big(1000));
    await settle();
    await cache.get('a', big(1000)); // a is used again: b is now the oldest
    await cache.get('c', big(1000));
    await settle();
    const reload = vi.fn(big(1000));
    await cache.get('a', reload);
    await cache.get('b', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('drops answers by tag', async () => {
    const cache = createAnswerCache({ name: 't3', ttlMs: 60_000, maxBytes: 10_000 });
    await cache.get(
      'k',
      async () => 1,
      () => ['product:1'],
    );
    await settle();
    expect(cache.invalidate(['product:2'])).toBe(0);
    expect(cache.invalidate(['product:1'])).toBe(1);
  });

  it('counts an answer by its size, and lets it go once it is too old to serve', async () => {
    const cache = createAnswerCache({ name: 't4', ttlMs: 10, maxAgeMs: 50, maxBytes: 10_000 });
    await cache.get('k', async () => 'x'.repeat(1000));
    await settle();
    expect(cache.bytes()).toBe(1002);
    // Gone by the sweep, though nothing newer pushed it out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.bytes()).toBe(0);
  });
});
