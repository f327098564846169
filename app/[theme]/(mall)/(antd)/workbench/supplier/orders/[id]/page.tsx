import type { Metadata } from 'next';
import { OrderDetailView } from '@/components/order/order-detail';
import { loadOrderForPage } from '@/server/services/order-page';

export const metadata: Metadata = { title: '订单详情' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** 供应中心 · 订单详情; an order the viewer may not see is a 404. */
export default async function SupplierOrderPage({ params }: Props) {
  const { id, order } = await loadOrderForPage((await params).id);
  return <OrderDetailView id={id} side="supplier" initial={order} />;
}
