import type { Metadata } from 'next';
import { CertificateEntryForm } from '@/components/opportunity/certificate-entry-form';
import { posterActivityOf } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';
import { seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/mobile/poster/certificateEntry', { title: '领取参会证书' });
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
