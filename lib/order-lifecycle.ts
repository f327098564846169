/**
 * The one order lifecycle shared by the buyer centre, the approvers and the supplier centre:
 * statuses, the transition table, who may make each transition, the approval plan a company's
 * rules imply, spending limits and the timed transitions. The server applies it; the pages use
 * it to label statuses and to show only the buttons the viewer may press.
 */
import { formatFen } from './format';

export const ORDER_STATUS = {
  pendingApproval: 'pending_approval',
  awaitingSupplier: 'awaiting_supplier',
  confirmed: 'confirmed',
  partiallyShipped: 'partially_shipped',
  shipped: 'shipped',
  received: 'received',
  completed: 'completed',
  rejected: 'rejected',
  refused: 'refused',
  cancelled: 'cancelled',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending_approval: '待审核',
  awaiting_supplier: '待供应商确认',
  confirmed: '供应商已确认',
  partially_shipped: '部分发货',
  shipped: '已发货',
  received: '已收货',
  completed: '已完成',
  rejected: '审核驳回',
  refused: '供应商拒绝',
  cancelled: '已取消',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && Object.hasOwn(ORDER_STATUS_TEXT, value);

export const orderStatusText = (status: string) =>
  isOrderStatus(status) ? ORDER_STATUS_TEXT[status] : '未知状态';

/** Orders that count as trade (the platform's 累计交易额): the supplier has taken them on. */
export const TRADED_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.confirmed,
  ORDER_STATUS.partiallyShipped,
  ORDER_STATUS.shipped,
  ORDER_STATUS.received,
  ORDER_STATUS.completed,
];

/** Who acts on an order: a member of the buying company, its approver, the supplier, the clock. */
export type OrderActorRole = 'buyer' | 'approver' | 'supplier' | 'system';

export const ORDER_ACTION = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  cancel: 'cancel',
  confirm: 'confirm',
  refuse: 'refuse',
  ship: 'ship',
  receive: 'receive',
  complete: 'complete',
} as const;
export type OrderAction = (typeof ORDER_ACTION)[keyof typeof ORDER_ACTION];

/** Facts the table needs beyond the status: is this the last approval level, is all shipped. */
export interface TransitionContext {
  lastApprovalLevel?: boolean;
  fullyShipped?: boolean;
}

interface Transition {
  from: readonly (OrderStatus | null)[];
  to: (ctx: TransitionContext) => OrderStatus;
  by: readonly OrderActorRole[];
  /** What the timeline says happened. */
  label: string;
  /** A reason must be given (rejection, refusal). */
  noteRequired?: boolean;
  /** The ordered quantities go back to stock. */
  returnsStock?: boolean;
}

const S = ORDER_STATUS;

export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  submit: {
    from: [null],
    to: ({ lastApprovalLevel }) => (lastApprovalLevel ? S.awaitingSupplier : S.pendingApproval),
    by: ['buyer'],
    label: '提交订单',
  },
  approve: {
    from: [S.pendingApproval],
    to: ({ lastApprovalLevel }) => (lastApprovalLevel ? S.awaitingSupplier : S.pendingApproval),
    by: ['approver'],
    label: '审核通过',
  },
  reject: {
    from: [S.pendingApproval],
    to: () => S.rejected,
    by: ['approver'],
    label: '审核驳回',
    noteRequired: true,
    returnsStock: true,
  },
  cancel: {
    from: [S.pendingApproval, S.awaitingSupplier],
    to: () => S.cancelled,
    by: ['buyer'],
    label: '取消订单',
    returnsStock: true,
  },
  confirm: {
    from: [S.awaitingSupplier],
    to: () => S.confirmed,
    by: ['supplier'],
    label: '供应商确认',
  },
  refuse: {
    from: [S.awaitingSupplier],
    to: () => S.refused,
    by: ['supplier'],
    label: '供应商拒绝',
    noteRequired: true,
    returnsStock: true,
  },
  ship: {
    from: [S.confirmed, S.partiallyShipped],
    to: ({ fullyShipped }) => (fullyShipped ? S.shipped : S.partiallyShipped),
    by: ['supplier'],
    label: '发货',
  },
  receive: {
    from: [S.shipped],
    to: () => S.received,
    by: ['buyer', 'system'],
    label: '确认收货',
  },
  complete: {
    from: [S.received],
    to: () => S.completed,
    by: ['system'],
    label: '订单完成',
  },
};

