import { describe, expect, it } from 'vitest';
import type { EnterpriseListItem, MemberLevel, UserInfo } from '@/api/types';
import {
  activationConfirmText,
  activationSuccessText,
  activationTargetType,
  authPageUrl,
  canViewMembersOnly,
  certificationTarget,
  certificationUrl,
  deriveUserInfo,
  DEVELOPER_BADGE_LABELS,
  developerBadge,
  ENTERPRISE_STATUS_DESC,
  IDENTITY_NAME,
  isDesignerUser,
  isEnterpriseStatus,
  isSelectedSupplier,
  isTenantStatus,
  memberBadge,
  MEMBER_BADGE_LABELS,
  memberLevelOf,
  needsCertifyPrompt,
  PHONE_PATTERN,
  tenantStatusDesc,
  workbenchLabel,
  workbenchType,
  type EnterpriseRecord,
  type UserRecord,
} from './identity';

const userRow: UserRecord = {
  id: 7,
  name: '王建国',
  phone: '13800000001',
  headPhotoUrl: '/files/a.png',
  userType: 2,
  isPersonalAccount: false,
  isDesignerAccount: false,
  designerStatus: 0,
  developersLevel: 3,
  labels: [4],
  clientId: 'cid-7',
  activeEnterpriseId: 201,
};

const buyer: EnterpriseRecord = {
  id: 201,
  name: '中筑远景地产集团有限公司',
  type: 2,
  status: 1,
  tenantStatus: null,
  memberLevel: null,
};

const supplier: EnterpriseRecord = {
  id: 1,
  name: '佛山市森华木业有限公司',
  type: 1,
  status: 1,
  tenantStatus: 'supplier',
  memberLevel: 'best_choice_senior',
};

const info = (over: Partial<UserInfo> = {}): UserInfo => ({
  ...deriveUserInfo(userRow, buyer),
  ...over,
});

