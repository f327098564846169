import type { Advertise } from '@/api/modules/common';
import Link from 'next/link';
import { AdSlot } from '@/components/content/ad-slot';
import { LinkPagination } from '@/components/pagination/link-pagination';
import { categoryPath, type CategoryNode } from '@/lib/category-tree';
import { formatCount } from '@/lib/format';
import {
  createListingUrl,
  LISTING_PAGE_SIZE,
  listingPath,
  searchWords,
  type ProductQuery,
  type ProductSort,
} from '@/lib/product-query';
import { RECOMMENDED_CATEGORIES } from '@/lib/search-box';
import { listingTags } from '@/lib/catalog-tags';
import { searchNotice } from '@/lib/search-understanding';
import { tagCachedPage } from '@/server/services/catalog-cache';
import { searchProducts, searchRelatedInfo } from '@/server/services/catalog-search';
import { CompareBar } from '../compare/compare-bar';
import { ProductCard } from '../product-card';
import { CardActions } from './card-actions';
import { BrandFilter } from './brand-filter';
import { KeywordEcho } from './keyword-echo';
import { ListingTools } from './listing-tools';
import { SearchReport } from './search-report';
import styles from './listing.module.css';

interface Props {
  query: ProductQuery;
  /** The front category tree. */
  tree: CategoryNode[];
  /** The category chain of the listing (root first); empty for all products. */
  chain: CategoryNode[];
  /** Where the listing lives: `/product` or `/product/{path}`. */
  path: string;
  /** The realm's 商品列表 ad slot, under the results. */
  ads: Advertise[];
}

const SORT_TABS: { label: string; sorts: ProductSort[] }[] = [
  { label: '综合', sorts: ['relevance'] },
  { label: '价格', sorts: ['price_asc', 'price_desc'] },
  { label: '最新', sorts: ['newest'] },
  { label: '销量', sorts: ['sales'] },
];

const chainHref = (chain: readonly { id: number }[]) => listingPath(chain.map((n) => n.id));

/**
 * The product listing: breadcrumb, category and brand filters, sort bar, result count, grid and
 * pagination. One search and one aggregation, run together.
 */
