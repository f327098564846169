import Link from 'next/link';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { supplierSearchUrl, type SupplierSearchQuery } from '@/lib/supplier';
import { selectedSupplierBrands, supplierSearch } from '@/server/services/suppliers';
import { ChipRow, KeywordSearch } from './filter-panel';
import styles from './supplier.module.css';
import { SupplierResults } from './supplier-results';

const PAGE_SIZE = 12;

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
        <KeywordSearch
          action="/yeation/more"
          keyword={query.keyword}
          keep={{ categoryId: query.categoryId, brandIds: query.brandIds.join(',') }}
        />
        <ChipRow
          label="分类"
          chips={[
            {
              name: '全部',
              href: supplierSearchUrl(query, { categoryId: undefined }),
              active: !query.categoryId,
            },
            ...tree.map((c) => ({
              name: c.name,
              href: supplierSearchUrl(query, { categoryId: c.id }),
              active: query.categoryId === c.id,
            })),
          ]}
        />
        <ChipRow
          label="品牌"
          chips={[
            {
              name: '全部',
              href: supplierSearchUrl(query, { brandIds: [], brandName: undefined }),
              active: !query.brandIds.length && !query.brandName,
            },
            ...brandList.map((b) => ({
              name: b.name,
              href: supplierSearchUrl(query, {
                brandIds: brandChosen(b.id)
                  ? query.brandIds.filter((x) => x !== b.id)
                  : [...query.brandIds, b.id],
                brandName: undefined,
              }),
              active: brandChosen(b.id) || query.brandName === b.name,
            })),
          ]}
        />
      </section>
      <SupplierResults
        page={page}
        unit="家优选供应商"
        empty="没有找到相关的优选供应商，换个关键词或分类试试"
        href={supplierSearchUrl(query)}
      />
    </main>
  );
}
