import type { Metadata } from 'next';
import { ProductForm } from '@/components/supplier-product/product-form';
import styles from '@/components/workbench/workbench.module.css';
import { categoryTree } from '@/server/services/category';

export const metadata: Metadata = { title: '发布商品' };
export const dynamic = 'force-dynamic';

/** 供应中心 · 发布商品: a new product goes to ops review. */
export default async function NewProductPage() {
  const tree = await categoryTree(true);
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>发布商品</h1>
      <ProductForm tree={tree} detail={null} />
    </section>
  );
}
