import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import {
  APPROVAL_RULES_LABELS,
  approvalRulesInput,
  getApprovalRules,
  saveApprovalRules,
} from '@/server/services/order-approval';

const buyers = { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY } as const;

/** 审批规则 GET /v1/api/orderAudit/rules */
export const GET = handler(buyers, ({ user }) => getApprovalRules(user));

/** 保存审批规则（企业管理员） PUT /v1/api/orderAudit/rules */
export const PUT = handler(
  { ...buyers, input: approvalRulesInput, labels: APPROVAL_RULES_LABELS },
  ({ user, input }) => saveApprovalRules(user, input),
);
