import type { Metadata } from 'next';
import { ProductImport } from '@/components/supplier-product/product-import';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '批量导入导出' };
export const dynamic = 'force-dynamic';

/** 供应中心 · 批量导入导出: xlsx template, import with per-row errors, export. */
export default function ProductImportPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>批量导入导出</h1>
      <ProductImport />
    </section>
  );
}
