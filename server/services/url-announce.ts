import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '@/server/db';
import { urlAnnouncements } from '@/server/db/schema';
import { env } from '@/server/env';
import { logger } from '@/server/observability/logger';
import { mainRealmOrigin } from './theme';

export type AnnounceAction = 'update' | 'delete';

/** Baidu's link submission: one POST of newline-separated URLs to /urls (new) or /del (gone). */
async function pushToBaidu(urls: readonly string[], action: AnnounceAction): Promise<void> {
  if (!env.BAIDU_PUSH_SITE || !env.BAIDU_PUSH_TOKEN) {
    throw new Error('BAIDU_PUSH_SITE 与 BAIDU_PUSH_TOKEN 未配置');
  }
  const endpoint = new URL(action === 'update' ? '/urls' : '/del', env.BAIDU_PUSH_ENDPOINT);
  endpoint.searchParams.set('site', env.BAIDU_PUSH_SITE);
  endpoint.searchParams.set('token', env.BAIDU_PUSH_TOKEN);
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: urls.join('\n'),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)}`);
}

/**
 * Tells search engines that pages appeared, changed or went (docs/seo.md): each URL, on the
 * main domain where catalogue pages are canonical, is recorded in url_announcements and the
 * log, and with SEO_PUSH_PROVIDER=baidu also pushed; the row says whether that worked. Until the
 * job queue of the scale-out issue exists the push runs here, after the write that caused it.
 */
export async function announceUrls(paths: readonly string[], action: AnnounceAction) {
  const origin = await mainRealmOrigin();
  if (!origin || !paths.length) return;
  const urls = paths.map((p) => `${origin}${p}`);
  const provider = env.SEO_PUSH_PROVIDER;
  const rows = await db
    .insert(urlAnnouncements)
    .values(urls.map((url) => ({ url, action, provider })))
    .returning({ id: urlAnnouncements.id });
  logger.info({ urls, action, provider }, 'urls announced');
  if (provider !== 'baidu') return;
  const ids = rows.map((r) => r.id);
  try {
    await pushToBaidu(urls, action);
    await db
      .update(urlAnnouncements)
      .set({ status: 'sent', sentAt: new Date() })
      .where(inArray(urlAnnouncements.id, ids));
  } catch (error) {
    logger.warn({ err: error, urls }, 'url push failed');
    await db
      .update(urlAnnouncements)
      .set({ status: 'failed', error: String(error).slice(0, 500) })
      .where(inArray(urlAnnouncements.id, ids));
  }
}

/**
 * Announces products whose visibility a write changed: visible ones as new or changed, ones that
 * left the mall as gone. Never holds up or fails the write that caused it.
 */
export function announceProducts(
  changes: readonly { id: number; before: boolean; after: boolean }[],
) {
  const path = (id: number) => `/product/item/${id}`;
  const shown = changes.filter((c) => c.after).map((c) => path(c.id));
  const gone = changes.filter((c) => c.before && !c.after).map((c) => path(c.id));
  for (const [paths, action] of [
    [shown, 'update'],
    [gone, 'delete'],
  ] as const) {
    announceUrls(paths, action).catch((error: unknown) =>
      logger.warn({ err: error }, 'url announcement not recorded'),
    );
  }
}
