import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BrandPage } from '@/components/product/brand/brand-page';
import styles from '@/components/product/brand/brand.module.css';
import { listingTags } from '@/lib/catalog-tags';
import { canonicalOf } from '@/lib/canonical';
import { pageSeo } from '@/lib/page-seo';
import { HttpError } from '@/server/http/errors';
import { BRAND_PAGE_SIZE, brandByWebmap, brandProducts } from '@/server/services/brands';
import { tagCachedPage } from '@/server/services/catalog-cache';
import { parseListStateParams } from '@/server/services/list-params';
import { pageQuery } from '@/server/services/paging';
import { pageMetadata } from '@/server/services/seo';

// A cached page per brand and page number: proxy.ts carries `?pageNo` in the state segment
// (see lib/cached-list), so nothing here reads the request.
export const revalidate = 60;
export async function generateStaticParams(): Promise<{ webmap: string; state: string }[]> {
  return [];
}

type Props = { params: Promise<{ theme: string; webmap: string; state: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Shared by generateMetadata and the page within one request.
const findBrand = cache(async (webmap: string) => {
  try {
    return await brandByWebmap(decoded(webmap));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, webmap, state } = await params;
  const brand = await findBrand(webmap);
  const seo = pageSeo({
    kind: 'brand',
    webmap: brand.webmap,
    name: brand.name,
    brandName: brand.brandName,
    intro: `共${brand.productCount}件在售产品`,
    logo: brand.url,
  });
  // Page 2 onwards of a brand is canonical to its first page and not indexed (lib/canonical).
  const { pageNo } = parseListStateParams(pageQuery(BRAND_PAGE_SIZE), state);
  const { index } = canonicalOf(seo.path, new URLSearchParams({ pageNo: String(pageNo) }));
  return pageMetadata(theme, seo, { index });
}

/** /brand/{webmap}?pageNo: one brand and its products. */
export default async function BrandRoute({ params }: Props) {
  const { webmap, state } = await params;
  const brand = await findBrand(webmap);
  const { pageNo } = parseListStateParams(pageQuery(BRAND_PAGE_SIZE), state);
  const page = await brandProducts(brand.id, { pageNo, pageSize: BRAND_PAGE_SIZE });
  // A product save of this brand expires the cached page (lib/catalog-tags).
  await tagCachedPage(
    listingTags(
      { brandId: brand.id },
      page.records.map((p) => p.id),
    ),
  );
  return (
    <main className={`mall-container ${styles.page}`}>
      <BrandPage brand={brand} page={page} />
    </main>
  );
}
