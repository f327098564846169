import Link from 'next/link';
import type { BrandEntry, Page, RecommendedItem } from '@/api/types';
import { ProductCard } from '@/components/home/product-card';
import homeStyles from '@/components/home/home.module.css';
import { LinkPagination } from '@/components/pagination/link-pagination';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import styles from './brand.module.css';

interface Props {
  brand: BrandEntry;
  page: Page<RecommendedItem>;
}

/** /brand/{webmap}: the brand header and its products, paged by `?pageNo=`. */
export function BrandPage({ brand, page }: Props) {
  const href = (n: number) =>
    `/brand/${encodeURIComponent(brand.webmap)}${n > 1 ? `?pageNo=${n}` : ''}`;
  return (
    <>
      <header className={styles.header}>
        {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
        <img src={resizedUrl(brand.url, 160)} alt={`${brand.name} 标志`} width={120} height={120} />
        <div>
          <h1 className={styles.title}>
            {brand.name} <span className={styles.brandLatin}>{brand.brandName}</span>
          </h1>
          <p className={styles.count}>共 {formatCount(brand.productCount)} 件在售商品</p>
          <Link href="/brand" className={styles.back}>
            全部品牌
          </Link>
        </div>
      </header>
      <section aria-labelledby="brand-products">
        <h2 id="brand-products" className={styles.sectionTitle}>
          品牌商品
        </h2>
        {page.records.length ? (
          <ul className={homeStyles.products}>
            {page.records.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>该品牌暂无在售商品</p>
        )}
        <LinkPagination
          className={styles.pager}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
          href={href}
        />
      </section>
    </>
  );
}
