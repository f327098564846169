import { describe, expect, it } from 'vitest';
import {
  approvalPlan,
  approvalPlanText,
  approvalRulesProblem,
  availableOrderActions,
  DEFAULT_APPROVAL_RULES,
  fullyShippedAfter,
  nextOrderStatus,
  orderStatusText,
  shipmentProblem,
  spendingProblem,
} from './order-lifecycle';

const rules = {
  autoApproveMax: 50_000,
  twoLevelAbove: 5_000_000,
  level1ApproverId: 191,
  level2ApproverId: 190,
};

describe('the transition table', () => {
  it('follows the lifecycle and refuses what it has no path for', () => {
    expect(nextOrderStatus(null, 'submit', 'buyer', { lastApprovalLevel: false })).toBe(
      'pending_approval',
    );
    expect(nextOrderStatus(null, 'submit', 'buyer', { lastApprovalLevel: true })).toBe(
      'awaiting_supplier',
    );
    expect(
      nextOrderStatus('pending_approval', 'approve', 'approver', { lastApprovalLevel: false }),
    ).toBe('pending_approval');
    expect(
      nextOrderStatus('pending_approval', 'approve', 'approver', { lastApprovalLevel: true }),
    ).toBe('awaiting_supplier');
    expect(nextOrderStatus('pending_approval', 'reject', 'approver')).toBe('rejected');
    expect(nextOrderStatus('awaiting_supplier', 'confirm', 'supplier')).toBe('confirmed');
    expect(nextOrderStatus('confirmed', 'ship', 'supplier', { fullyShipped: false })).toBe(
      'partially_shipped',
    );
    expect(nextOrderStatus('partially_shipped', 'ship', 'supplier', { fullyShipped: true })).toBe(
      'shipped',
    );
    expect(nextOrderStatus('shipped', 'receive', 'buyer')).toBe('received');
    expect(nextOrderStatus('shipped', 'receive', 'system')).toBe('received');
    expect(nextOrderStatus('received', 'complete', 'system')).toBe('completed');
    expect(nextOrderStatus('awaiting_supplier', 'cancel', 'buyer')).toBe('cancelled');
    expect(nextOrderStatus('confirmed', 'cancel', 'buyer')).toBeNull();
    expect(nextOrderStatus('pending_approval', 'approve', 'buyer')).toBeNull();
    expect(nextOrderStatus('received', 'complete', 'buyer')).toBeNull();
  });

  it('offers each party only its buttons', () => {
    expect(availableOrderActions('pending_approval', ['buyer'])).toEqual(['cancel']);
    expect(availableOrderActions('pending_approval', ['approver'])).toEqual(['approve', 'reject']);
    expect(availableOrderActions('awaiting_supplier', ['supplier'])).toEqual(['confirm', 'refuse']);
    expect(availableOrderActions('shipped', ['buyer'])).toEqual(['receive']);
    expect(availableOrderActions('received', ['buyer', 'supplier'])).toEqual([]);
    expect(orderStatusText('partially_shipped')).toBe('部分发货');
    expect(orderStatusText('nonsense')).toBe('未知状态');
  });
});

describe('approval plans', () => {
  it('needs nobody at or below the free amount, the picked approver for one level, the rules above', () => {
    expect(approvalPlan(50_000, rules, 190)).toEqual({ ok: true, approverIds: [] });
    expect(approvalPlan(60_000, rules, 190)).toEqual({ ok: true, approverIds: [190] });
    expect(approvalPlan(5_000_001, rules, 190)).toEqual({ ok: true, approverIds: [191, 190] });
    expect(approvalPlan(60_000, rules, undefined)).toEqual({
      ok: false,
      message: '请选择订单审核人',
    });
    expect(approvalPlan(1, DEFAULT_APPROVAL_RULES, 7)).toEqual({ ok: true, approverIds: [7] });
    expect(approvalPlan(6_000_000, { ...rules, level1ApproverId: null }, 190).ok).toBe(false);
  });

  it('says what the rules imply, as the confirm page shows it', () => {
    expect(approvalPlanText(6_000_000, rules, ['高雅琴', '刘振华'])).toBe(
      '本单金额超过 ¥50,000.00，需 高雅琴 → 刘振华 两级审核',
    );
    expect(approvalPlanText(60_000, rules, ['刘振华'])).toBe('本单需 刘振华 审核');
    expect(approvalPlanText(100, rules, [])).toContain('无需审核');
  });

  it('checks the rules an administrator saves', () => {
    expect(approvalRulesProblem(rules)).toBeNull();
    expect(approvalRulesProblem({ ...rules, twoLevelAbove: 10 })).toBe(
      '两级审核金额须大于免审金额',
    );
    expect(approvalRulesProblem({ ...rules, level2ApproverId: null })).toContain('第二级审核人');
    expect(approvalRulesProblem({ ...rules, level2ApproverId: 191 })).toBe(
      '两级审核人不能是同一人',
    );
  });

  it('names a passed monthly limit or budget with its figures', () => {
    expect(spendingProblem('monthly', 100, 50, null)).toBeNull();
    expect(spendingProblem('budget', 100, 50, 150)).toBeNull();
    expect(spendingProblem('monthly', 100_000, 50_000, 120_000)).toBe(
      '本月采购额度 ¥1,200.00，已用 ¥1,000.00，本单 ¥500.00 超出额度',
    );
  });
});

describe('shipments', () => {
  const lines = [
    { id: 1, qty: 10, shippedQty: 4, name: '地板' },
    { id: 2, qty: 5, shippedQty: 0, name: '涂料' },
  ];
  it('ships no more than is unshipped, and knows when all is shipped', () => {
    expect(shipmentProblem(lines, [])).toBe('请填写本次发货的商品数量');
    expect(shipmentProblem(lines, [{ orderLineId: 1, qty: 7 }])).toBe(
      '「地板」本次发货数量超过未发数量',
    );
    expect(shipmentProblem(lines, [{ orderLineId: 9, qty: 1 }])).toBe('发货商品不属于该订单');
    expect(shipmentProblem(lines, [{ orderLineId: 1, qty: 6 }])).toBeNull();
    expect(fullyShippedAfter(lines, [{ orderLineId: 1, qty: 6 }])).toBe(false);
    expect(
      fullyShippedAfter(lines, [
        { orderLineId: 1, qty: 6 },
        { orderLineId: 2, qty: 5 },
      ]),
    ).toBe(true);
  });
});
