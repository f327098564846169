import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RfqSupplierList } from '@/components/rfq/rfq-supplier-list';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '询比价报价' };

/** 供应中心 · 询比价报价: invitations and open requests, my quotes, closed ones. */
export default function SupplierRfqPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>询比价报价</h1>
      <Suspense>
        <RfqSupplierList />
      </Suspense>
    </section>
  );
}
