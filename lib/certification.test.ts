import { describe, expect, it } from 'vitest';
import type { TenantStatus, UserInfo } from '@/api/types';
import {
  CERT_MSG,
  CHILD_TYPES,
  certificationErrors,
  certificationQuery,
  certificationSchema,
  certificationStateOf,
  certificationUpdateSchema,
  childTypeName,
  DESIGNER_STATUS,
  designerCertificationSchema,
  firstCertificationError,
  GUARD_MSG,
  nextDesignerStatus,
  nextStatus,
  quickBidGuard,
  showroomGuard,
  workbenchGuard,
  type CertificationAction,
  type CertificationState,
} from './certification';
import { CREDIT_CODE_MSG } from './credit-code';
import { AUTH_TIP_DEFAULT_TEXT } from './dialog';

const supplier = {
  topType: 1,
  companyName: ' 佛山市森华木业有限公司 ',
  creditCode: '91350100M000100Y43',
  childType: 1001,
  businessLicenseUrl: '/v1/api/file/private/202605/a.pdf',
  authorizationUrl: '/v1/api/file/private/202605/b.png',
  serveCategoryIds: [5, 22],
};

describe('certificationSchema', () => {
  it('accepts a supplier, trims the name and defaults the company type to 1', () => {
    const parsed = certificationSchema.parse(supplier);
    expect(parsed.companyName).toBe('佛山市森华木业有限公司');
    expect(parsed.companyType).toBe(1);
  });

  it('accepts a buyer without serve categories', () => {
    const parsed = certificationSchema.parse({
      ...supplier,
      topType: 2,
      childType: 2002,
      serveCategoryIds: undefined,
    });
    expect(parsed.serveCategoryIds).toEqual([]);
  });

  it('requires serve categories for suppliers and a child type of the chosen identity', () => {
    const noCategories = certificationSchema.safeParse({ ...supplier, serveCategoryIds: [] });
    expect(noCategories.error?.issues[0]).toMatchObject({
      path: ['serveCategoryIds'],
      message: CERT_MSG.serveCategoryIds,
    });
    const buyerChild = certificationSchema.safeParse({ ...supplier, childType: 2001 });
    expect(buyerChild.error?.issues[0]).toMatchObject({
      path: ['childType'],
      message: CERT_MSG.childType,
    });
  });

  it('requires a valid credit code and stores it upper-case', () => {
    expect(
      certificationSchema.parse({ ...supplier, creditCode: ' 91350100m000100y43 ' }),
    ).toMatchObject({ creditCode: '91350100M000100Y43' });
    const missing = certificationSchema.safeParse({ ...supplier, creditCode: undefined });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['creditCode'],
      message: CREDIT_CODE_MSG.required,
    });
    const short = certificationSchema.safeParse({ ...supplier, creditCode: '91350100M000100Y4' });
    expect(short.error?.issues[0]?.message).toBe(CREDIT_CODE_MSG.length);
    const wrongCheck = certificationUpdateSchema.safeParse({
      ...supplier,
      creditCode: '91350100M000100Y44',
      enterpriseId: 7,
    });
    expect(wrongCheck.error?.issues[0]).toMatchObject({
      path: ['creditCode'],
      message: CREDIT_CODE_MSG.checkChar,
    });
  });

  it('rejects unknown identities and company types', () => {
    expect(certificationSchema.safeParse({ ...supplier, topType: 3 }).success).toBe(false);
    expect(certificationSchema.safeParse({ ...supplier, companyType: 9 }).success).toBe(false);
  });

  it('needs the enterprise id for an update', () => {
    expect(certificationUpdateSchema.safeParse(supplier).success).toBe(false);
    expect(certificationUpdateSchema.parse({ ...supplier, enterpriseId: '7' }).enterpriseId).toBe(
      7,
    );
  });
});

