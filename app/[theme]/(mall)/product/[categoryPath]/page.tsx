import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { frontCategoryTree } from '@/components/product/listing/front-tree';
import { ProductListing } from '@/components/product/listing/product-listing';
import { categoryPath } from '@/lib/category-tree';
import { listingPath, parseCategoryPath, parseProductQuery } from '@/lib/product-query';
import { seoMetadata } from '@/server/services/seo';

// Per-query like /product (see there): rendered on every request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ categoryPath: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The category chain of `/product/{first}_{second}_{third}`, or 404 when it is not one. */
async function chainOf(segment: string) {
  const ids = parseCategoryPath(segment);
  const last = ids?.[ids.length - 1];
  if (!ids || !last) notFound();
  const chain = categoryPath(await frontCategoryTree(), last);
  if (!chain || chain.length !== ids.length || chain.some((n, i) => n.id !== ids[i])) notFound();
  return chain;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryPath: segment } = await params;
  const chain = await chainOf(segment);
  return seoMetadata(`/product/${segment}`, { title: chain[chain.length - 1]!.name });
}

/** A category listing: level ids joined by underscores, up to 3 levels (spec §2). */
export default async function CategoryListPage({ params, searchParams }: Props) {
  const [{ categoryPath: segment }, search] = await Promise.all([params, searchParams]);
  const chain = await chainOf(segment);
  const query = { ...parseProductQuery(search), categoryId: undefined };
  return (
    <ProductListing
      query={query}
      tree={await frontCategoryTree()}
      chain={chain}
      path={listingPath(chain.map((n) => n.id))}
    />
  );
}
