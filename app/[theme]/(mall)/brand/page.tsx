import type { Metadata } from 'next';
import { BrandDirectory } from '@/components/product/brand/brand-directory';
import styles from '@/components/product/brand/brand.module.css';
import { brandDirectory } from '@/server/services/brands';
import { seoMetadata } from '@/server/services/seo';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/brand', { title: '品牌馆' });
}

/** /brand: the A–Z brand directory. */
export default async function BrandDirectoryRoute() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>品牌馆</h1>
      <BrandDirectory list={await brandDirectory()} />
    </main>
  );
}
