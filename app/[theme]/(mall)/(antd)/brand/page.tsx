import type { Metadata } from 'next';
import { BrandDirectory } from '@/components/product/brand/brand-directory';
import styles from '@/components/product/brand/brand.module.css';
import { brandDirectory } from '@/server/services/brands';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/brand', { title: '品牌馆' });
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
