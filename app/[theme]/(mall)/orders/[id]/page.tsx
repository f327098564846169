import { notFound, redirect } from 'next/navigation';

type Props = { params: Promise<{ id: string }> };

/** The old /orders/:id: the order's page in the workbench (采购中心 · 订单详情). */
export default async function OrderDetailPage({ params }: Props) {
  const id = (await params).id;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  redirect(`/workbench/developer/orders/${id}`);
}
