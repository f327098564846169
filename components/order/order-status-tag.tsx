import { Tag } from 'antd';
import { orderStatusText, type OrderStatus } from '@/lib/order-lifecycle';

const COLOR: Record<OrderStatus, string> = {
  pending_approval: 'orange',
  awaiting_supplier: 'gold',
  confirmed: 'blue',
  partially_shipped: 'cyan',
  shipped: 'geekblue',
  received: 'green',
  completed: 'success',
  rejected: 'red',
  refused: 'red',
  cancelled: 'default',
};

/** An order's status as a coloured tag, the same in both centres. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid="order-status">
      {orderStatusText(status)}
    </Tag>
  );
}