export async function ProductListing({ query, tree, chain, path, ads }: Props) {
  const categoryId = chain[chain.length - 1]?.id ?? query.categoryId;
  const input = {
    keyword: query.keyword || undefined,
    brandIds: query.brandIds,
    categoryId,
    categoryIds: query.categoryIds,
    customRefer: query.customRefer,
    customWord: query.customWord,
    sort: query.sort,
    pageNo: query.page,
    pageSize: LISTING_PAGE_SIZE,
  };
  const [page, related] = await Promise.all([searchProducts(input), searchRelatedInfo(input)]);
  const notice = searchNotice(page.understanding);
  // A supplier's save expires exactly the cached listings it could change (lib/catalog-tags).
  await tagCachedPage(
    listingTags(
      input,
      page.records.map((r) => r.id),
    ),
  );
  // Category links carry the category in the path, so a categoryId query is dropped from them.
  // The links to other listing states are not prefetched: each prefetch would render a page
  // on the server, most of them never opened.
  const filterQuery: ProductQuery = { ...query, categoryId: undefined };
  const title =
    chain[chain.length - 1]?.name ?? (query.keyword ? `“${query.keyword}”` : '全部商品');

  return (
    <main className={`mall-container ${styles.page}`}>
      <nav aria-label="面包屑" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">首页</Link>
          </li>
          <li>
            <Link href="/product" prefetch={false}>
              全部商品
            </Link>
          </li>
          {chain.map((node, i) => (
            <li key={node.id}>
              {i === chain.length - 1 ? (
                <span aria-current="page">{node.name}</span>
              ) : (
                <Link
                  href={createListingUrl(chainHref(chain.slice(0, i + 1)), filterQuery)}
                  prefetch={false}
                >
                  {node.name}
                </Link>
              )}
            </li>
          ))}
          {query.keyword ? (
            <li>
              <span>搜索“{query.keyword}”</span>
            </li>
          ) : null}
        </ol>
      </nav>
      <h1 className="visually-hidden">{title}</h1>
      <KeywordEcho keyword={query.keyword} />

      <section aria-label="筛选" className={styles.filters}>
        {related.categories.length ? (
          <div className={styles.filterRow}>
            <h2 className={styles.filterLabel}>分类</h2>
            <ul className={styles.categoryList} aria-label="分类">
              {related.categories.map((c) => (
                <li key={c.id}>
                  <Link
                    href={createListingUrl(chainHref([...chain, c]), filterQuery)}
                    prefetch={false}
                  >
                    {c.name}
                    <span className={styles.count}>({formatCount(c.count)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {related.brands.length ? (
          <div className={styles.filterRow}>
            <h2 className={styles.filterLabel}>品牌</h2>
            <BrandFilter
              key={query.brandIds.join(',')}
              path={path}
              query={query}
              brands={related.brands}
            />
          </div>
        ) : null}
      </section>

      <div className={styles.toolbar}>
        <nav aria-label="排序" className={styles.sortBar}>
          {SORT_TABS.map((tab) => {
            const active = tab.sorts.includes(query.sort);
            const next =
              tab.sorts.length > 1 && active
                ? tab.sorts.find((s) => s !== query.sort)!
                : tab.sorts[0]!;
            const arrow =
              tab.sorts.length > 1 && active ? (query.sort === 'price_asc' ? '↑' : '↓') : '';
            return (
              <Link
                key={tab.label}
                href={createListingUrl(path, query, { sort: next })}
                prefetch={false}
                className={active ? styles.sortActive : undefined}
                aria-current={active ? 'true' : undefined}
              >
                {tab.label}
                {arrow ? <span aria-hidden>{arrow}</span> : null}
              </Link>
            );
          })}
        </nav>
        <p className={styles.total} role="status">
          共 {formatCount(page.total)} 件商品
        </p>
      </div>

      <ListingTools pageIds={page.records.map((r) => r.id)} />
      {notice ? (
        <p className={styles.notice} role="note">
          {notice}
        </p>
      ) : null}
      <SearchReport
        keyword={searchWords({ keyword: query.keyword, customWord: query.customWord })}
        total={page.total}
        offset={(page.pageNo - 1) * page.pageSize}
      >
        {page.records.length ? (
          <ul className={styles.grid} aria-label="商品列表">
            {page.records.map((item) => (
              <ProductCard
                key={item.id}
                item={item}
                actions={
                  <CardActions item={{ id: item.id, name: item.name, mainImage: item.mainImage }} />
                }
              />
            ))}
          </ul>
        ) : (
          <EmptyListing tree={tree} />
        )}
      </SearchReport>
      {page.total > page.pageSize ? (
        <div className={styles.pagination}>
          <LinkPagination
            current={query.page}
            total={page.total}
            pageSize={page.pageSize}
            href={(n) => createListingUrl(path, query, { page: n })}
          />
        </div>
      ) : null}
      <AdSlot ads={ads} />
      <CompareBar />
    </main>
  );
}

function EmptyListing({ tree }: { tree: CategoryNode[] }) {
  return (
    <section className={styles.empty} aria-label="没有找到商品">
      <p className={styles.emptyTitle}>没有找到相关商品</p>
      <p>建议减少关键词，或换一个更常用的词再试试。</p>
      <p>
        看看这些分类：
        {RECOMMENDED_CATEGORIES.map((c) => {
          const chain = categoryPath(tree, c.id);
          return (
            <Link
              key={c.id}
              className={styles.suggestion}
              href={chain ? chainHref(chain) : '/product'}
              prefetch={false}
            >
              {c.name}
            </Link>
          );
        })}
      </p>
    </section>
  );
}
