import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/cart/cart.module.css';
import { OrderList } from '@/components/cart/order-list';
import { seoMetadata } from '@/server/services/seo';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/orders', { title: '我的订单' });
}

/** /orders: the buyer's orders; status and page live in the query, read by the client island. */
export default function OrdersPage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>我的订单</h1>
      <div className={styles.panel}>
        <Suspense>
          <OrderList />
        </Suspense>
      </div>
    </main>
  );
}
