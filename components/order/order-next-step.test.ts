import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/api/modules/order';
import { orderNextStep } from './order-next-step';

const step = (level: number, name: string, status: 'pending' | 'approved' | 'rejected') => ({
  level,
  approverId: level,
  approverName: name,
  status,
  note: null,
  decidedAt: null,
});

const facts = (over: Partial<OrderDetail>) =>
  ({ status: 'pending_approval', approvals: [], events: [], autoReceiveAt: null, ...over }) as Pick<
    OrderDetail,
    'status' | 'approvals' | 'events' | 'autoReceiveAt'
  >;

describe('orderNextStep', () => {
  it('names the approver whose turn it is and the level', () => {
    const approvals = [step(1, '高雅琴', 'approved'), step(2, '刘振华', 'pending')];
    expect(orderNextStep(facts({ approvals }))).toBe('等待 刘振华 审核（第 2/2 级）');
  });
  it('gives the automatic receipt time in Asia/Shanghai', () => {
    expect(
      orderNextStep(facts({ status: 'shipped', autoReceiveAt: '2026-12-05T16:30:00.000Z' })),
    ).toBe('商品已全部发出，等待确认收货；自动确认收货时间：2026-12-06 00:30');
  });
  it('repeats the reason an order was closed with', () => {
    const events = [
      {
        id: 2,
        action: 'refuse' as const,
        actionText: '供应商拒绝',
        fromStatus: 'awaiting_supplier' as const,
        toStatus: 'refused' as const,
        actorName: '李经理',
        actorRole: 'supplier' as const,
        note: '该型号停产',
        createdAt: '2026-11-25T02:00:00.000Z',
      },
    ];
    expect(orderNextStep(facts({ status: 'refused', events }))).toBe(
      '供应商拒绝了订单：该型号停产',
    );
    expect(orderNextStep(facts({ status: 'cancelled' }))).toBe('订单已取消');
  });
});
