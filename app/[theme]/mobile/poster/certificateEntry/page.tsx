import type { Metadata } from 'next';
import { CertificateEntryForm } from '@/components/opportunity/certificate-entry-form';
import { posterActivityOf, posterMetadata } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const a = await posterActivityOf(await searchParams);
  return posterMetadata((await params).theme, a, '领取参会证书');
}

/** /mobile/poster/certificateEntry?id=: attendees who signed in look up their certificate. */
export default async function CertificateEntryPage({ searchParams }: Props) {
  const a = await posterActivityOf(await searchParams);
  return (
    <main>
      <section className={styles.card}>
        <h2>领取参会证书</h2>
        <p className={styles.muted}>{a.marketingName}</p>
        <p className={styles.muted}>完成现场签到的参会人可凭报名手机号领取电子参会证书。</p>
        <CertificateEntryForm activityId={a.id} />
      </section>
      <MobilePosterNav id={a.id} />
    </main>
  );
}
