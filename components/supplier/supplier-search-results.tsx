import { Empty } from 'antd';
import Link from 'next/link';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { formatCount } from '@/lib/format';
import { supplierSearchUrl, type SupplierSearchQuery } from '@/lib/supplier';
import { selectedSupplierBrands, supplierSearch } from '@/server/services/suppliers';
import { SupplierCard } from './supplier-card';
import styles from './supplier.module.css';
import { UrlPagination } from './url-pagination';

const PAGE_SIZE = 12;

function Chip({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <li>
      <Link href={href} aria-current={active ? 'true' : undefined} prefetch={false}>
        {children}
      </Link>
    </li>
  );
}

/** The selected-supplier search (/yeation/more): keyword, category and brand. */
export async function SupplierSearchResults({ query }: { query: SupplierSearchQuery }) {
  const [page, tree, brandList] = await Promise.all([
    supplierSearch({ ...query, pageNo: query.page, pageSize: PAGE_SIZE }),
    frontCategoryTree(),
    selectedSupplierBrands(),
  ]);
  const brandChosen = (id: number) => query.brandIds.includes(id);
  return (
    <main className={`mall-container ${styles.page}`}>
      <p className={styles.breadcrumb}>
        <Link href="/yeation">优选供应商计划</Link> &gt; 优选供应商
      </p>
      <h1 className={styles.title}>
        {query.keyword ? `“${query.keyword}”的优选供应商` : '优选供应商'}
      </h1>
      <section aria-label="筛选" className={styles.filters}>
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>搜索</h2>
          <form action="/yeation/more" className={styles.searchForm} role="search">
            <input
              name="keyword"
              defaultValue={query.keyword}
              aria-label="供应商名称、主营产品或品牌"
              placeholder="供应商名称、主营产品或品牌"
              maxLength={50}
            />
            {query.categoryId ? (
              <input type="hidden" name="categoryId" value={query.categoryId} />
            ) : null}
            {query.brandIds.length ? (
              <input type="hidden" name="brandIds" value={query.brandIds.join(',')} />
            ) : null}
            <button type="submit">搜索</button>
          </form>
        </div>
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>分类</h2>
          <ul className={styles.chips} aria-label="分类">
            <Chip
              href={supplierSearchUrl(query, { categoryId: undefined })}
              active={!query.categoryId}
            >
              全部
            </Chip>
            {tree.map((c) => (
              <Chip
                key={c.id}
                href={supplierSearchUrl(query, { categoryId: c.id })}
                active={query.categoryId === c.id}
              >
                {c.name}
              </Chip>
            ))}
          </ul>
        </div>
        <div className={styles.filterRow}>
          <h2 className={styles.filterLabel}>品牌</h2>
          <ul className={styles.chips} aria-label="品牌">
            <Chip
              href={supplierSearchUrl(query, { brandIds: [], brandName: undefined })}
              active={!query.brandIds.length && !query.brandName}
            >
              全部
            </Chip>
            {brandList.map((b) => (
              <Chip
                key={b.id}
                href={supplierSearchUrl(query, {
                  brandIds: brandChosen(b.id)
                    ? query.brandIds.filter((x) => x !== b.id)
                    : [...query.brandIds, b.id],
                  brandName: undefined,
                })}
                active={brandChosen(b.id) || query.brandName === b.name}
              >
                {b.name}
              </Chip>
            ))}
          </ul>
        </div>
      </section>
      <div className={styles.toolbar}>
        <p role="status">共 {formatCount(page.total)} 家优选供应商</p>
      </div>
      {page.records.length ? (
        <ul className={styles.grid} aria-label="供应商列表">
          {page.records.map((s) => (
            <SupplierCard key={s.id} supplier={s} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Empty description="没有找到相关的优选供应商，换个关键词或分类试试" />
        </div>
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={supplierSearchUrl(query)}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </main>
  );
}
