import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Bus from '@/server/cache/bus';
import { REDIS_URL, within } from './cluster';

// The cache bus on a real Redis: what another process publishes reaches this one's listeners,
// and this process applies its own invalidations once (at publish), not again from Redis.

const prefix = `scale-bus-${randomUUID().slice(0, 8)}:`;
let bus: typeof Bus;
let other: Redis;

beforeAll(async () => {
  process.env.REDIS_URL = REDIS_URL;
  process.env.REDIS_KEY_PREFIX = prefix;
  bus = await import('@/server/cache/bus');
  other = new Redis(REDIS_URL);
});

afterAll(async () => {
  other.disconnect();
  await (await import('@/server/cache/redis')).closeRedis();
});

describe('cache bus', () => {
  it("delivers another process's message and its own only once", async () => {
    const seen: string[][] = [];
    bus.subscribe('catalog', ({ tags }) => seen.push(tags));
    const listening = other.duplicate();
    const heard: string[] = [];
    await listening.subscribe(`${prefix}cache-bus`);
    listening.on('message', (_channel, text: string) => heard.push(text));

    bus.publish('catalog', { tags: ['product:1'] });
    expect(seen).toEqual([['product:1']]);
    await within(2_000, async () => heard.length === 1);

    // Until its subscription is live, a foreign message could be missed: resend until heard.
    const foreign = JSON.stringify({
      origin: 'another-process',
      topic: 'catalog',
      payload: { tags: ['product:2'] },
    });
    await within(3_000, async () => {
      await other.publish(`${prefix}cache-bus`, foreign);
      await new Promise((r) => setTimeout(r, 50));
      return seen.some((tags) => tags[0] === 'product:2');
    });
    expect(seen.filter((tags) => tags[0] === 'product:1')).toHaveLength(1);
    listening.disconnect();
  });
});
