import type { Metadata } from 'next';
import styles from '@/components/cart/cart.module.css';
import { CartView } from '@/components/cart/cart-view';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { seoMetadata } from '@/server/services/seo';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/shopping-cart', { title: '我的采购车' });
}

/** /shopping-cart: the shell is shared; the buyer's lines load in the client island. */
export default function ShoppingCartPage() {
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>我的采购车</h1>
      <CheckoutSteps current={0} />
      <CartView />
    </main>
  );
}
