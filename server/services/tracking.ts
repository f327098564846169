import 'server-only';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { searchClicks, searchRecords } from '@/server/db/schema';
import { onShutdown } from '@/server/shutdown';

/**
 * trackReport events: a search (spec §3 word, key, total) or a click on a marked element. A
 * click on a search result names the searched word and the item (itemId, 1-based position) and
 * is stored in search_clicks; other clicks are accepted and dropped.
 */
export const trackInput = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('search'),
    word: z.string().trim().min(1).max(100),
    key: z.string().trim().min(1).max(32),
    total: z.number().int().min(0).max(1_000_000_000),
    refer: z.string().trim().max(64).optional(),
    url: z.string().max(2000).optional(),
  }),
  z.object({
    event: z.literal('click'),
    word: z.string().max(100).optional(),
    key: z.string().max(32).optional(),
    total: z.number().int().min(0).optional(),
    url: z.string().max(2000).optional(),
    itemId: z.number().int().min(1).max(2_147_483_647).optional(),
    position: z.number().int().min(1).max(10_000).optional(),
  }),
]);

export const TRACK_LABELS = {
  event: '事件类型',
  word: '搜索词',
  key: '搜索类型',
  total: '结果数',
  refer: '来源',
  itemId: '商品',
  position: '位置',
};

type SearchRecord = typeof searchRecords.$inferInsert;
type SearchClick = typeof searchClicks.$inferInsert;

// Search records are analytics written on the hot path of every search: they are queued and
// written in batches (one insert per FLUSH_SIZE records or FLUSH_DELAY_MS), so a search never
// waits on a write. A crash can lose at most the last second of records.
const FLUSH_SIZE = 200;
const FLUSH_DELAY_MS = 1000;
let searches: SearchRecord[] = [];
let clicks: SearchClick[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> = Promise.resolve();

/** Writes every queued record; resolves once they are stored (tests, shutdown). */
export function flushTrackEvents(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = { searches, clicks };
  searches = [];
  clicks = [];
  writing = writing.then(async () => {
    try {
      if (batch.searches.length) await db.insert(searchRecords).values(batch.searches);
      if (batch.clicks.length) await db.insert(searchClicks).values(batch.clicks);
    } catch (error) {
      console.error('search records lost', batch.searches.length + batch.clicks.length, error);
    }
  });
  return writing;
}

onShutdown(flushTrackEvents);

export function recordTrackEvent(
  event: z.output<typeof trackInput>,
  who: { userId: number | null; clientId: string | null },
): void {
  if (event.event === 'search') {
    searches.push({
      word: event.word,
      key: event.key,
      total: event.total,
      userId: who.userId,
      clientId: who.clientId,
      refer: event.refer || null,
    });
  } else if (event.word?.trim() && event.key && event.itemId) {
    clicks.push({
      word: event.word.trim(),
      key: event.key,
      itemId: event.itemId,
      position: event.position ?? 1,
      userId: who.userId,
      clientId: who.clientId,
    });
  } else return;
  if (searches.length + clicks.length >= FLUSH_SIZE) void flushTrackEvents();
  else timer ??= setTimeout(() => void flushTrackEvents(), FLUSH_DELAY_MS).unref();
}
