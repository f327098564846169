import { vi } from 'vitest';

/**
 * Runs a burst against a rate limit with the clock pinned just inside one of its fixed windows.
 * On real time a slow run can straddle a window boundary, and the count starts again half-way.
 */
export async function inOneLimitWindow<T>(
  windowSeconds: number,
  burst: () => Promise<T>,
): Promise<T> {
  const ms = windowSeconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.ceil(Date.now() / ms) * ms + 1000);
  try {
    return await burst();
  } finally {
    vi.useRealTimers();
  }
}
