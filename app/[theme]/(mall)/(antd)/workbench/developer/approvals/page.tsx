import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PendingApprovals } from '@/components/order/pending-approvals';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '待我审核' };

/** 采购中心 · 待我审核: orders waiting for the viewer's decision. */
export default function ApprovalsPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>待我审核</h1>
      <Suspense>
        <PendingApprovals />
      </Suspense>
    </section>
  );
}
