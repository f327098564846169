import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Advertise } from '@/api/modules/common';
import { adSlotSize, adTag, type AdPosition } from '@/lib/ops-content';
import { publish } from '@/server/cache/bus';
import { busCached } from '@/server/cache/bus-cached';
import { db } from '@/server/db';
import { advertisements } from '@/server/db/schema';
import { tagContentPage } from './ops-content';
import { getPageTheme } from './theme';

const PUBLISHED = 1;

// Every listing, home and tender page shows a slot: the published ads (a few dozen rows) are
// kept in each process for a minute, and a save or delete drops them at once in every process.
const publishedAds = busCached('ads', 60_000, () =>
  db
    .select({
      id: advertisements.id,
      name: advertisements.title,
      imgUrl: advertisements.imageUrl,
      link: advertisements.link,
      position: advertisements.position,
      themeType: advertisements.themeType,
    })
    .from(advertisements)
    .where(eq(advertisements.status, PUBLISHED))
    .orderBy(asc(advertisements.sort), asc(advertisements.id)),
);

/** Drops the published ads every process keeps (an ad saved or deleted). */
export function invalidateAds(): void {
  publish('ads', {});
}

/**
 * The ads a slot shows in a realm: its own and the shared ones (no realm), online, by sort.
 * The page showing them carries the slot's tag, so an ops change shows at once.
 */
export async function slotAds(
  position: AdPosition,
  themeType: number,
  limit = adSlotSize(position),
): Promise<Advertise[]> {
  await tagContentPage([adTag(position)]);
  return (await publishedAds())
    .filter((ad) => ad.position === position && (ad.themeType ?? themeType) === themeType)
    .slice(0, limit)
    .map(({ id, name, imgUrl, link }) => ({ id, name, imgUrl, link: link ?? undefined }));
}

/** The slot's ads on a page of the realm in the route's [theme] segment. */
export async function pageAds(themeCode: string | undefined, position: AdPosition) {
  const theme = await getPageTheme(themeCode ?? '');
  return slotAds(position, theme.themeType);
}
