// Next.js `cacheHandler` (ISR pages, route responses and unstable_cache data): an LRU in each
// process, shared by every app process through Redis when REDIS_URL is set. Plain JavaScript:
// `next start` imports this file with Node, outside the bundles. Why a small handler of our own
// rather than a package: docs/scaling.md.
//
// - Entries are stored whole, v8-serialised (pages carry Buffers and Maps) and gzipped: a listing
//   page is about 240 kB as objects and a sixth of that packed, so the LRU holds six times the
//   pages in the same memory (docs/benchmarks.md, 内存). Packing runs on libuv's threads;
//   unpacking costs each cache hit about 0.5 ms.
// - In Redis they live under the build's id, with their own time to live.
// - revalidateTag writes the tag's expiry time to one Redis hash and drops the tag's keys
//   (tag → keys sets); every process learns the time at once by pub/sub and re-reads the hash
//   when it (re)connects. An entry is served only if none of its tags expired after it was
//   written, locally or from Redis.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

const TAGS_HEADER = 'x-next-cache-tags';
/** Longest an entry stays in Redis; an older revalidation can no longer concern any entry. */
const MAX_TTL_SECONDS = 7 * 24 * 3600;
const DEFAULT_LOCAL_BYTES = 64 * 1024 * 1024;
const gzip = promisify(zlib.gzip);

const prefix = `${process.env.REDIS_KEY_PREFIX || 'mall:'}next:`;
const tagsKey = `${prefix}tags`;
const channel = `${prefix}tags`;
const origin = randomUUID();
const building = process.env.NEXT_PHASE === 'phase-production-build';

/** tag → when it expired (ms); entries written before that are not served. */
const expiredAt = new Map();
let local;
let shared;
let buildId = 'dev';

function openRedis() {
  const options = { maxRetriesPerRequest: 1, commandTimeout: 2_000 };
  const command = new Redis(process.env.REDIS_URL, options);
  const subscriber = new Redis(process.env.REDIS_URL, options);
  // ioredis reconnects by itself; an unhandled 'error' event would end the process.
  command.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('message', (from, text) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text);
      if (message.origin !== origin) noteExpired(message.tags, message.at);
    } catch {
      // A message this version cannot read changes nothing here.
    }
  });
  // Every (re)connection re-reads the expiry times, covering messages missed while away.
  subscriber.on('ready', () => {
    shared.ready = loadExpiries(command);
  });
  subscriber.subscribe(channel).catch(() => {});
  return { command, ready: loadExpiries(command) };
}

async function loadExpiries(command) {
  try {
    const all = await command.hgetall(tagsKey);
    const oldest = Date.now() - MAX_TTL_SECONDS * 1000;
    const old = [];
    for (const [tag, at] of Object.entries(all)) {
      if (Number(at) < oldest) old.push(tag);
      else noteExpired([tag], Number(at));
    }
    if (old.length) await command.hdel(tagsKey, ...old);
  } catch {
    // Redis unreachable: pub/sub and the next reconnection bring the times.
  }
}

function noteExpired(tags, at) {
  for (const tag of tags) expiredAt.set(tag, Math.max(expiredAt.get(tag) ?? 0, at));
}

/** Whether a tag expired since the entry was written; within the same millisecond, it did. */
function isExpired(tags, lastModified) {
  const now = Date.now();
  return tags.some((tag) => {
    const at = expiredAt.get(tag);
    return at !== undefined && at >= lastModified && at <= now;
  });
}

/** Entries smaller than this stay uncompressed: gzip would save nothing. */
const PACK_FROM_BYTES = 4 * 1024;

/** An entry as bytes: gzip level 1 packs a page nearly as small as level 6 in half the time. */
async function pack(stored) {
  const raw = v8.serialize(stored);
  return raw.length < PACK_FROM_BYTES ? raw : gzip(raw, { level: 1 });
}