export const orderActionLabel = (action: string) =>
  Object.hasOwn(ORDER_TRANSITIONS, action)
    ? ORDER_TRANSITIONS[action as OrderAction].label
    : action;

/**
 * The status an action leads to from `status`, or null when the table has no such transition
 * for that actor (the server answers 400/409 and writes nothing).
 */
export function nextOrderStatus(
  status: OrderStatus | null,
  action: OrderAction,
  role: OrderActorRole,
  ctx: TransitionContext = {},
): OrderStatus | null {
  const t = ORDER_TRANSITIONS[action];
  if (!t.by.includes(role) || !t.from.includes(status)) return null;
  return t.to(ctx);
}

/** The actions `role` may take on an order in `status` (the buttons a page shows). */
export function availableOrderActions(
  status: OrderStatus,
  roles: readonly OrderActorRole[],
): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((action) => {
    const t = ORDER_TRANSITIONS[action];
    return t.from.includes(status) && t.by.some((r) => r !== 'system' && roles.includes(r));
  });
}

/** Receipt is automatic this many days after the last shipment. */
export const ORDER_AUTO_RECEIVE_DAYS = 10;
/** A received order completes after this after-sales window. */
export const ORDER_AUTO_COMPLETE_DAYS = 7;
export const ORDER_REASON_MAX = 200;

/** Statuses whose amount counts as spent (against a monthly limit or a project budget). */
export const SPENDING_STATUSES: readonly OrderStatus[] = [
  S.pendingApproval,
  S.awaitingSupplier,
  S.confirmed,
  S.partiallyShipped,
  S.shipped,
  S.received,
  S.completed,
];

/** The status tabs of both centres' order lists, in order; `all` has no filter. */
export const ORDER_TABS = [
  { key: 'all', label: '全部订单', statuses: [] },
  { key: 'pending_approval', label: '待审核', statuses: [S.pendingApproval] },
  { key: 'awaiting_supplier', label: '待供应商确认', statuses: [S.awaitingSupplier] },
  { key: 'to_ship', label: '待发货', statuses: [S.confirmed, S.partiallyShipped] },
  { key: 'shipped', label: '已发货', statuses: [S.shipped] },
  { key: 'received', label: '已收货', statuses: [S.received] },
  { key: 'completed', label: '已完成', statuses: [S.completed] },
  { key: 'closed', label: '已关闭', statuses: [S.rejected, S.refused, S.cancelled] },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatus[] }[];
export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

export const isOrderTabKey = (value: unknown): value is OrderTabKey =>
  ORDER_TABS.some((t) => t.key === value);

export function orderTabStatuses(tab: OrderTabKey): readonly OrderStatus[] {
  return ORDER_TABS.find((t) => t.key === tab)!.statuses;
}

// ---------------------------------------------------------------- approval rules

/** A company's 审批规则; amounts in fen. Absent rules mean: one approver picked at checkout. */
export interface ApprovalRules {
  autoApproveMax: number | null;
  twoLevelAbove: number | null;
  level1ApproverId: number | null;
  level2ApproverId: number | null;
}

export const DEFAULT_APPROVAL_RULES: ApprovalRules = {
  autoApproveMax: null,
  twoLevelAbove: null,
  level1ApproverId: null,
  level2ApproverId: null,
};

export const APPROVAL_MSG = {
  approverRequired: '请选择订单审核人',
  level2Missing: '审批规则未设置第二级审核人，请联系企业管理员',
  thresholdOrder: '两级审核金额须大于免审金额',
  sameApprover: '两级审核人不能是同一人',
} as const;

export type ApprovalPlan = { ok: true; approverIds: number[] } | { ok: false; message: string };

/**
 * Which approvers, in order, an order of `amount` needs under `rules`: none at or below the
 * free amount, the approver picked at checkout for one level, and the rules' two approvers
 * (the first defaulting to the picked one) above the two-level amount.
 */
export function approvalPlan(
  amount: number,
  rules: ApprovalRules,
  pickedApproverId: number | null | undefined,
): ApprovalPlan {
  if (rules.autoApproveMax !== null && amount <= rules.autoApproveMax) {
    return { ok: true, approverIds: [] };
  }
  if (rules.twoLevelAbove !== null && amount > rules.twoLevelAbove) {
    const first = rules.level1ApproverId ?? pickedApproverId ?? null;
    if (first === null) return { ok: false, message: APPROVAL_MSG.approverRequired };
    if (rules.level2ApproverId === null) return { ok: false, message: APPROVAL_MSG.level2Missing };
    if (first === rules.level2ApproverId) return { ok: false, message: APPROVAL_MSG.sameApprover };
    return { ok: true, approverIds: [first, rules.level2ApproverId] };
  }
  if (!pickedApproverId) return { ok: false, message: APPROVAL_MSG.approverRequired };
  return { ok: true, approverIds: [pickedApproverId] };
}

