import 'server-only';
import { randomUUID } from 'node:crypto';
import { logger } from '@/server/observability/logger';
import { hasRedis, redisClients, redisKey } from './redis';

/** What each invalidation says; every process drops its own copies on hearing it. */
export interface BusTopics {
  /** Catalogue tags (lib/catalog-tags) whose search and suggestion answers are stale. */
  catalog: { tags: string[] };
  /** Categories, brands or synonyms changed: the search vocabulary is stale. */
  vocabulary: Record<string, never>;
  /** A realm (theme) or its domains changed: the realms each process keeps are stale. */
  realms: Record<string, never>;
  /** An ad was saved or deleted: the published ads each process keeps are stale. */
  ads: Record<string, never>;
}
type Topic = keyof BusTopics;
type Listener<T extends Topic> = (payload: BusTopics[T]) => void;

interface Message<T extends Topic = Topic> {
  origin: string;
  topic: T;
  payload: BusTopics[T];
}

interface BusState {
  /** This process, so it skips its own messages (it applied them when publishing). */
  origin: string;
  listeners: Map<Topic, Set<Listener<Topic>>>;
  listening: boolean;
}

// One bus per process even though Next bundles this module into several entries (proxy,
// routes): each bundle's copy of a cache subscribes here, so a publish reaches every copy.
const KEY = Symbol.for('mall.cacheBus');
const store = globalThis as typeof globalThis & { [KEY]?: BusState };
const state = (store[KEY] ??= { origin: randomUUID(), listeners: new Map(), listening: false });

const channel = () => redisKey('cache-bus');

function deliver<T extends Topic>(topic: T, payload: BusTopics[T]): void {
  for (const fn of state.listeners.get(topic) ?? []) {
    try {
      (fn as Listener<T>)(payload);
    } catch (error) {
      logger.warn({ err: error, topic }, 'cache bus listener failed');
    }
  }
}

function listen(): void {
  if (state.listening || !hasRedis()) return;
  state.listening = true;
  const { subscriber } = redisClients();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel()) return;
    try {
      const message = JSON.parse(text) as Message;
      if (message.origin !== state.origin) deliver(message.topic, message.payload);
    } catch (error) {
      logger.warn({ err: error }, 'cache bus message unreadable');
    }
  });
  // ioredis subscribes again by itself after a reconnect; messages sent while it was away are
  // lost, which each cache's own age limit bounds (docs/scaling.md).
  subscriber.subscribe(channel()).catch((error: unknown) => {
    logger.warn({ err: error }, 'cache bus subscribe failed');
  });
}

/** Runs `fn` on every `topic` published in this process or, with REDIS_URL, in any other. */
export function subscribe<T extends Topic>(topic: T, fn: Listener<T>): () => void {
  let set = state.listeners.get(topic);
  if (!set) state.listeners.set(topic, (set = new Set<Listener<Topic>>()));
  set.add(fn as Listener<Topic>);
  listen();
  return () => set.delete(fn as Listener<Topic>);
}

/**
 * Applies `topic` here at once, then tells the other processes through Redis pub/sub (when
 * REDIS_URL is set); a failed publish is logged, and the others catch up by their caches' ages.
 */
export function publish<T extends Topic>(topic: T, payload: BusTopics[T]): void {
  deliver(topic, payload);
  if (!hasRedis()) return;
  const message: Message<T> = { origin: state.origin, topic, payload };
  redisClients()
    .command.publish(channel(), JSON.stringify(message))
    .catch((error: unknown) => logger.warn({ err: error, topic }, 'cache bus publish failed'));
}
