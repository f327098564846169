import type { Metadata } from 'next';
import { ActivityPoster } from '@/components/opportunity/activity-poster';
import { ActivitySignUpForm } from '@/components/opportunity/activity-sign-up-form';
import { posterActivityOf, posterMetadata } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';
import { firstParam } from '@/lib/list-url';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return posterMetadata((await params).theme, await posterActivityOf(await searchParams));
}

/** /mobile/poster/home?id=&shareId=: the shared poster and its sign-up form. */
export default async function MobilePosterHomePage({ searchParams }: Props) {
  const sp = await searchParams;
  const a = await posterActivityOf(sp);
  const shareId = firstParam(sp.shareId)?.slice(0, 32);
  return (
    <main>
      <ActivityPoster activity={a} />
      <MobilePosterNav id={a.id} />
      <section className={styles.card} aria-label="报名">
        <h2>立即报名</h2>
        {a.open ? (
          <ActivitySignUpForm
            activityId={a.id}
            shareId={shareId}
            successPath="/mobile/poster/success"
            mobile
          />
        ) : (
          <p className={styles.muted}>活动报名已截止，欢迎关注下一场活动。</p>
        )}
      </section>
    </main>
  );
}