/** What the confirm page says the rules imply, e.g. 本单金额超过 ¥50,000.00，需 高雅琴 → 刘振华 两级审核. */
export function approvalPlanText(
  amount: number,
  rules: ApprovalRules,
  approverNames: readonly string[],
): string {
  if (approverNames.length === 0) {
    return rules.autoApproveMax === null
      ? '本单无需审核'
      : `本单金额不超过 ¥${formatFen(rules.autoApproveMax)}，无需审核，提交后直接发送给供应商`;
  }
  if (approverNames.length > 1 && rules.twoLevelAbove !== null) {
    return `本单金额超过 ¥${formatFen(rules.twoLevelAbove)}，需 ${approverNames.join(' → ')} 两级审核`;
  }
  return `本单需 ${approverNames[0]} 审核`;
}

/** Validates rules a company administrator saves; a Chinese message or null. */
export function approvalRulesProblem(rules: ApprovalRules): string | null {
  if (
    rules.autoApproveMax !== null &&
    rules.twoLevelAbove !== null &&
    rules.twoLevelAbove <= rules.autoApproveMax
  ) {
    return APPROVAL_MSG.thresholdOrder;
  }
  if (rules.twoLevelAbove !== null && rules.level2ApproverId === null) {
    return APPROVAL_MSG.level2Missing;
  }
  if (rules.level1ApproverId !== null && rules.level1ApproverId === rules.level2ApproverId) {
    return APPROVAL_MSG.sameApprover;
  }
  return null;
}

/** A monthly limit or budget the order would pass: the Chinese message, or null. */
export function spendingProblem(
  kind: 'monthly' | 'budget',
  spent: number,
  amount: number,
  limit: number | null,
): string | null {
  if (limit === null || spent + amount <= limit) return null;
  const what = kind === 'monthly' ? '本月采购额度' : '项目预算';
  return `${what} ¥${formatFen(limit)}，已用 ¥${formatFen(spent)}，本单 ¥${formatFen(amount)} 超出${kind === 'monthly' ? '额度' : '预算'}`;
}

// ---------------------------------------------------------------- shipments

export interface ShippableLine {
  id: number;
  qty: number;
  shippedQty: number;
}

/** The shipment form's limits, checked in the ship dialog and again by the server. */
export const CARRIER_MAX = 32;
export const TRACKING_NO_MAX = 40;
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]+$/;

export const SHIP_MSG = {
  carrier: '请输入物流公司',
  carrierTooLong: `物流公司最多 ${CARRIER_MAX} 个字`,
  trackingNo: '请输入物流单号',
  trackingNoTooLong: `物流单号最多 ${TRACKING_NO_MAX} 个字符`,
  trackingNoPattern: '物流单号只能包含字母、数字和短横线',
  noLines: '请填写本次发货的商品数量',
  unknownLine: '发货商品不属于该订单',
  tooMany: (name: string) => `「${name}」本次发货数量超过未发数量`,
} as const;

/** Checks one shipment against what is still unshipped; the problem or null. */
export function shipmentProblem(
  lines: readonly (ShippableLine & { name: string })[],
  shipment: readonly { orderLineId: number; qty: number }[],
): string | null {
  const shipping = shipment.filter((s) => s.qty > 0);
  if (shipping.length === 0) return SHIP_MSG.noLines;
  for (const s of shipping) {
    const line = lines.find((l) => l.id === s.orderLineId);
    if (!line) return SHIP_MSG.unknownLine;
    if (s.qty > line.qty - line.shippedQty) return SHIP_MSG.tooMany(line.name);
  }
  return null;
}

/** Every line is shipped in full once this shipment is added. */
export function fullyShippedAfter(
  lines: readonly ShippableLine[],
  shipment: readonly { orderLineId: number; qty: number }[],
): boolean {
  return lines.every((l) => {
    const now = shipment.find((s) => s.orderLineId === l.id)?.qty ?? 0;
    return l.shippedQty + now >= l.qty;
  });
}
