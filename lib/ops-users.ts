/** Rules of the ops console's 用户与企业 section, shared by its forms and the server. */
import { isCreditCodePrefix } from './credit-code';
import { z } from './zod';

export const OPS_USER_STATUSES = ['all', 'active', 'disabled'] as const;
export type OpsUserStatus = (typeof OPS_USER_STATUSES)[number];
export const OPS_USER_STATUS_NAME: Record<OpsUserStatus, string> = {
  all: '全部',
  active: '正常',
  disabled: '已停用',
};

export const DISABLE_REASON_MAX = 200;
export const OPS_SEARCH_MAX = 64;

export const OPS_USERS_MSG = {
  disableSelf: '不能停用自己的账号',
  alreadyDisabled: '该用户已是停用状态',
  notDisabled: '该用户未被停用',
} as const;

/** The user search: a phone (or its part), a user name, an enterprise name or credit code. */
export const opsSearchKeyword = z
  .string()
  .trim()
  .max(OPS_SEARCH_MAX, `搜索内容不能超过${OPS_SEARCH_MAX}个字`)
  .optional();

export const disableReasonSchema = z
  .string({ error: '请填写停用原因' })
  .trim()
  .min(1, '请填写停用原因')
  .max(DISABLE_REASON_MAX, `停用原因不能超过${DISABLE_REASON_MAX}个字`);

export const disableUserSchema = z.object({ reason: disableReasonSchema });

export type KeywordKind = 'phone' | 'creditCode' | 'name';

/**
 * What a keyword searches: 3 to 11 digits are a phone (or its part), 9 to 18 code characters
 * with a digit a 统一社会信用代码 (or its start), anything else a name.
 */
export function keywordKind(keyword: string): KeywordKind {
  if (/^\d{3,11}$/.test(keyword)) return 'phone';
  return isCreditCodePrefix(keyword) ? 'creditCode' : 'name';
}
