import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CompareView } from '@/components/product/compare/compare-view';
import styles from '@/components/product/compare/compare.module.css';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/compare-item', { title: '商品对比' });
}

/** /compare-item: the table is client-driven (compare store or a shared `?ids=`). */
export default function CompareItemPage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>商品对比</h1>
      <Suspense>
        <CompareView />
      </Suspense>
    </main>
  );
}
