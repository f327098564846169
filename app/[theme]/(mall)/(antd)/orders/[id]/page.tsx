import { notFound, redirect } from 'next/navigation';
import { parseId } from '@/lib/id';

type Props = { params: Promise<{ id: string }> };

/** The old /orders/:id: the order's page in the workbench (采购中心 · 订单详情). */
export default async function OrderDetailPage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  redirect(`/workbench/developer/orders/${id}`);
}
