/** Identity rules shared by the server and the top bar, toolbar and menus (spec §3, §4, §6). */
import { toUserInfo } from '@/api/adapters';
import type {
  EnterpriseListItem,
  EnterpriseStatus,
  MemberLevel,
  TenantStatus,
  UserInfo,
  UserInfoWire,
} from '@/api/types';
import { TOP_TYPE, topTypeOf } from './roles';

/** Mobile numbers (spec §9): 11 digits, first 1, second 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PHONE_INVALID_MSG = '请输入正确的11位手机号码';

export const TENANT_STATUS_DESC: Record<TenantStatus, string> = {
  company_approve_fail: '企业认证未通过',
  company_approving: '企业认证审核中',
  supplier_to_approve: '优选供应商待审核',
  supplier_approving: '优选供应商审核中',
  supplier_approve_fail: '优选供应商审核未通过',
  supplier: '优选供应商',
};

export function isTenantStatus(value: unknown): value is TenantStatus {
  return typeof value === 'string' && Object.hasOwn(TENANT_STATUS_DESC, value);
}

/** Chinese text of a tenant status; null when the enterprise has none (not certified). */
export function tenantStatusDesc(status: string | null | undefined): string | null {
  return isTenantStatus(status) ? TENANT_STATUS_DESC[status] : null;
}

export const ENTERPRISE_STATUS_DESC: Record<EnterpriseStatus, string> = {
  1: '已认证',
  0: '审核中',
  [-1]: '审核未通过',
  [-2]: '信息待完善',
};

export function isEnterpriseStatus(value: unknown): value is EnterpriseStatus {
  return value === 1 || value === 0 || value === -1 || value === -2;
}

/** Enterprise types (spec §3): 1 supplier, 2 buyer. */
export type IdentityType = 1 | 2;
export const IDENTITY_NAME: Record<IdentityType, string> = { 1: '供应商', 2: '采购商' };

const MEMBER_LEVELS: readonly MemberLevel[] = [
  'best_choice_base',
  'best_choice_intermediate',
  'best_choice_senior',
  'dealer_member',
  'construction_member',
];

export function memberLevelOf(value: string | null | undefined): MemberLevel | null {
  return MEMBER_LEVELS.find((level) => level === value) ?? null;
}

/** The columns of a user row the user info is built from. */
export interface UserRecord {
  id: number;
  name: string;
  phone: string;
  headPhotoUrl: string | null;
  userType: number;
  isPersonalAccount: boolean;
  isDesignerAccount: boolean;
  designerStatus: number;
  developersLevel: number | null;
  labels: number[];
  clientId: string;
  activeEnterpriseId: number | null;
}

/** The columns of an enterprise row the user info is built from. */
export interface EnterpriseRecord {
  id: number;
  name: string;
  type: number;
  status: number;
  tenantStatus: string | null;
  memberLevel: string | null;
}

/**
 * The user info of spec §3. `enterprise` is the identity in use, or, when none is active, the
 * user's first enterprise (so a pending or rejected certification still shows); only the active
 * one gives a top type. `roleInEnterprise` is the user's role there, when known.
 */
export function deriveUserInfo(
  user: UserRecord,
  enterprise: EnterpriseRecord | null,
  roleInEnterprise?: number | null,
): UserInfo {
  const active = enterprise !== null && enterprise.id === user.activeEnterpriseId;
  const tenantStatus = isTenantStatus(enterprise?.tenantStatus) ? enterprise.tenantStatus : null;
  const wire: UserInfoWire = {
    id: user.id,
    name: user.name,
    phone: user.phone,
    enterpriseId: enterprise?.id ?? null,
    enterpriseName: enterprise?.name ?? null,
    enterpriseStatus: isEnterpriseStatus(enterprise?.status) ? enterprise.status : null,
    designerStatus: user.designerStatus,
    userType: user.userType,
    // Registration marks every account personal; an approved company in use ends that (spec §6).
    isPersonalAccount: user.isPersonalAccount && !(active && enterprise.status === 1),
    isDesignerAccount: user.isDesignerAccount,
    topType: active ? topTypeOf(enterprise.type) : TOP_TYPE.other,
    labels: user.labels,
    clientId: user.clientId,
    tenantStatus,
    tenantStatusDesc: tenantStatusDesc(tenantStatus),
    headPhotoUrl: user.headPhotoUrl,
    developersLevel: user.developersLevel,
    tenant: { memberLevel: memberLevelOf(enterprise?.memberLevel) },
    roleId: roleInEnterprise ?? null,
  };
  return toUserInfo(wire);
}

type IdentityFields = Pick<UserInfo, 'topType' | 'enterpriseStatus'>;

/** Which workbenches a user opens: the approved enterprise's type, or 0 (personal). */
export function workbenchType(user: IdentityFields): 0 | IdentityType {
  if (user.enterpriseStatus !== 1) return 0;
  return user.topType === TOP_TYPE.supplier || user.topType === TOP_TYPE.buyer ? user.topType : 0;
}

