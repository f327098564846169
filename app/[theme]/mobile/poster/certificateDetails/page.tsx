import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { idOrNotFound, orNotFound } from '@/components/opportunity/load';
import { posterActivityOf, posterMetadata } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';
import { firstParam } from '@/lib/list-url';
import { formatDay } from '@/lib/opportunity-rules';
import { attendanceCertificate } from '@/server/services/activities';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const a = await posterActivityOf(await searchParams);
  return posterMetadata((await params).theme, a, '参会证书');
}

/** /mobile/poster/certificateDetails?id=&no=: the attendance certificate. */
export default async function CertificateDetailsPage({ searchParams }: Props) {
  const sp = await searchParams;
  const id = idOrNotFound(sp.id);
  const no = firstParam(sp.no)?.slice(0, 64);
  if (!no) notFound();
  const cert = await orNotFound(attendanceCertificate(id, { no }));
  return (
    <main>
      <section className={`${styles.card} ${styles.certificate}`} aria-label="参会证书">
        <h1>参会证书</h1>
        <p>
          兹证明 <strong>{cert.name}</strong>（{cert.tenantName}）
        </p>
        <p>
          于 {formatDay(cert.signedInAt)} 参加了
          <br />
          <strong>{cert.activityName}</strong>
        </p>
        {cert.organizer ? <p>主办单位：{cert.organizer}</p> : null}
        <p className={styles.muted}>证书编号：{cert.no}</p>
      </section>
      <MobilePosterNav id={cert.activityId} />
    </main>
  );
}
