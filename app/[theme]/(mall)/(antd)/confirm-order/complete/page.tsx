import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/cart/cart.module.css';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { OrderComplete } from '@/components/cart/order-complete';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/confirm-order/complete', { title: '订单提交成功' });
}

/** /confirm-order/complete?orderNos=: the last step of the checkout. */
export default function OrderCompletePage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <CheckoutSteps current={2} />
      <div className={styles.complete}>
        <Suspense>
          <OrderComplete />
        </Suspense>
      </div>
    </main>
  );
}
