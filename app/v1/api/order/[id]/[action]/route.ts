import { describeIssue, z } from '@/lib/zod';
import { badRequest, notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { rebuyOrder } from '@/server/services/order';
import {
  approveInput,
  optionalReasonInput,
  orderIdOf,
  reasonInput,
  REASON_LABELS,
  SHIP_LABELS,
  shipInput,
  transitionOrder,
  type TransitionInput,
} from '@/server/services/order-lifecycle';

const noInput = z.object({});

/** Each action's body; the lifecycle table decides whether the viewer may take it now. */
const ACTIONS = {
  approve: [approveInput, REASON_LABELS],
  reject: [reasonInput, REASON_LABELS],
  cancel: [optionalReasonInput, REASON_LABELS],
  confirm: [noInput, {}],
  refuse: [reasonInput, REASON_LABELS],
  ship: [shipInput, SHIP_LABELS],
  receive: [noInput, {}],
} as const;

/**
 * 订单操作 POST /v1/api/order/{id}/{action}: approve | reject | cancel | confirm | refuse | ship |
 * receive, and rebuy (再次购买).
 */
export const POST = handler(
  { auth: 'user', input: z.unknown() },
  async ({ user, params, input }) => {
    const id = orderIdOf(params.id);
    const action = String(params.action);
    if (action === 'rebuy') return rebuyOrder(user, id);
    if (!Object.hasOwn(ACTIONS, action)) throw notFound();
    const [schema, labels] = ACTIONS[action as keyof typeof ACTIONS];
    const parsed = schema.safeParse(input ?? {});
    if (!parsed.success) throw badRequest(describeIssue(parsed.error, labels));
    return transitionOrder(user, id, { action, ...parsed.data } as TransitionInput);
  },
);