const WORKBENCH_LABEL = { 0: '个人中心', 1: '供应中心', 2: '采购中心' } as const;

export function workbenchLabel(user: IdentityFields): '个人中心' | '供应中心' | '采购中心' {
  return WORKBENCH_LABEL[workbenchType(user)];
}

/** Spec §6: a designer account is flagged by designerStatus and has no approved enterprise. */
export function isDesignerUser(user: IdentityFields & Pick<UserInfo, 'designerStatus'>): boolean {
  return user.designerStatus === 1 && workbenchType(user) === 0;
}

/**
 * Spec §4/§6 'certify now' prompt: neither an enterprise nor a designer status, or a failed
 * enterprise approval. An enterprise whose information is still to be completed (-2) has not
 * been submitted, so it counts as none.
 */
export function needsCertifyPrompt(
  user: Pick<UserInfo, 'enterpriseStatus' | 'designerStatus' | 'tenantStatus'>,
): boolean {
  if (user.enterpriseStatus === -1 || user.tenantStatus === 'company_approve_fail') return true;
  const hasEnterprise = user.enterpriseStatus === 1 || user.enterpriseStatus === 0;
  return !hasEnterprise && user.designerStatus !== 1;
}

/** Only tenantStatus `supplier` makes a selected supplier (spec §4). */
export function isSelectedSupplier(user: Pick<UserInfo, 'tenantStatus'> | null): boolean {
  return user?.tenantStatus === 'supplier';
}

export type MemberBadge = 'base' | 'intermediate' | 'senior';

export const MEMBER_BADGE_LABELS: Record<MemberBadge, string> = {
  base: '基础会员',
  intermediate: '中级会员',
  senior: '高级会员',
};

const MEMBER_BADGES: Partial<Record<MemberLevel, MemberBadge>> = {
  best_choice_base: 'base',
  best_choice_intermediate: 'intermediate',
  best_choice_senior: 'senior',
};

/** Member levels base, intermediate and senior show a badge (spec §6); others none. */
export function memberBadge(memberLevel: string | null | undefined): MemberBadge | undefined {
  const level = memberLevelOf(memberLevel);
  return level ? MEMBER_BADGES[level] : undefined;
}

export type DeveloperLevel = 1 | 2 | 3 | 4;

export const DEVELOPER_BADGE_LABELS: Record<DeveloperLevel, string> = {
  1: '开发商 V1',
  2: '开发商 V2',
  3: '开发商 V3',
  4: '开发商 V4',
};

/** Developer levels 1-4 show a badge (spec §6, §9). */
export function developerBadge(level: number | null | undefined): DeveloperLevel | undefined {
  return level === 1 || level === 2 || level === 3 || level === 4 ? level : undefined;
}

/**
 * Members-only announcement details (spec §6): a supplier with one of the five member levels,
 * labels containing 4, or a visit from the partner zone.
 */
export function canViewMembersOnly(
  user: Pick<UserInfo, 'topType' | 'labels' | 'tenant'> | null,
  { partnerZone }: { partnerZone: boolean },
): boolean {
  if (partnerZone) return true;
  if (!user) return false;
  if (user.labels.includes(4)) return true;
  return user.topType === TOP_TYPE.supplier && memberLevelOf(user.tenant?.memberLevel) !== null;
}

/** The certification page, optionally for one enterprise identity. */
export function authPageUrl(target?: { type: number; id: number } | null): string {
  return target ? `/auth?type=${target.type}&id=${target.id}` : '/auth';
}

/** The enterprise the 'certify now' link certifies: the current one, else the first listed. */
export function certificationTarget(
  user: Pick<UserInfo, 'enterpriseId'>,
  enterprises: readonly EnterpriseListItem[],
): EnterpriseListItem | null {
  return enterprises.find((e) => e.id === user.enterpriseId) ?? enterprises[0] ?? null;
}

/** The 'certify now' link; a designer without an enterprise goes to /auth?type=2 (spec §6). */
export function certificationUrl(
  user: Pick<UserInfo, 'enterpriseId' | 'enterpriseStatus' | 'topType' | 'designerStatus'>,
  enterprises: readonly EnterpriseListItem[],
): string {
  const target = certificationTarget(user, enterprises);
  if (target) return authPageUrl(target);
  return isDesignerUser(user) ? '/auth?type=2' : authPageUrl();
}

/** The identity a user may open next to the approved one in use (spec §6), or null. */
export function activationTargetType(user: IdentityFields): IdentityType | null {
  const current = workbenchType(user);
  return current === 0 ? null : current === 1 ? 2 : 1;
}

export function activationConfirmText(targetType: IdentityType): string {
  return `您确定要开通${IDENTITY_NAME[targetType]}身份吗？`;
}

export function activationSuccessText(targetType: IdentityType): string {
  return `您已成功切换为${IDENTITY_NAME[targetType]}身份`;
}
