import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderList } from '@/components/order/order-list';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '订单管理' };

/** 供应中心 · 订单管理: tabs, search and pages live in the URL, read by the client island. */
export default function SupplierOrdersPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>订单管理</h1>
      <Suspense>
        <OrderList side="supplier" />
      </Suspense>
    </section>
  );
}