describe('PHONE_PATTERN', () => {
  it('accepts 11 digits starting with 1 then 3-9', () => {
    for (const ok of ['13800000001', '19912345678', '15000000000']) {
      expect(PHONE_PATTERN.test(ok)).toBe(true);
    }
    for (const bad of [
      '12800000001',
      '1380000000',
      '138000000011',
      'a3800000001',
      ' 13800000001',
    ]) {
      expect(PHONE_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('status guards and descriptions', () => {
  it('knows the six tenant statuses and describes them in Chinese', () => {
    expect(isTenantStatus('supplier')).toBe(true);
    expect(isTenantStatus('toString')).toBe(false);
    expect(isTenantStatus(null)).toBe(false);
    expect(tenantStatusDesc('company_approving')).toBe('企业认证审核中');
    expect(tenantStatusDesc('company_approve_fail')).toBe('企业认证未通过');
    expect(tenantStatusDesc('supplier')).toBe('优选供应商');
    expect(tenantStatusDesc(null)).toBeNull();
    expect(tenantStatusDesc('nonsense')).toBeNull();
  });

  it('keeps only the five member levels', () => {
    expect(memberLevelOf('dealer_member')).toBe('dealer_member');
    expect(memberLevelOf('best_choice_senior')).toBe('best_choice_senior');
    expect(memberLevelOf('gold')).toBeNull();
    expect(memberLevelOf(undefined)).toBeNull();
  });

  it('knows the four enterprise list statuses', () => {
    for (const s of [1, 0, -1, -2]) expect(isEnterpriseStatus(s)).toBe(true);
    for (const s of [2, -3, '1', null]) expect(isEnterpriseStatus(s)).toBe(false);
    expect(ENTERPRISE_STATUS_DESC[-2]).toBe('信息待完善');
    expect(IDENTITY_NAME).toEqual({ 1: '供应商', 2: '采购商' });
  });
});

describe('deriveUserInfo', () => {
  it('builds the spec §3 user info of a buyer with the derived company fields', () => {
    expect(deriveUserInfo(userRow, buyer, 3)).toEqual({
      id: 7,
      name: '王建国',
      phone: '13800000001',
      enterpriseId: 201,
      enterpriseName: '中筑远景地产集团有限公司',
      enterpriseStatus: 1,
      designerStatus: 0,
      userType: 2,
      isPersonalAccount: false,
      isDesignerAccount: false,
      topType: 2,
      labels: [4],
      clientId: 'cid-7',
      tenantStatus: null,
      tenantStatusDesc: null,
      headPhotoUrl: '/files/a.png',
      developersLevel: 3,
      tenant: { memberLevel: null },
      companyId: 201,
      companyName: '中筑远景地产集团有限公司',
      companyType: 2,
      roleId: 3,
    });
  });

  it('gives a supplier top type 1, its tenant status and member level', () => {
    const u = deriveUserInfo({ ...userRow, activeEnterpriseId: 1 }, supplier);
    expect(u).toMatchObject({
      topType: 1,
      companyType: 1,
      tenantStatus: 'supplier',
      tenantStatusDesc: '优选供应商',
      tenant: { memberLevel: 'best_choice_senior' },
      roleId: 1,
    });
  });

  it('stops calling a registered personal account personal once its approved company is in use', () => {
    const registered = { ...userRow, isPersonalAccount: true };
    expect(deriveUserInfo(registered, buyer)).toMatchObject({
      isPersonalAccount: false,
      topType: 2,
      companyName: '中筑远景地产集团有限公司',
    });
    const pending = { ...buyer, status: 0, tenantStatus: 'company_approving' };
    expect(deriveUserInfo(registered, pending).isPersonalAccount).toBe(true);
    expect(
      deriveUserInfo({ ...registered, activeEnterpriseId: null }, buyer).isPersonalAccount,
    ).toBe(true);
  });

  it('shows an enterprise that is not in use without giving its top type', () => {
    const pending = { ...buyer, id: 309, status: 0, tenantStatus: 'company_approving' };
    const u = deriveUserInfo({ ...userRow, activeEnterpriseId: null }, pending);
    expect(u).toMatchObject({
      enterpriseId: 309,
      enterpriseStatus: 0,
      tenantStatus: 'company_approving',
      tenantStatusDesc: '企业认证审核中',
      topType: 3,
      companyType: 3,
      companyId: 309,
    });
  });

  it('leaves a user without an enterprise company-less with top type 3', () => {
    const u = deriveUserInfo({ ...userRow, activeEnterpriseId: null }, null);
    expect(u).toMatchObject({
      enterpriseId: null,
      enterpriseName: null,
      enterpriseStatus: null,
      tenantStatus: null,
      tenant: { memberLevel: null },
      topType: 3,
      companyId: null,
      roleId: 3,
    });
  });

  it('gives roleId -1 to an account that is both personal and designer', () => {
    const designer = { ...userRow, isPersonalAccount: true, isDesignerAccount: true };
    expect(deriveUserInfo(designer, null).roleId).toBe(-1);
    const pending = { ...buyer, status: 0 };
    expect(deriveUserInfo(designer, pending, 5).roleId).toBe(-1);
    // Once an approved company is in use the account is no longer personal: its role counts.
    expect(deriveUserInfo(designer, buyer, 5).roleId).toBe(5);
    expect(deriveUserInfo({ ...designer, isDesignerAccount: false }, null).roleId).toBe(3);
  });

  it('drops unknown member levels and tenant statuses', () => {
    const odd = { ...supplier, tenantStatus: 'weird', memberLevel: 'gold' };
    const u = deriveUserInfo({ ...userRow, activeEnterpriseId: 1 }, odd);
    expect(u.tenantStatus).toBeNull();
    expect(u.tenant).toEqual({ memberLevel: null });
  });
});

describe('workbench', () => {
  it('labels the workbench by the approved identity in use', () => {
    expect(workbenchLabel(info({ topType: 1 }))).toBe('供应中心');
    expect(workbenchLabel(info({ topType: 2 }))).toBe('采购中心');
    expect(workbenchLabel(info({ topType: 3, enterpriseStatus: null }))).toBe('个人中心');
    expect(workbenchLabel(info({ topType: 3, enterpriseStatus: 0 }))).toBe('个人中心');
    expect(workbenchLabel(info({ topType: 1, enterpriseStatus: -1 }))).toBe('个人中心');
  });

  it('maps to the workbench type (0 personal)', () => {
    expect(workbenchType(info({ topType: 1 }))).toBe(1);
    expect(workbenchType(info({ topType: 2 }))).toBe(2);
    expect(workbenchType(info({ topType: 2, enterpriseStatus: 0 }))).toBe(0);
    expect(workbenchType(info({ topType: 3 }))).toBe(0);
  });
});

describe('designer and certify prompt', () => {
  it('flags a designer only without an approved enterprise', () => {
    expect(isDesignerUser(info({ designerStatus: 1, topType: 3, enterpriseStatus: null }))).toBe(
      true,
    );
    expect(isDesignerUser(info({ designerStatus: 1 }))).toBe(false);
    expect(isDesignerUser(info({ designerStatus: 0, topType: 3, enterpriseStatus: null }))).toBe(
      false,
    );
  });

  it('prompts without enterprise or designer status', () => {
    expect(needsCertifyPrompt(info({ enterpriseStatus: null, designerStatus: 0 }))).toBe(true);
    expect(needsCertifyPrompt(info({ enterpriseStatus: -2, designerStatus: 0 }))).toBe(true);
    expect(needsCertifyPrompt(info({ enterpriseStatus: null, designerStatus: 1 }))).toBe(false);
    expect(needsCertifyPrompt(info({ enterpriseStatus: 1 }))).toBe(false);
    expect(needsCertifyPrompt(info({ enterpriseStatus: 0 }))).toBe(false);
  });

  it('prompts after a failed enterprise approval, designer or not', () => {
    expect(needsCertifyPrompt(info({ enterpriseStatus: -1, designerStatus: 1 }))).toBe(true);
    expect(
      needsCertifyPrompt(info({ enterpriseStatus: 0, tenantStatus: 'company_approve_fail' })),
    ).toBe(true);
  });
});

describe('supplier status and badges', () => {
  it('counts only tenantStatus supplier as a selected supplier', () => {
    expect(isSelectedSupplier(info({ tenantStatus: 'supplier' }))).toBe(true);
    expect(isSelectedSupplier(info({ tenantStatus: 'supplier_approving' }))).toBe(false);
    expect(isSelectedSupplier(info({ tenantStatus: null }))).toBe(false);
    expect(isSelectedSupplier(null)).toBe(false);
  });

  it('shows member badges for base, intermediate and senior only', () => {
    expect(memberBadge('best_choice_base')).toBe('base');
    expect(memberBadge('best_choice_intermediate')).toBe('intermediate');
    expect(memberBadge('best_choice_senior')).toBe('senior');
    expect(memberBadge('dealer_member')).toBeUndefined();
    expect(memberBadge(null)).toBeUndefined();
    expect(MEMBER_BADGE_LABELS).toEqual({
      base: '基础会员',
      intermediate: '中级会员',
      senior: '高级会员',
    });
  });

  it('shows developer badges for levels 1-4', () => {
    expect([1, 2, 3, 4].map(developerBadge)).toEqual([1, 2, 3, 4]);
    for (const bad of [0, 5, 2.5, null, undefined]) expect(developerBadge(bad)).toBeUndefined();
    expect(Object.keys(DEVELOPER_BADGE_LABELS)).toEqual(['1', '2', '3', '4']);
  });
});

describe('canViewMembersOnly', () => {
  const supplierInfo = (memberLevel: MemberLevel | null) =>
    info({ topType: 1, labels: [], tenant: { memberLevel } });

  it('lets suppliers of the five member levels in', () => {
    const levels: MemberLevel[] = [
      'best_choice_base',
      'best_choice_intermediate',
      'best_choice_senior',
      'dealer_member',
      'construction_member',
    ];
    for (const level of levels) {
      expect(canViewMembersOnly(supplierInfo(level), { partnerZone: false })).toBe(true);
    }
    expect(canViewMembersOnly(supplierInfo(null), { partnerZone: false })).toBe(false);
  });

  it('requires top type 1 for the member-level rule', () => {
    const buyerMember = info({
      topType: 2,
      labels: [],
      tenant: { memberLevel: 'best_choice_base' },
    });
    expect(canViewMembersOnly(buyerMember, { partnerZone: false })).toBe(false);
  });

  it('lets labels containing 4 and the partner zone in', () => {
    expect(canViewMembersOnly(info({ topType: 3, labels: [1, 4] }), { partnerZone: false })).toBe(
      true,
    );
    expect(canViewMembersOnly(info({ topType: 3, labels: [1] }), { partnerZone: false })).toBe(
      false,
    );
    expect(canViewMembersOnly(info({ topType: 3, labels: [] }), { partnerZone: true })).toBe(true);
    expect(canViewMembersOnly(null, { partnerZone: true })).toBe(true);
    expect(canViewMembersOnly(null, { partnerZone: false })).toBe(false);
  });
});

describe('certification link', () => {
  const list: EnterpriseListItem[] = [
    { id: 304, name: '温州多维门窗有限公司', type: 1, status: -1 },
    { id: 305, name: '绍兴多维园林工程有限公司', type: 2, status: -2 },
  ];

  it('builds /auth links', () => {
    expect(authPageUrl({ type: 1, id: 9 })).toBe('/auth?type=1&id=9');
    expect(authPageUrl()).toBe('/auth');
  });

  it('targets the current enterprise, else the first one', () => {
    expect(certificationTarget(info({ enterpriseId: 305 }), list)?.id).toBe(305);
    expect(certificationTarget(info({ enterpriseId: null }), list)?.id).toBe(304);
    expect(certificationTarget(info({ enterpriseId: 999 }), list)?.id).toBe(304);
    expect(certificationTarget(info({ enterpriseId: null }), [])).toBeNull();
  });

  it('links to the target, a designer to type 2, anyone else to /auth', () => {
    const none = { enterpriseId: null, enterpriseStatus: null, topType: 3 as const };
    expect(certificationUrl(info({ ...none }), list)).toBe('/auth?type=1&id=304');
    expect(certificationUrl(info({ ...none, designerStatus: 1 }), [])).toBe('/auth?type=2');
    expect(certificationUrl(info({ ...none, designerStatus: 0 }), [])).toBe('/auth');
  });
});

describe('identity activation', () => {
  it('offers the other identity of an approved enterprise only', () => {
    expect(activationTargetType(info({ topType: 1 }))).toBe(2);
    expect(activationTargetType(info({ topType: 2 }))).toBe(1);
    expect(activationTargetType(info({ topType: 3, enterpriseStatus: null }))).toBeNull();
    expect(activationTargetType(info({ topType: 1, enterpriseStatus: 0 }))).toBeNull();
  });

  it('words the confirm and success texts', () => {
    expect(activationConfirmText(1)).toBe('您确定要开通供应商身份吗？');
    expect(activationConfirmText(2)).toBe('您确定要开通采购商身份吗？');
    expect(activationSuccessText(1)).toBe('您已成功切换为供应商身份');
    expect(activationSuccessText(2)).toBe('您已成功切换为采购商身份');
  });
});
