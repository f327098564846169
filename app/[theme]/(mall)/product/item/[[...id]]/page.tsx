import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProductDetailView } from '@/components/product/detail/product-detail-view';
import { productTag } from '@/lib/catalog-tags';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';
import { tagCachedPage } from '@/server/services/catalog-cache';
import { publicItemDetail } from '@/server/services/product-detail';
import { seoMetadata } from '@/server/services/seo';

// Rendered on first visit per theme and product, then served from cache; per-user parts
// (agreement price, favourite, cart) are client islands that call the API.
export const revalidate = 300;
export async function generateStaticParams(): Promise<{ id: string[] }[]> {
  return [];
}

type Props = { params: Promise<{ theme: string; id?: string[] }> };

// Keyed by the path text so the metadata and the page share one load.
const loadProduct = cache(async (path: string) => {
  const id = parseId(path);
  if (!id) notFound();
  try {
    return await publicItemDetail(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct(((await params).id ?? []).join('/'));
  return seoMetadata(`/product/item/${product.id}`, { title: product.name });
}

/** /product/item/:id? — a product's detail; a missing or off-shelf product is a 404. */
export default async function ProductItemPage({ params }: Props) {
  const path = ((await params).id ?? []).join('/');
  // A supplier's save or an ops decision expires this page at once, its 404 too (lib/catalog-tags).
  const id = parseId(path);
  if (id) await tagCachedPage([productTag(id)]);
  const product = await loadProduct(path);
  return <ProductDetailView product={product} />;
}
