import 'server-only';
import { and, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Page, SearchGap } from '@/api/types';
import {
  LOW_CLICK_MIN_SEARCHES,
  LOW_CLICK_RATE,
  SEARCH_GAP_DAYS,
  SEARCH_GAP_KINDS,
} from '@/lib/search-gaps';
import { PRODUCT_SEARCH_KEY } from '@/lib/search-understanding';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { searchClicks, searchRecords } from '@/server/db/schema';
import { offsetOf, PAGE_LABELS, pageQuery, param, toPage } from './paging';

export const searchGapsInput = pageQuery(20).extend({
  kind: param(z.enum(SEARCH_GAP_KINDS).default('zero')),
  days: param(
    z.coerce
      .number()
      .int()
      .refine((d) => (SEARCH_GAP_DAYS as readonly number[]).includes(d))
      .default(30),
  ),
});

export const SEARCH_GAP_LABELS = { ...PAGE_LABELS, kind: '类型', days: '时间范围' };

const DAY_MS = 24 * 3600 * 1000;

/**
 * 搜索词缺口 (ops): product searches of the last `days` that found nothing, most asked first;
 * or that found products but were clicked on under LOW_CLICK_RATE of the time. Both lists are
 * where the synonym table should grow (docs/search.md).
 */
export async function searchGaps(
  input: z.output<typeof searchGapsInput>,
): Promise<Page<SearchGap>> {
  const since = new Date(Date.now() - input.days * DAY_MS);
  return input.kind === 'zero' ? zeroResults(since, input) : lowClicks(since, input);
}

async function zeroResults(since: Date, input: { pageNo: number; pageSize: number }) {
  const where = and(
    eq(searchRecords.key, PRODUCT_SEARCH_KEY),
    eq(searchRecords.total, 0),
    gte(searchRecords.createdAt, since),
  );
  const rows = await db
    .select({
      word: searchRecords.word,
      searches: count(),
      lastAt: max(searchRecords.createdAt),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(searchRecords)
    .where(where)
    .groupBy(searchRecords.word)
    .orderBy(desc(count()), desc(max(searchRecords.createdAt)), searchRecords.word)
    .limit(input.pageSize)
    .offset(offsetOf(input));
  return toPage(
    rows.map((r) => ({ word: r.word, searches: r.searches, clicks: 0, lastAt: iso(r.lastAt) })),
    rows[0]?.total ?? 0,
    input,
  );
}

async function lowClicks(since: Date, input: { pageNo: number; pageSize: number }) {
  const clicked = db
    .select({ word: searchClicks.word, clicks: count().as('clicks') })
    .from(searchClicks)
    .where(and(eq(searchClicks.key, PRODUCT_SEARCH_KEY), gte(searchClicks.createdAt, since)))
    .groupBy(searchClicks.word)
    .as('clicked');
  const clicks = sql<number>`coalesce(max(${clicked.clicks}), 0)::int`;
  const rows = await db
    .select({
      word: searchRecords.word,
      searches: count(),
      clicks,
      lastAt: max(searchRecords.createdAt),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(searchRecords)
    .leftJoin(clicked, eq(clicked.word, searchRecords.word))
    .where(
      and(
        eq(searchRecords.key, PRODUCT_SEARCH_KEY),
        sql`${searchRecords.total} > 0`,
        gte(searchRecords.createdAt, since),
      ),
    )
    .groupBy(searchRecords.word)
    .having(
      and(
        gte(count(), LOW_CLICK_MIN_SEARCHES),
        sql`${clicks} < count(*) * ${LOW_CLICK_RATE}::numeric`,
      ),
    )
    .orderBy(desc(count()), searchRecords.word)
    .limit(input.pageSize)
    .offset(offsetOf(input));
  return toPage(
    rows.map((r) => ({
      word: r.word,
      searches: r.searches,
      clicks: r.clicks,
      lastAt: iso(r.lastAt),
    })),
    rows[0]?.total ?? 0,
    input,
  );
}

const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);
