import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderList } from '@/components/order/order-list';
import styles from '@/components/workbench/workbench.module.css';

export const metadata: Metadata = { title: '我的订单' };

/** 采购中心 · 我的订单: tabs, search and pages live in the URL, read by the client island. */
export default function DeveloperOrdersPage() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>我的订单</h1>
      <Suspense>
        <OrderList side="developer" />
      </Suspense>
    </section>
  );
}
