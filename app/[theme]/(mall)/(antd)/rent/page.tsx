import dayjs from 'dayjs';
import type { Metadata } from 'next';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { FilterLinks } from '@/components/content/filter-links';
import { PageBanner } from '@/components/content/page-banner';
import { UrlPagination } from '@/components/keep-alive';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import { firstParam, pageParam, type SearchParams } from '@/lib/list-query';
import { listHref } from '@/lib/list-url';
import { pageBanners, RENT_KINDS, rentPage } from '@/server/services/content-pages';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// Kind and page live in the query string.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/rent', { title: '租赁资讯' });
}

/** /rent?kind=&pageNo=: equipment rental news (出租, 求租, 行情). */
export default async function RentPage({ searchParams }: Props) {
  const sp = await searchParams;
  const raw = firstParam(sp, 'kind');
  const kind = RENT_KINDS.find((k) => k === raw);
  const pageNo = pageParam(sp);
  const [banners, page] = await Promise.all([
    pageBanners('rent'),
    rentPage({ kind, pageNo, pageSize: 10 }),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>租赁资讯</h1>
      <PageBanner banners={banners} />
      <FilterLinks
        label="类型"
        options={[
          { label: '全部', href: '/rent', active: !kind },
          ...RENT_KINDS.map((k) => ({
            label: k,
            href: listHref('/rent', { kind: k }),
            active: k === kind,
          })),
        ]}
      />
      {page.records.length ? (
        <ul className={styles.rows} aria-label="租赁资讯列表">
          {page.records.map((r) => (
            <li key={r.id} className={styles.row}>
              {r.coverUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                <img
                  className={styles.rowCover}
                  src={resizedUrl(r.coverUrl, 400)}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <div className={styles.rowBody}>
                <h2 className={styles.rowTitle}>{r.title}</h2>
                {r.summary ? <p className={styles.summary}>{r.summary}</p> : null}
                <div className={styles.meta}>
                  {r.kind ? <span className={styles.tag}>{r.kind}</span> : null}
                  {r.equipment ? <span>{r.equipment}</span> : null}
                  {r.location ? <span>{r.location}</span> : null}
                  {r.price ? <span>参考价 {r.price}</span> : null}
                  <time dateTime={r.publishTime}>{dayjs(r.publishTime).format('YYYY-MM-DD')}</time>
                  <span>浏览 {formatCount(r.viewCount)}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="暂无该类租赁信息，看看其他类型" />
      )}
      <UrlPagination
        path="/rent"
        params={{ kind }}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
      />
    </main>
  );
}
