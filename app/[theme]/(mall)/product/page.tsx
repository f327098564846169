import type { Metadata } from 'next';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { ProductListing } from '@/components/product/listing/product-listing';
import { categoryPath } from '@/lib/category-tree';
import { parseProductQuery } from '@/lib/product-query';
import { seoMetadata } from '@/server/services/seo';

// Results depend on the query string, which the ISR cache cannot key on: every request renders.
// It stays cheap: one search and one aggregation in parallel, identical queries within 30 s
// answered from the search service's cache, and the theme shell read from its own cache.
export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword } = parseProductQuery(await searchParams);
  return keyword
    ? { title: `${keyword} - 商品搜索` }
    : seoMetadata('/product', { title: '全部商品' });
}

/** /product?keyword=&brandIds=&categoryId=&categoryIds=&customRefer=&customWord=&sort=&page= */
export default async function ProductListPage({ searchParams }: Props) {
  const query = parseProductQuery(await searchParams);
  const tree = await frontCategoryTree();
  const chain = query.categoryId ? (categoryPath(tree, query.categoryId) ?? []) : [];
  return <ProductListing query={query} tree={tree} chain={chain} path="/product" />;
}