/**
 * Unpacking is synchronous: about 0.5 ms for a listing page, which under load costs less than
 * a hop to libuv's threads and back (docs/benchmarks.md, 内存).
 */
function unpack(bytes) {
  return v8.deserialize(bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes) : bytes);
}

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(ctx?.tags ?? [])])];
}

function ttlOf(data, ctx) {
  const seconds = ctx?.cacheControl?.expire ?? (ctx?.fetchCache ? data?.revalidate : undefined);
  return typeof seconds === 'number' && seconds > 0
    ? Math.min(Math.ceil(seconds), MAX_TTL_SECONDS)
    : MAX_TTL_SECONDS;
}

export default class MallCacheHandler {
  constructor(ctx) {
    // Local entries: { bytes, tags, lastModified }; the tags stay unpacked for revalidateTag.
    local ??= new LRUCache({
      maxSize: ctx.maxMemoryCacheSize || DEFAULT_LOCAL_BYTES,
      sizeCalculation: (entry, key) => key.length + entry.bytes.length,
    });
    if (building || !process.env.REDIS_URL || shared) return;
    // Keys carry the build's id: a new deploy never serves pages that link an old build's files.
    try {
      buildId = readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // No build id (dev): keys are shared by every dev server, which never reads this cache.
    }
    shared = openRedis();
  }

  entryKey(key) {
    return `${prefix}${buildId}:${key}`;
  }

  async get(key, ctx) {
    const wanted = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    const kept = local.get(key);
    if (kept && isExpired([...kept.tags, ...wanted], kept.lastModified)) {
      local.delete(key);
      return null;
    }
    let bytes = kept?.bytes;
    if (!bytes && shared) {
      try {
        await shared.ready;
        bytes = await shared.command.getBuffer(this.entryKey(key));
      } catch {
        return null;
      }
    }
    if (!bytes) return null;
    let entry;
    try {
      entry = unpack(bytes);
    } catch {
      local.delete(key);
      return null;
    }
    if (!kept) {
      if (isExpired([...entry.tags, ...wanted], entry.lastModified)) return null;
      local.set(key, { bytes, tags: entry.tags, lastModified: entry.lastModified });
    }
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, data, ctx) {
    const tags = tagsOf(data, ctx);
    const stored = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags,
    };
    let bytes;
    try {
      bytes = await pack(stored);
    } catch {
      return;
    }
    // A revalidation while this entry was being packed has already expired it (lastModified).
    local.set(key, { bytes, tags, lastModified: stored.lastModified });
    if (!shared) return;
    const entryKey = this.entryKey(key);
    const write = shared.command.multi().set(entryKey, bytes, 'EX', ttlOf(data, ctx));
    for (const tag of tags) {
      write.sadd(`${prefix}tag:${tag}`, entryKey).expire(`${prefix}tag:${tag}`, MAX_TTL_SECONDS);
    }
    await write.exec().catch(() => {});
  }

  // Every revalidation expires at once, even one asking for stale-while-revalidate: a page
  // is then rendered while its visitor waits, never served stale from another process.
  async revalidateTag(tagOrTags) {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : [...tagOrTags];
    if (tags.length === 0) return;
    const at = Date.now();
    noteExpired(tags, at);
    for (const [key, entry] of local.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) local.delete(key);
    }
    if (!shared) return;
    try {
      const { command } = shared;
      await command.hset(tagsKey, Object.fromEntries(tags.map((tag) => [tag, at])));
      await command.publish(channel, JSON.stringify({ origin, tags, at }));
      const sets = tags.map((tag) => `${prefix}tag:${tag}`);
      const keys = [...new Set((await Promise.all(sets.map((s) => command.smembers(s)))).flat())];
      if (keys.length) await command.unlink(...keys);
      await command.unlink(...sets);
    } catch {
      // Redis unreachable: the other processes learn the expiry when they reconnect.
    }
  }

  resetRequestCache() {}
}
