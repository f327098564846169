import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { pageSeo } from '@/lib/page-seo';
import { formatMinute } from '@/lib/opportunity-rules';
import { activityDetail, type ActivityDetail } from '@/server/services/activities';
import { pageMetadata } from '@/server/services/seo';
import { idOrNotFound, orNotFound } from './load';

type SearchParams = Record<string, string | string[] | undefined>;

/** The activity of a phone poster page (?id=), with the public poster fields only. */
export const posterActivity = cache((id: number) => orNotFound(activityDetail(id, null)));

export const posterActivityOf = (sp: SearchParams) => posterActivity(idOrNotFound(sp.id));

/** The SEO facts of an activity, for its detail page or its shared poster (lib/page-seo). */
export function activitySeo(a: ActivityDetail, kind: 'activity' | 'poster') {
  return pageSeo({
    kind,
    id: a.id,
    name: a.marketingName,
    time: formatMinute(a.startTime),
    city: a.city,
    address: a.address,
    organizer: a.organizer,
    summary: a.summary,
    image: a.posterUrl ?? a.mainFileUrlList[0],
  });
}

/**
 * Every /mobile/poster/* page carries the activity's share card, so a link to any step pasted
 * into WeChat shows the poster picture. Steps other than the poster itself (sign-in, lists,
 * certificates) are canonical to it and not indexed; `title` is the step's own.
 */
export function posterMetadata(
  theme: string,
  a: ActivityDetail,
  title?: string,
): Promise<Metadata> {
  const seo = activitySeo(a, 'poster');
  return title
    ? pageMetadata(theme, { ...seo, title }, { index: false })
    : pageMetadata(theme, seo);
}
