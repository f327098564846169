import type { Metadata } from 'next';
import styles from '@/components/cart/cart.module.css';
import { CartView } from '@/components/cart/cart-view';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/shopping-cart', { title: '我的采购车' });
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
