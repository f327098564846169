import 'server-only';
import { Redis } from 'ioredis';
import { env } from '@/server/env';

interface Clients {
  command: Redis;
  subscriber: Redis;
}

// Next bundles server code per entry (proxy, routes, instrumentation), each with its own copy
// of this module: the connections live on globalThis so a process opens them once.
const KEY = Symbol.for('mall.redis');
const store = globalThis as typeof globalThis & { [KEY]?: Clients };

/** Whether the processes share a Redis (REDIS_URL); without it every cache stays in-process. */
export const hasRedis = (): boolean => Boolean(env.REDIS_URL);

/** A key or channel name under the mall's prefix (REDIS_KEY_PREFIX). */
export const redisKey = (name: string): string => `${env.REDIS_KEY_PREFIX}${name}`;

function open(url: string): Redis {
  const client = new Redis(url, {
    // A Redis outage must not hold requests: commands fail fast and callers fall back.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  // ioredis reconnects by itself; an unhandled 'error' event would end the process.
  client.on('error', () => {});
  return client;
}

/** The process's two connections (one for commands, one held by subscriptions). */
export function redisClients(): Clients {
  if (!env.REDIS_URL) throw new Error('REDIS_URL is not set');
  store[KEY] ??= { command: open(env.REDIS_URL), subscriber: open(env.REDIS_URL) };
  return store[KEY];
}

/** Closes the connections (graceful shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const clients = store[KEY];
  store[KEY] = undefined;
  if (clients) await Promise.allSettled([clients.command.quit(), clients.subscriber.quit()]);
}
