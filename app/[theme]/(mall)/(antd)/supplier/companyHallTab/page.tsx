import { Empty } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SupplierCard } from '@/components/supplier/supplier-card';
import styles from '@/components/supplier/supplier.module.css';
import { UrlPagination } from '@/components/supplier/url-pagination';
import { formatCount } from '@/lib/format';
import { companyHallPage, companyHallTabs } from '@/server/services/suppliers';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// The tab and page come from the query string.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/supplier/companyHallTab', { title: '企业馆' });
}

type Props = { searchParams: Promise<{ tab?: string | string[]; page?: string | string[] }> };

const int = (v: string | string[] | undefined) =>
  Math.max(0, Number.parseInt(String(Array.isArray(v) ? v[0] : (v ?? '0')), 10) || 0);

/** /supplier/companyHallTab?tab=&page= — selected suppliers' showrooms by level-1 category. */
export default async function CompanyHallPage({ searchParams }: Props) {
  const sp = await searchParams;
  const tabs = await companyHallTabs();
  const tab = tabs.find((t) => t.key === int(sp.tab)) ?? tabs[0]!;
  const pageNo = Math.min(10_000, Math.max(1, int(sp.page)));
  const page = await companyHallPage(tab.key, { pageNo, pageSize: 12 });
  const tabHref = (key: number) =>
    key ? `/supplier/companyHallTab?tab=${key}` : '/supplier/companyHallTab';
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>企业馆</h1>
      <p className={styles.lead}>
        走进优选供应商的企业展厅：工厂实景、VR看厂、项目案例与资质证照。
      </p>
      <nav aria-label="企业馆分类" className={styles.filters}>
        <ul className={styles.chips} style={{ padding: 12 }}>
          {tabs.map((t) => (
            <li key={t.key}>
              <Link
                href={tabHref(t.key)}
                aria-current={t.key === tab.key ? 'true' : undefined}
                prefetch={false}
              >
                {`${t.name}（${formatCount(t.count)}）`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.records.length ? (
        <ul className={styles.grid} aria-label="企业展厅">
          {page.records.map((s) => (
            <SupplierCard key={s.id} supplier={s} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Empty description="该分类下暂无企业展厅" />
        </div>
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={tabHref(tab.key)}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </main>
  );
}
