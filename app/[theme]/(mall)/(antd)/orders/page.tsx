import { redirect } from 'next/navigation';

/** The old /orders: the buyer's orders live in the workbench (采购中心 · 我的订单). */
export default function OrdersPage() {
  redirect('/workbench/developer/orders');
}
