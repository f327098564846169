import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProductDetailView } from '@/components/product/detail/product-detail-view';
import { JsonLdScript } from '@/components/seo/json-ld';
import type { ProductDetail } from '@/api/types';
import { productTag } from '@/lib/catalog-tags';
import { parseId } from '@/lib/id';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/lib/page-seo';
import { skuPrice } from '@/lib/price';
import { listingPath } from '@/lib/product-query';
import { initialSku } from '@/lib/sku-selection';
import { HttpError } from '@/server/http/errors';
import { tagCachedPage } from '@/server/services/catalog-cache';
import { publicItemDetail } from '@/server/services/product-detail';
import { pageMetadata, pageUrls } from '@/server/services/seo';

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

/** The page's SEO facts: its price is the one the page shows first (the initial variant's). */
function productSeo(product: ProductDetail) {
  return pageSeo({
    kind: 'product',
    id: product.id,
    name: product.name,
    brand: product.brand?.name,
    categories: product.categoryNames,
    price: skuPrice(initialSku(product.skuDtoList)),
    unit: product.unit,
    supplier: product.supplier.name,
    image: product.mainImage,
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, id } = await params;
  return pageMetadata(theme, productSeo(await loadProduct((id ?? []).join('/'))));
}

async function productStructuredData(theme: string, product: ProductDetail) {
  const seo = productSeo(product);
  const { canonical, url } = await pageUrls(theme, seo);
  const sku = initialSku(product.skuDtoList);
  const crumbs = product.categoryNames.map((name, i) => ({
    name,
    url: url(listingPath(product.categoryIds.slice(0, i + 1))),
  }));
  return [
    productJsonLd({
      name: product.name,
      url: canonical,
      images: product.images.map(url),
      description: seo.description,
      sku: product.model,
      brand: product.brand?.name,
      category: product.categoryNames.filter(Boolean).join(' > '),
      seller: { name: product.supplier.name, url: url(product.supplier.showroomUrl) },
      price: skuPrice(sku),
      inStock: (sku?.stock ?? 0) > 0,
    }),
    breadcrumbJsonLd([
      { name: '首页', url: url('/') },
      ...crumbs.filter((c) => c.name),
      { name: product.name, url: canonical },
    ]),
  ];
}

/** /product/item/:id? — a product's detail; a missing or off-shelf product is a 404. */
export default async function ProductItemPage({ params }: Props) {
  const { theme, id: segments } = await params;
  const path = (segments ?? []).join('/');
  // A supplier's save or an ops decision expires this page at once, its 404 too (lib/catalog-tags).
  const id = parseId(path);
  if (id) await tagCachedPage([productTag(id)]);
  const product = await loadProduct(path);
  return (
    <>
      <JsonLdScript data={await productStructuredData(theme, product)} />
      <ProductDetailView product={product} />
    </>
  );
}
