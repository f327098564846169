import 'server-only';
import type { LoginAnswer } from '@/api/modules/auth';
import type { UserInfo } from '@/api/types';
import { TOP_TYPE } from '@/lib/roles';
import { workbenchHref } from '@/lib/workbench-nav';
import { pendingApprovalCount } from './order-approval';

export const APPROVALS_LANDING = workbenchHref('developer', 'approvals');

/**
 * The login answer with where to land when the login page has no return URL: a buyer with
 * orders waiting for their approval goes to 待我审核 (one round trip, decided here).
 */
export async function withLoginLanding(userInfo: UserInfo): Promise<LoginAnswer> {
  if (userInfo.topType !== TOP_TYPE.buyer) return userInfo;
  const waiting = await pendingApprovalCount(userInfo.id).catch(() => 0);
  return waiting > 0 ? { ...userInfo, landingUrl: APPROVALS_LANDING } : userInfo;
}
