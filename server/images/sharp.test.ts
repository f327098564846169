import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/http/errors';
import { IMAGE_BUSY_MSG, IMAGE_JOB_SLOTS, IMAGE_JOB_WAITING, imageJob } from './sharp';

describe('imageJob', () => {
  it('runs at most the slots at once and refuses jobs past the waiting room', async () => {
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const job = () =>
      imageJob(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
      });
    const jobs = Array.from({ length: IMAGE_JOB_SLOTS + IMAGE_JOB_WAITING }, job);
    const refused = job();
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 503, message: IMAGE_BUSY_MSG });

    // Let every job through, one gate at a time.
    let done = false;
    const all = Promise.all(jobs).then(() => (done = true));
    while (!done) {
      await new Promise((r) => setTimeout(r, 0));
      gates.shift()?.();
    }
    await all;
    expect(most).toBe(IMAGE_JOB_SLOTS);
    // The queue is free again.
    await expect(imageJob(async () => 'done')).resolves.toBe('done');
  });

  it('frees the slot when a job fails', async () => {
    for (let i = 0; i < IMAGE_JOB_SLOTS + 1; i++) {
      await expect(imageJob(() => Promise.reject(new Error('bad image')))).rejects.toThrow();
    }
    await expect(imageJob(async () => 1)).resolves.toBe(1);
  });
});
