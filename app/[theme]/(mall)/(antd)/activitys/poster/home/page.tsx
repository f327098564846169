import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { ActivityPoster } from '@/components/opportunity/activity-poster';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { activityDetail } from '@/server/services/activities';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The poster is meant to be shared, so it shows only the public poster fields to everyone.
const load = cache((id: number) => orNotFound(activityDetail(id, null)));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const a = await load(idOrNotFound((await searchParams).id));
  return { title: `${a.marketingName} - 活动海报` };
}

/** /activitys/poster/home?id=: the shareable poster, with the phone sign-up link. */
export default async function ActivityPosterHomePage({ searchParams }: Props) {
  const a = await load(idOrNotFound((await searchParams).id));
  return (
    <PageFrame
      crumbs={[
        { label: '线下活动', href: '/activitys/list' },
        { label: '活动详情', href: `/activitys/details?id=${a.id}` },
        { label: '活动海报' },
      ]}
      title="活动海报"
      actions={<Link href={`/activitys/poster/signs?id=${a.id}`}>报名名单 ›</Link>}
    >
      <div className={styles.columns}>
        <ActivityPoster activity={a} />
        <aside className={styles.panel}>
          <h2>扫码或用手机打开报名</h2>
          <p className={styles.muted}>把海报分享给同事，手机上即可完成报名与现场签到。</p>
          <p>
            <Link href={`/mobile/poster/home?id=${a.id}`}>手机版海报 ›</Link>
          </p>
        </aside>
      </div>
    </PageFrame>
  );
}
