import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { PageBanner } from '@/components/content/page-banner';
import { CaseGrid, HallGrid } from '@/components/design/design-cards';
import { pageBanners } from '@/server/services/content-pages';
import { designCasePage, designHallPage, listDesignStyles } from '@/server/services/designs';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/designs', { title: '设计' });
}

/** /designs: the design channel's front page: banner, styles, new cases, recommended halls. */
export default async function DesignsHomePage() {
  const [banners, styleList, cases, halls] = await Promise.all([
    pageBanners('design'),
    listDesignStyles(),
    designCasePage({ pageNo: 1, pageSize: 8 }),
    designHallPage({ pageNo: 1, pageSize: 8 }),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>设计</h1>
      <PageBanner banners={banners} />
      <ul className={styles.filters} aria-label="按风格找案例">
        <li className={styles.filterLabel}>风格</li>
        {styleList.map((s) => (
          <li key={s.id}>
            <Link href={`/designs/design-case?styleId=${s.id}`} prefetch={false}>
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.subtitle}>
        精选案例 <Link href="/designs/design-case">查看全部</Link>
      </h2>
      {cases.records.length ? (
        <CaseGrid cases={cases.records} label="精选案例" />
      ) : (
        <EmptyState text="暂无设计案例" />
      )}
      <h2 className={styles.subtitle}>
        推荐设计馆 <Link href="/design">进入设计大厅</Link>
      </h2>
      {halls.records.length ? (
        <HallGrid halls={halls.records} label="推荐设计馆" />
      ) : (
        <EmptyState text="暂无设计馆" />
      )}
    </main>
  );
}
