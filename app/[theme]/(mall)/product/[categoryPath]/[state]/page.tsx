import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { ProductListing } from '@/components/product/listing/product-listing';
import { canonicalOf } from '@/lib/canonical';
import { categoryPath } from '@/lib/category-tree';
import { pageSeo } from '@/lib/page-seo';
import {
  ALL_CATEGORIES_SEGMENT,
  listingPath,
  parseCategoryPath,
  parseListingState,
  serializeProductQuery,
} from '@/lib/product-query';
import { pageAds } from '@/server/services/ads';
import { pageMetadata } from '@/server/services/seo';

// Every listing is a cached page of its own: proxy.ts turns `/product/{path}?{query}` into
// `/product/{path|all}/{canonical query}`, so a popular search renders once a minute, not
// once per visitor. Nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ categoryPath: string; state: string }[]> {
  return [];
}

type Props = { params: Promise<{ theme?: string; categoryPath: string; state: string }> };

/**
 * The listing of an internal path: the category chain of `{first}_{second}_{third}` (up to 3
 * levels, spec §2) or all categories, and the state; anything else is a 404.
 */
const listingOf = cache(async (segment: string, state: string) => {
  const query = parseListingState(state);
  if (!query) notFound();
  const tree = await frontCategoryTree();
  if (segment === ALL_CATEGORIES_SEGMENT) {
    const chain = query.categoryId ? (categoryPath(tree, query.categoryId) ?? []) : [];
    return { query, tree, chain, path: listingPath() };
  }
  const ids = parseCategoryPath(segment);
  const last = ids?.[ids.length - 1];
  const chain = last ? categoryPath(tree, last) : null;
  if (!ids || !chain || chain.length !== ids.length || chain.some((n, i) => n.id !== ids[i])) {
    notFound();
  }
  return { query, tree, chain, path: listingPath(ids) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, categoryPath: segment, state } = await params;
  const { query, chain, path } = await listingOf(segment, state);
  // `/product?categoryId=37` is the same list as `/product/2_37`: canonical to the path form.
  const category = chain[chain.length - 1];
  const search = new URLSearchParams(serializeProductQuery(query));
  if (category) search.delete('categoryId');
  const canonical = canonicalOf(category ? listingPath(chain.map((n) => n.id)) : path, search);
  const seo = pageSeo({
    kind: 'listing',
    path: canonical.path,
    category: category?.name,
    parents: chain.slice(0, -1).map((n) => n.name),
    keyword: query.keyword,
  });
  return pageMetadata(theme, seo, { index: canonical.index });
}

/** /product?keyword=&brandIds=&categoryId=&categoryIds=&customRefer=&customWord=&sort=&page= */
export default async function ProductListPage({ params }: Props) {
  const { theme, categoryPath: segment, state } = await params;
  const [listing, ads] = await Promise.all([
    listingOf(segment, state),
    pageAds(theme, 'product-list'),
  ]);
  return <ProductListing {...listing} ads={ads} />;
}
