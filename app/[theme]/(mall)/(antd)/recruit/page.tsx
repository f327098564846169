import { Empty } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { RecruitStatus } from '@/components/supplier/recruit-status';
import styles from '@/components/supplier/supplier.module.css';
import { UrlPagination } from '@/components/supplier/url-pagination';
import { formatCount } from '@/lib/format';
import { normalizeKeyword } from '@/lib/search-box';
import { capitalText } from '@/lib/supplier';
import { recruitPage } from '@/server/services/opportunity';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// The name and page come from the query string.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/recruit', { title: '供应商招募' });
}

type Props = { searchParams: Promise<{ name?: string | string[]; page?: string | string[] }> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /recruit?name=&page= — buyers' supplier recruitments, newest first. */
export default async function RecruitListPage({ searchParams }: Props) {
  const sp = await searchParams;
  const name = normalizeKeyword(one(sp.name)).slice(0, 100);
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(one(sp.page) ?? '1', 10) || 1));
  const page = await recruitPage({ name: name || undefined, pageNo, pageSize: 10 });
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>供应商招募</h1>
      <form
        action="/recruit"
        className={styles.searchForm}
        role="search"
        style={{ marginBottom: 16 }}
      >
        <input
          name="name"
          defaultValue={name}
          aria-label="招募名称"
          placeholder="搜索招募名称"
          maxLength={100}
        />
        <button type="submit">搜索</button>
      </form>
      <p role="status" className={styles.lead} style={{ margin: '0 0 12px' }}>
        共 {formatCount(page.total)} 条招募
      </p>
      {page.records.length ? (
        <ul className={styles.list} aria-label="招募列表">
          {page.records.map((r) => (
            <li key={r.id} className={styles.row}>
              <div className={styles.rowMain}>
                <h2 className={styles.rowTitle}>
                  <Link href={`/recruit/item?id=${r.id}`} prefetch={false}>
                    {r.name}
                  </Link>
                </h2>
                <p className={styles.rowMeta}>
                  <span>{r.enterpriseName}</span>
                  <span>注册资本要求：{capitalText(r.capital)}</span>
                  <span>服务范围：{r.serviceScope.join('、') || '不限'}</span>
                  <span>发布：{r.publicationDate.slice(0, 10)}</span>
                  <span>截止：{r.deadline.slice(0, 10)}</span>
                </p>
              </div>
              <RecruitStatus text={r.statusDesc} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Empty description="没有找到相关招募，换个关键词试试" />
        </div>
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={name ? `/recruit?name=${encodeURIComponent(name)}` : '/recruit'}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </main>
  );
}
