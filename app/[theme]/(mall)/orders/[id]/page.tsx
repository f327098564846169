import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/cart/cart.module.css';
import { OrderDetailView } from '@/components/cart/order-detail-view';

export const metadata: Metadata = { title: '订单详情' };

type Props = { params: Promise<{ id: string }> };

/** /orders/:id: the order itself is the buyer's own, loaded by the client island. */
export default async function OrderDetailPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return (
    <main className={`mall-container ${styles.page}`}>
      <h1 className={styles.title}>订单详情</h1>
      <OrderDetailView id={id} />
    </main>
  );
}
