import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductList } from '@/components/supplier-product/product-list';
import styles from '@/components/workbench/workbench.module.css';
import { categoryTree } from '@/server/services/category';

export const metadata: Metadata = { title: '商品管理' };
export const dynamic = 'force-dynamic';

/** 供应中心 · 商品管理: the supplier's own products. */
export default async function SupplierProductsPage() {
  const tree = await categoryTree(true);
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>商品管理</h1>
      <Suspense>
        <ProductList tree={tree} />
      </Suspense>
    </section>
  );
}
