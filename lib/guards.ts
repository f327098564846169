/**
 * Who may enter the workbench, the showroom and quick bid publishing (spec §4, §5). Kept apart
 * from lib/certification (which re-exports them) so that the header loads no form schemas.
 */
import type { EnterpriseListItem, UserInfo } from '@/api/types';
import { AUTH_TIP_DEFAULT_TEXT } from './dialog';
import { TOP_TYPE } from './roles';

export const GUARD_MSG = {
  login: '请先登录',
  certifyFirst: '请先完成企业认证!',
  showroom: '请前往工作台完成认证!',
  forbidden: '暂无权限',
} as const;

export type GuardOutcome =
  | { kind: 'login'; message: string }
  | { kind: 'message'; message: string }
  | {
      kind: 'authTip';
      /** Picks the auth dialog variant: re-authenticate, wait, or the default text. */
      status: 'company_approve_fail' | 'company_approving' | null;
      message: string;
      enterpriseId: number | null;
      type: number | null;
    };

type GuardUser = Pick<
  UserInfo,
  'enterpriseId' | 'enterpriseStatus' | 'tenantStatus' | 'topType'
> | null;

const hasSubmittedEnterprise = (user: NonNullable<GuardUser>) =>
  user.enterpriseId !== null && user.enterpriseStatus !== null && user.enterpriseStatus !== -2;

/**
 * The workbench needs an approved company (spec §4, §5): null lets the user through; otherwise
 * a login prompt, 请先完成企业认证!, or the auth dialog (re-authenticate after a rejection,
 * wait while approving, the default text otherwise).
 */
export function workbenchGuard(
  user: GuardUser,
  enterprises: readonly Pick<EnterpriseListItem, 'id' | 'type'>[] = [],
): GuardOutcome | null {
  if (!user) return { kind: 'login', message: GUARD_MSG.login };
  if (user.enterpriseStatus === 1) return null;
  if (!hasSubmittedEnterprise(user)) return { kind: 'message', message: GUARD_MSG.certifyFirst };
  const failed = user.tenantStatus === 'company_approve_fail' || user.enterpriseStatus === -1;
  const approving = user.tenantStatus === 'company_approving' || user.enterpriseStatus === 0;
  const type = enterprises.find((e) => e.id === user.enterpriseId)?.type ?? null;
  return {
    kind: 'authTip',
    status: failed ? 'company_approve_fail' : approving ? 'company_approving' : null,
    message: AUTH_TIP_DEFAULT_TEXT,
    enterpriseId: user.enterpriseId,
    type,
  };
}

/** The showroom needs an enterprise, then the selected-supplier status (spec §5). */
export function showroomGuard(user: GuardUser): GuardOutcome | null {
  if (!user) return { kind: 'login', message: GUARD_MSG.login };
  if (!hasSubmittedEnterprise(user)) return { kind: 'message', message: GUARD_MSG.certifyFirst };
  return user.tenantStatus === 'supplier' ? null : { kind: 'message', message: GUARD_MSG.showroom };
}

/** Quick bid publishing: logged in and not a supplier, otherwise 暂无权限 (spec §5). */
export function quickBidGuard(user: Pick<UserInfo, 'topType'> | null): GuardOutcome | null {
  return user && user.topType !== TOP_TYPE.supplier
    ? null
    : { kind: 'message', message: GUARD_MSG.forbidden };
}
