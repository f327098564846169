import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/cart/cart.module.css';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { ConfirmOrder } from '@/components/cart/confirm-order';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/confirm-order', { title: '确认订单' });
}

/** /confirm-order?ids=: the chosen cart lines are read by the client island. */
export default function ConfirmOrderPage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>确认订单</h1>
      <CheckoutSteps current={1} />
      <Suspense>
        <ConfirmOrder />
      </Suspense>
    </main>
  );
}
