import { workbenchHref } from '@/lib/workbench-nav';

/** The centre a order screen is shown in: the buyer's 采购中心 or the supplier's 供应中心. */
export type OrderSide = 'developer' | 'supplier';

export const orderListPath = (side: OrderSide) => workbenchHref(side, 'orders');
export const orderDetailPath = (side: OrderSide, id: number) => workbenchHref(side, `orders/${id}`);
