import dayjs from 'dayjs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdSlot } from '@/components/content/ad-slot';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { FilterLinks } from '@/components/content/filter-links';
import { KeepAliveScroll, UrlPagination } from '@/components/keep-alive';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import { idParam, pageParam, type SearchParams } from '@/lib/list-query';
import { listHref } from '@/lib/list-url';
import { pageAds } from '@/server/services/ads';
import { INFORMATION_TYPES, informationPage } from '@/server/services/home-content';
import { listMetadata } from '@/server/services/seo';

// Column and page live in the URL, so Back from an article returns to the same list state.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

/** Information page size (spec §9). */
const PAGE_SIZE = 10;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listMetadata((await params).theme, '/information/list', await searchParams, {
    title: '行业资讯',
  });
}

/** /information/list?type=&pageNo=: articles by column, kept alive across a detail visit. */
export default async function InformationListPage({ params, searchParams }: Props) {
  const sp = await searchParams;
  const rawType = idParam(sp, 'type');
  const type = rawType && rawType <= INFORMATION_TYPES.length ? rawType : undefined;
  const pageNo = pageParam(sp);
  const [page, ads] = await Promise.all([
    informationPage({ type, pageNo, pageSize: PAGE_SIZE }),
    pageAds((await params).theme, 'information'),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <KeepAliveScroll />
      <h1 className={styles.title}>行业资讯</h1>
      <FilterLinks
        label="栏目"
        options={[
          { label: '全部', href: '/information/list', active: !type },
          ...INFORMATION_TYPES.map((name, i) => ({
            label: name,
            href: listHref('/information/list', { type: i + 1 }),
            active: type === i + 1,
          })),
        ]}
      />
      {page.records.length ? (
        <ul className={styles.rows} aria-label="资讯列表">
          {page.records.map((a) => (
            <li key={a.id} className={styles.row}>
              {a.coverUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                <img
                  className={styles.rowCover}
                  src={resizedUrl(a.coverUrl, 400)}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <div className={styles.rowBody}>
                <h2 className={styles.rowTitle}>
                  <Link href={`/information/details/${a.id}`} prefetch={false}>
                    {a.title}
                  </Link>
                </h2>
                {a.summary ? <p className={styles.summary}>{a.summary}</p> : null}
                <div className={styles.meta}>
                  {a.isTop ? <span className={styles.tag}>置顶</span> : null}
                  {a.groupName ? <span>{a.groupName}</span> : null}
                  <time dateTime={a.publishTime}>{dayjs(a.publishTime).format('YYYY-MM-DD')}</time>
                  {a.source ? <span>{a.source}</span> : null}
                  <span>阅读 {formatCount(a.viewCount ?? 0)}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="该栏目暂无资讯，看看其他栏目" />
      )}
      <UrlPagination
        path="/information/list"
        params={{ type }}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
      />
      <AdSlot ads={ads} />
    </main>
  );
}