describe('certificationErrors / firstCertificationError', () => {
  it('reports the required fields in form order', () => {
    expect(firstCertificationError({})).toEqual({ field: 'topType', message: CERT_MSG.topType });
    const errors = certificationErrors({ topType: 1 });
    expect(Object.keys(errors)).toEqual([
      'companyName',
      'creditCode',
      'childType',
      'businessLicenseUrl',
      'authorizationUrl',
      'serveCategoryIds',
    ]);
    expect(firstCertificationError({ topType: 1, companyName: '   ' })?.message).toBe(
      CERT_MSG.companyName,
    );
    expect(firstCertificationError({ topType: 1, companyName: '甲' })?.message).toBe(
      CERT_MSG.companyNameLength,
    );
    expect(firstCertificationError({ topType: 1, companyName: '佛山市森华木业有限公司' })).toEqual({
      field: 'creditCode',
      message: CERT_MSG.creditCode,
    });
    expect(certificationErrors({ ...supplier, creditCode: '91350100M000100Y44' }).creditCode).toBe(
      CREDIT_CODE_MSG.checkChar,
    );
    expect(firstCertificationError({ ...supplier, authorizationUrl: '' })).toEqual({
      field: 'authorizationUrl',
      message: CERT_MSG.authorizationUrl,
    });
  });

  it('checks the child type against the identity before the later fields pass', () => {
    expect(certificationErrors({ topType: 2, childType: 1001 }).childType).toBe(CERT_MSG.childType);
    expect(certificationErrors({ topType: 2, childType: 2001 }).childType).toBeUndefined();
    expect(certificationErrors({ topType: 2 }).serveCategoryIds).toBeUndefined();
  });

  it('passes a complete certification', () => {
    expect(certificationErrors(supplier)).toEqual({});
    expect(firstCertificationError(supplier)).toBeNull();
    // What the server said of a field counts where the schema passes it, in form order.
    const taken = { companyName: CERT_MSG.alreadyCertified };
    expect(firstCertificationError(supplier, taken)).toEqual({
      field: 'companyName',
      message: CERT_MSG.alreadyCertified,
    });
    expect(firstCertificationError({ topType: 1, companyName: '甲' }, taken)?.message).toBe(
      CERT_MSG.companyNameLength,
    );
  });
});

describe('child types', () => {
  it('lists the spec codes by identity', () => {
    expect(CHILD_TYPES[1].map((c) => c.code)).toEqual([1001, 1002, 4]);
    expect(CHILD_TYPES[2].map((c) => c.code)).toEqual([2001, 2002]);
    expect(childTypeName(4)).toBe('经销商');
    expect(childTypeName(99)).toBeNull();
  });
});

const state = (
  type: 1 | 2,
  status: CertificationState['status'],
  tenantStatus: TenantStatus | null,
): CertificationState => ({ type, status, tenantStatus });

describe('nextStatus (the transition table)', () => {
  const table: [CertificationState, CertificationAction, ReturnType<typeof nextStatus>][] = [
    [state(1, null, null), 'submit', { status: 0, tenantStatus: 'company_approving' }],
    [state(2, null, null), 'submit', { status: 0, tenantStatus: 'company_approving' }],
    [state(1, 0, 'company_approving'), 'submit', null],
    [
      state(1, -1, 'company_approve_fail'),
      'resubmit',
      { status: 0, tenantStatus: 'company_approving' },
    ],
    [state(2, -2, null), 'resubmit', { status: 0, tenantStatus: 'company_approving' }],
    [state(1, 0, 'company_approving'), 'resubmit', null],
    [state(2, 1, null), 'resubmit', null],
    [
      state(1, 0, 'company_approving'),
      'approve',
      { status: 1, tenantStatus: 'supplier_to_approve' },
    ],
    [state(2, 0, 'company_approving'), 'approve', { status: 1, tenantStatus: null }],
    [
      state(1, 0, 'company_approving'),
      'reject',
      { status: -1, tenantStatus: 'company_approve_fail' },
    ],
    [state(1, -1, 'company_approve_fail'), 'approve', null],
    [state(1, 1, 'supplier_to_approve'), 'reject', null],
    [
      state(1, 1, 'supplier_to_approve'),
      'signUp',
      { status: 1, tenantStatus: 'supplier_approving' },
    ],
    [
      state(1, 1, 'supplier_approve_fail'),
      'signUp',
      { status: 1, tenantStatus: 'supplier_approving' },
    ],
    [state(1, 1, 'supplier_approving'), 'signUp', null],
    [state(1, 1, 'supplier'), 'signUp', null],
    [state(2, 1, null), 'signUp', null],
    [state(1, 0, 'company_approving'), 'signUp', null],
    [state(1, 1, 'supplier_approving'), 'signUpApprove', { status: 1, tenantStatus: 'supplier' }],
    [
      state(1, 1, 'supplier_approving'),
      'signUpReject',
      { status: 1, tenantStatus: 'supplier_approve_fail' },
    ],
    [state(1, 1, 'supplier'), 'signUpApprove', null],
    [state(1, -1, 'company_approve_fail'), 'signUpApprove', null],
    [state(2, 1, null), 'signUpApprove', null],
  ];
  it.each(table)('%j --%s--> %j', (from, action, to) => {
    expect(nextStatus(from, action)).toEqual(to);
  });

  it('reads stored rows, unknown values counting as incomplete / none', () => {
    expect(certificationStateOf({ type: 1, status: 7, tenantStatus: 'weird' })).toEqual({
      type: 1,
      status: -2,
      tenantStatus: null,
    });
  });
});

