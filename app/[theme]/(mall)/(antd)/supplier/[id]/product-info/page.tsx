import { Empty } from 'antd';
import type { Metadata } from 'next';
import listing from '@/components/product/listing/listing.module.css';
import { ProductCard } from '@/components/product/product-card';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import styles from '@/components/supplier/supplier.module.css';
import { UrlPagination } from '@/components/supplier/url-pagination';
import { formatCount } from '@/lib/format';
import { LISTING_PAGE_SIZE } from '@/lib/product-query';
import { normalizeKeyword } from '@/lib/search-box';
import { showroomPath } from '@/lib/supplier';
import { searchProducts } from '@/server/services/catalog-search';

// The page and keyword come from the query string.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string | string[]; keyword?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `产品信息 - ${showroom.shortName ?? showroom.name}` };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /supplier/:tenantId/product-info?keyword=&page= — the supplier's products (tenantItemSearch). */
export default async function ProductInfoPage({ params, searchParams }: Props) {
  const tenantId = tenantIdOf((await params).id);
  const sp = await searchParams;
  const keyword = normalizeKeyword(one(sp.keyword));
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(one(sp.page) ?? '1', 10) || 1));
  const page = await searchProducts({
    tenantId,
    keyword: keyword || undefined,
    brandIds: [],
    categoryIds: [],
    sort: 'relevance',
    pageNo,
    pageSize: LISTING_PAGE_SIZE,
  });
  const base = showroomPath(tenantId, 'product-info');
  const href = keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="products">
      <div className={styles.toolbar}>
        <h2 id="products" className={styles.panelTitle} style={{ margin: 0 }}>
          产品信息
        </h2>
        <form action={base} className={styles.searchForm} role="search">
          <input
            name="keyword"
            defaultValue={keyword}
            aria-label="搜索本店商品"
            placeholder="搜索本店商品"
          />
          <button type="submit">搜索</button>
        </form>
      </div>
      <p role="status" className={styles.lead} style={{ margin: '0 0 12px' }}>
        共 {formatCount(page.total)} 件商品
      </p>
      {page.records.length ? (
        <ul className={listing.grid} aria-label="商品列表">
          {page.records.map((item) => (
            <ProductCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <Empty
          description={keyword ? '没有找到相关商品，换个关键词试试' : '该供应商暂无在售商品'}
        />
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={href}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </section>
  );
}
