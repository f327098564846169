import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { resizedUrl } from '@/lib/image-params';
import { ecologyPartnerList } from '@/server/services/content-pages';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/ecology', { title: '生态伙伴' });
}

/** /ecology: the ecology partners, each with its own page. */
export default async function EcologyPage() {
  const partners = await ecologyPartnerList();
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>生态伙伴</h1>
      {partners.length ? (
        <ul className={styles.rows} aria-label="生态伙伴">
          {partners.map((p) => (
            <li key={p.id} className={styles.row}>
              {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
              <img className={styles.rowCover} src={resizedUrl(p.bannerUrl, 400)} alt="" />
              <div className={styles.rowBody}>
                <h2 className={styles.rowTitle}>
                  <Link href={`/ecology/${p.code}`} prefetch={false}>
                    {p.name}
                  </Link>
                </h2>
                <p className={styles.summary}>{p.intro}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="暂无生态伙伴" />
      )}
    </main>
  );
}