describe('designer certification', () => {
  it('validates the fields and moves none/rejected → pending → certified or rejected', () => {
    expect(
      designerCertificationSchema.safeParse({ realName: '周子墨', designerType: 1 }).error
        ?.issues[0]?.message,
    ).toBe(CERT_MSG.idCardUrl);
    expect(nextDesignerStatus(DESIGNER_STATUS.none, 'submit')).toBe(DESIGNER_STATUS.pending);
    expect(nextDesignerStatus(DESIGNER_STATUS.rejected, 'submit')).toBe(DESIGNER_STATUS.pending);
    expect(nextDesignerStatus(DESIGNER_STATUS.pending, 'submit')).toBeNull();
    expect(nextDesignerStatus(DESIGNER_STATUS.certified, 'submit')).toBeNull();
    expect(nextDesignerStatus(DESIGNER_STATUS.pending, 'approve')).toBe(DESIGNER_STATUS.certified);
    expect(nextDesignerStatus(DESIGNER_STATUS.pending, 'reject')).toBe(DESIGNER_STATUS.rejected);
    expect(nextDesignerStatus(DESIGNER_STATUS.none, 'approve')).toBeNull();
  });
});

type GuardUser = Pick<UserInfo, 'enterpriseId' | 'enterpriseStatus' | 'tenantStatus' | 'topType'>;
const user = (patch: Partial<GuardUser> = {}): GuardUser => ({
  enterpriseId: 9,
  enterpriseStatus: 1,
  tenantStatus: null,
  topType: 2,
  ...patch,
});

describe('workbenchGuard', () => {
  it('lets an approved company through', () => {
    expect(workbenchGuard(user())).toBeNull();
    expect(workbenchGuard(user({ topType: 1, tenantStatus: 'supplier_to_approve' }))).toBeNull();
  });

  it('asks visitors to log in and users without an enterprise to certify', () => {
    expect(workbenchGuard(null)).toEqual({ kind: 'login', message: GUARD_MSG.login });
    const none = user({ enterpriseId: null, enterpriseStatus: null, topType: 3 });
    expect(workbenchGuard(none)).toEqual({ kind: 'message', message: '请先完成企业认证!' });
    expect(workbenchGuard(user({ enterpriseStatus: -2, topType: 3 }))?.message).toBe(
      '请先完成企业认证!',
    );
  });

  it('offers re-authentication after a rejection, with the enterprise type when known', () => {
    const rejected = user({
      enterpriseStatus: -1,
      tenantStatus: 'company_approve_fail',
      topType: 3,
    });
    expect(workbenchGuard(rejected, [{ id: 9, type: 1 }])).toEqual({
      kind: 'authTip',
      status: 'company_approve_fail',
      message: AUTH_TIP_DEFAULT_TEXT,
      enterpriseId: 9,
      type: 1,
    });
    expect(workbenchGuard(rejected)).toMatchObject({ type: null });
  });

  it('shows the approving dialog while in review', () => {
    const pending = user({ enterpriseStatus: 0, tenantStatus: 'company_approving', topType: 3 });
    expect(workbenchGuard(pending)).toMatchObject({
      kind: 'authTip',
      status: 'company_approving',
      message: '公司认证审核通过后方可使用工作台',
    });
  });
});

describe('showroomGuard', () => {
  it('needs an enterprise, then the supplier status', () => {
    expect(showroomGuard(null)?.kind).toBe('login');
    expect(showroomGuard(user({ enterpriseId: null, enterpriseStatus: null }))?.message).toBe(
      '请先完成企业认证!',
    );
    expect(showroomGuard(user({ topType: 1, tenantStatus: 'supplier_approving' }))?.message).toBe(
      '请前往工作台完成认证!',
    );
    expect(showroomGuard(user({ topType: 1, tenantStatus: 'supplier' }))).toBeNull();
  });
});

describe('quickBidGuard', () => {
  it('is for logged-in non-suppliers only', () => {
    expect(quickBidGuard(null)).toEqual({ kind: 'message', message: '暂无权限' });
    expect(quickBidGuard({ topType: 1 })?.message).toBe('暂无权限');
    expect(quickBidGuard({ topType: 2 })).toBeNull();
    expect(quickBidGuard({ topType: 3 })).toBeNull();
  });
});

describe('certificationQuery', () => {
  it('reads the identity and the enterprise (enterpriseId, or id as the auth dialog links it)', () => {
    expect(certificationQuery({ type: '1', enterpriseId: '310' })).toEqual({
      type: 1,
      enterpriseId: 310,
    });
    expect(certificationQuery({ type: '2', id: '88' })).toEqual({ type: 2, enterpriseId: 88 });
    expect(certificationQuery({ type: ['2', '1'], enterpriseId: '7', id: '8' })).toEqual({
      type: 2,
      enterpriseId: 7,
    });
  });

  it('ignores any other identity and anything that is not an id', () => {
    expect(certificationQuery({})).toEqual({ type: undefined, enterpriseId: undefined });
    expect(certificationQuery({ type: '3', enterpriseId: '-1', id: '9'.repeat(11) })).toEqual({
      type: undefined,
      enterpriseId: undefined,
    });
  });
});
