import { Empty } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { NoticeOpener } from '@/components/supplier/notice-opener';
import styles from '@/components/supplier/supplier.module.css';
import { UrlPagination } from '@/components/supplier/url-pagination';
import { formatCount } from '@/lib/format';
import { supplierNoticePage } from '@/server/services/supplier-programs';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// The page number comes from the query string.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/supplierNotice/list', { title: '供应商公告' });
}

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** /supplierNotice/list?page= — notices to suppliers; members-only details need a member. */
export default async function SupplierNoticeListPage({ searchParams }: Props) {
  const raw = (await searchParams).page;
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(String(raw ?? '1'), 10) || 1));
  const page = await supplierNoticePage({ pageNo, pageSize: 10 });
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>供应商公告</h1>
      <p className={styles.lead}>
        标有“会员专享”的公告仅优选会员可查看详情，<Link href="/yeation">了解优选供应商计划</Link>。
      </p>
      {page.records.length ? (
        <ul className={styles.list} aria-label="公告列表">
          {page.records.map((n) => (
            <li key={n.id} className={styles.row}>
              <div className={styles.rowMain}>
                <h2 className={styles.rowTitle}>
                  <NoticeOpener notice={n} />
                </h2>
                <p className={styles.rowMeta}>
                  <span>{n.publishTime.slice(0, 10)}</span>
                  <span>浏览 {formatCount(n.viewCount)}</span>
                  {n.summary ? <span>{n.summary}</span> : null}
                </p>
              </div>
              {n.membersOnly ? (
                <span className={`${styles.badge} ${styles.badgeSelected}`}>会员专享</span>
              ) : (
                <span className={styles.badge}>公开</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Empty description="暂无公告" />
        </div>
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href="/supplierNotice/list"
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </main>
  );
}
