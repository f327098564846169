import 'server-only';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Advertise } from '@/api/modules/common';
import { adSlotSize, adTag, type AdPosition } from '@/lib/ops-content';
import { db } from '@/server/db';
import { advertisements } from '@/server/db/schema';
import { tagContentPage } from './ops-content';
import { getPageTheme } from './theme';

const PUBLISHED = 1;

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
  const rows = await db
    .select({
      id: advertisements.id,
      name: advertisements.title,
      imgUrl: advertisements.imageUrl,
      link: advertisements.link,
    })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.position, position),
        eq(advertisements.status, PUBLISHED),
        or(isNull(advertisements.themeType), eq(advertisements.themeType, themeType)),
      ),
    )
    .orderBy(asc(advertisements.sort), asc(advertisements.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, link: r.link ?? undefined }));
}

/** The slot's ads on a page of the realm in the route's [theme] segment. */
export async function pageAds(themeCode: string | undefined, position: AdPosition) {
  const theme = await getPageTheme(themeCode ?? '');
  return slotAds(position, theme.themeType);
}
