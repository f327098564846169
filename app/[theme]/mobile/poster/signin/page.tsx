import type { Metadata } from 'next';
import { ActivitySignInForm } from '@/components/opportunity/activity-sign-in-form';
import { posterActivityOf, posterMetadata } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';
import { signInTiming, signInWindow } from '@/lib/activity-sign-in';
import { formatMinute } from '@/lib/opportunity-rules';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const a = await posterActivityOf(await searchParams);
  return posterMetadata((await params).theme, a, `${a.marketingName} - 现场签到`);
}

/** /mobile/poster/signin?id=: on-site sign-in with the code announced at the venue. */
export default async function MobilePosterSignInPage({ searchParams }: Props) {
  const a = await posterActivityOf(await searchParams);
  return (
    <main>
      <section className={styles.card} aria-label="活动信息">
        <h1 className={styles.title}>{a.marketingName}</h1>
        <p className={styles.muted}>
          {formatMinute(a.startTime)} · {a.city}
          {a.address}
        </p>
      </section>
      <section className={styles.card}>
        <h2>现场签到</h2>
        <ActivitySignInForm
          activityId={a.id}
          startTime={a.startTime}
          endTime={a.endTime}
          timing={signInTiming(signInWindow(a), new Date())}
          successPath="/mobile/poster/success"
        />
      </section>
      <MobilePosterNav id={a.id} />
    </main>
  );
}
