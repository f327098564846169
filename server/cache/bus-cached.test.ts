import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestReleasedAfter } from '@/tests/fixtures/request-retention';
import { publish } from './bus';
import { busCached } from './bus-cached';

afterEach(() => vi.useRealTimers());

describe('busCached', () => {
  it('loads once, serves the old value while a stale one reloads, and forgets on its topic', async () => {
    vi.useFakeTimers();
    let version = 0;
    const load = vi.fn(async () => ++version);
    const read = busCached('realms', 1_000, load);

    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_001);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);

    publish('realms', {});
    expect(await read()).toBe(3);
  });

  it('keeps no failed load, and drops a reload that an edit overtook', async () => {
    vi.useFakeTimers();
    let finish: (v: string) => void = () => {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('old')
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue('new');
    const read = busCached('vocabulary', 1_000, load);

    await expect(read()).rejects.toThrow('down');
    expect(await read()).toBe('old');
    vi.advanceTimersByTime(1_001);
    expect(await read()).toBe('old');
    publish('vocabulary', {});
    finish('before the edit');
    await Promise.resolve();
    expect(await read()).toBe('new');
  });

  it('runs a thenable load (a drizzle query) once, however often it is awaited', async () => {
    let runs = 0;
    const query = {
      then<R>(resolve: (value: string[]) => R) {
        runs += 1;
        return Promise.resolve(resolve(['默认主题']));
      },
    };
    const read = busCached('realms', 60_000, () => query);
    await read();
    await read();
    expect(await read()).toEqual(['默认主题']);
    expect(runs).toBe(1);
  });

  it('keeps nothing of the request whose call loaded the value', async () => {
    const read = busCached('ads', 60_000, async () => ['广告']);
    expect(await requestReleasedAfter(read)).toBe(true);
    expect(await read()).toEqual(['广告']);
  });
});
