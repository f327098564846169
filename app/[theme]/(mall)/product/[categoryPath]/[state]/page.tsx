import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { ProductListing } from '@/components/product/listing/product-listing';
import { categoryPath } from '@/lib/category-tree';
import {
  ALL_CATEGORIES_SEGMENT,
  listingPath,
  listingTitle,
  parseCategoryPath,
  parseListingState,
} from '@/lib/product-query';
import { seoMetadata } from '@/server/services/seo';

// Every listing is a cached page of its own: proxy.ts turns `/product/{path}?{query}` into
// `/product/{path|all}/{canonical query}`, so a popular search renders once a minute, not
// once per visitor. Nothing here reads the request; per-user parts are client islands.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ categoryPath: string; state: string }[]> {
  return [];
}

type Props = { params: Promise<{ categoryPath: string; state: string }> };

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
  const { categoryPath: segment, state } = await params;
  const { query, chain, path } = await listingOf(segment, state);
  // `/product?categoryId=37` names its category as `/product/5_22_37` does.
  const category = chain[chain.length - 1];
  const title = listingTitle(category?.name, query.keyword);
  if (category) return seoMetadata(listingPath(chain.map((n) => n.id)), { title });
  return query.keyword ? { title } : seoMetadata(path, { title });
}

/** /product?keyword=&brandIds=&categoryId=&categoryIds=&customRefer=&customWord=&sort=&page= */
export default async function ProductListPage({ params }: Props) {
  const { categoryPath: segment, state } = await params;
  return <ProductListing {...await listingOf(segment, state)} />;
}
