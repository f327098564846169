import type { Metadata } from 'next';
import { RfqForm } from '@/components/rfq/rfq-form';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '新建询比价' };

/** 采购中心 · 新建询比价 (saved as a draft, or published at once). */
export default function NewRfqPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>新建询比价</h1>
      <RfqForm />
    </section>
  );
}
