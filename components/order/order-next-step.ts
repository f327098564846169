import type { OrderDetail } from '@/api/modules/order';
import { formatDateTime } from '@/lib/format';

type NextStepFacts = Pick<OrderDetail, 'status' | 'approvals' | 'events' | 'autoReceiveAt'>;

/** The last reason given for the transition into the order's current status. */
function closingNote(order: NextStepFacts): string | null {
  const event = [...order.events].reverse().find((e) => e.toStatus === order.status);
  return event?.note?.trim() || null;
}

/** What happens next on an order, in a sentence for its header (e.g. 等待 高雅琴 审核（第 1/2 级）). */
export function orderNextStep(order: NextStepFacts): string {
  switch (order.status) {
    case 'pending_approval': {
      const step = order.approvals.find((a) => a.status === 'pending');
      return step
        ? `等待 ${step.approverName} 审核（第 ${step.level}/${order.approvals.length} 级）`
        : '等待审核';
    }
    case 'awaiting_supplier':
      return '审核已通过，等待供应商确认订单';
    case 'confirmed':
      return '供应商已确认，等待发货';
    case 'partially_shipped':
      return '供应商已发出部分商品，等待发出其余商品';
    case 'shipped':
      return order.autoReceiveAt
        ? `商品已全部发出，等待确认收货；自动确认收货时间：${formatDateTime(order.autoReceiveAt)}`
        : '商品已全部发出，等待确认收货';
    case 'received':
      return '已确认收货，售后期结束后订单自动完成';
    case 'completed':
      return '订单已完成';
    case 'rejected': {
      const note = closingNote(order);
      return note ? `订单审核被驳回：${note}` : '订单审核被驳回';
    }
    case 'refused': {
      const note = closingNote(order);
      return note ? `供应商拒绝了订单：${note}` : '供应商拒绝了订单';
    }
    case 'cancelled': {
      const note = closingNote(order);
      return note ? `订单已取消：${note}` : '订单已取消';
    }
    default:
      return '';
  }
}
