import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RfqList } from '@/components/rfq/rfq-list';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '询比价' };

/** 采购中心 · 询比价: tabs, search and pages live in the URL, read by the client island. */
export default function DeveloperRfqPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>询比价</h1>
      <Suspense>
        <RfqList />
      </Suspense>
    </section>
  );
}
