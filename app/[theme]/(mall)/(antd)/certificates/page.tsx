import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import { EmptyState } from '@/components/content/empty-state';
import { FilterLinks } from '@/components/content/filter-links';
import { PageBanner } from '@/components/content/page-banner';
import { UrlPagination } from '@/components/keep-alive';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import { idParam, pageParam, type SearchParams } from '@/lib/list-query';
import { listHref } from '@/lib/list-url';
import { pageBanners } from '@/server/services/content-pages';
import {
  GREEN_PAGE_SIZE,
  greenHomePage,
  greenShowData,
  greenTownList,
} from '@/server/services/green';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// The product grid follows ?categoryId=&pageNo=.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/certificates', { title: '绿色低碳产品' });
}

/** /certificates: green/carbon figures, green towns and certified products by category. */
export default async function CertificatesPage({ searchParams }: Props) {
  const sp = await searchParams;
  const categoryId = idParam(sp, 'categoryId');
  const pageNo = pageParam(sp);
  const [banners, home, towns, page] = await Promise.all([
    pageBanners('certificates'),
    greenHomePage(),
    greenTownList(),
    greenShowData({ categoryId, pageNo, pageSize: GREEN_PAGE_SIZE }),
  ]);
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>绿色低碳产品</h1>
      <PageBanner banners={banners} />
      <ul className={styles.figures} aria-label="绿色低碳数据">
        <li>
          <strong>{formatCount(home.certificateCount)}</strong>认证证书
        </li>
        <li>
          <strong>{formatCount(home.productCount)}</strong>认证产品
        </li>
        <li>
          <strong>{formatCount(home.enterpriseCount)}</strong>获证企业
        </li>
        <li>
          <strong>{formatCount(home.townCount)}</strong>绿色小镇
        </li>
      </ul>
      <h2 className={styles.subtitle}>绿色小镇</h2>
      <ul className={styles.grid} aria-label="绿色小镇">
        {towns.map((t) => (
          <li key={t.id} className={styles.card}>
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img className={styles.cover} src={resizedUrl(t.logo, 320)} alt="" loading="lazy" />
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>{t.name}</h3>
              <div className={styles.meta}>
                {t.level ? <span className={styles.tag}>{t.level}</span> : null}
                <span>{t.province}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <h2 className={styles.subtitle} id="certified">
        认证产品
      </h2>
      <FilterLinks
        label="品类"
        options={[
          { label: '全部', href: '/certificates#certified', active: !categoryId },
          ...home.categories.map((c) => ({
            label: `${c.name}（${c.count}）`,
            href: `${listHref('/certificates', { categoryId: c.id })}#certified`,
            active: c.id === categoryId,
          })),
        ]}
      />
      {page.records.length ? (
        <ul className={styles.grid} aria-label="认证产品列表">
          {page.records.map((c) => (
            <li key={c.id} className={styles.card}>
              {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
              <img
                className={styles.cover}
                src={resizedUrl(c.imgUrl ?? '', 320)}
                alt=""
                loading="lazy"
              />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  {c.productId ? (
                    <Link href={`/product/item/${c.productId}`} prefetch={false}>
                      {c.name}
                    </Link>
                  ) : (
                    c.name
                  )}
                </h3>
                <div className={styles.meta}>
                  <span className={styles.tag}>{c.level}</span>
                  <span>{c.categoryName}</span>
                </div>
                <div className={styles.meta}>
                  <span>{c.tenantName}</span>
                  <span>证书编号 {c.certNo}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="该品类暂无认证产品，看看其他品类" />
      )}
      <UrlPagination
        path="/certificates"
        params={{ categoryId }}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
      />
    </main>
  );
}
