import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BrandDirectory } from '@/components/product/brand/brand-directory';
import { BrandPage } from '@/components/product/brand/brand-page';
import styles from '@/components/product/brand/brand.module.css';
import { HttpError } from '@/server/http/errors';
import {
  BRAND_PAGE_SIZE,
  brandByWebmap,
  brandDirectory,
  brandProducts,
} from '@/server/services/brands';
import { seoMetadata } from '@/server/services/seo';

// The answer depends on the query string, which the theme layout's cache cannot key on.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string; webmap?: string[] }>;
  searchParams: Promise<{ pageNo?: string | string[] }>;
};

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Shared by generateMetadata and the page within one request.
const findBrandAt = cache(async (path: string) => {
  if (!path) return null;
  if (path.includes('/')) notFound();
  try {
    return await brandByWebmap(decoded(path));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
});
const findBrand = (segments: string[] | undefined) => findBrandAt((segments ?? []).join('/'));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await findBrand((await params).webmap);
  return seoMetadata(brand ? `/brand/${brand.webmap}` : '/brand', {
    title: brand ? `${brand.name}品牌馆` : '品牌馆',
  });
}

/** /brand: the A–Z brand directory; /brand/{webmap}: one brand and its products. */
export default async function BrandRoute({ params, searchParams }: Props) {
  const brand = await findBrand((await params).webmap);
  if (!brand) {
    return (
      <main className={`mall-container ${styles.page}`}>
        <h1 className={styles.title}>品牌馆</h1>
        <BrandDirectory list={await brandDirectory()} />
      </main>
    );
  }
  const raw = (await searchParams).pageNo;
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(String(raw ?? '1'), 10) || 1));
  const page = await brandProducts(brand.id, { pageNo, pageSize: BRAND_PAGE_SIZE });
  return (
    <main className={`mall-container ${styles.page}`}>
      <BrandPage brand={brand} page={page} />
    </main>
  );
}
