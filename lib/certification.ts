/**
 * Company and designer certification (spec §3, §4, §5): the form schema shared by the /auth
 * form and the tenant endpoints, the status transition table, and the guards of the workbench,
 * the showroom and quick bid publishing.
 */
import type {
  DesignerCertificationInfo,
  EnterpriseInfo,
  EnterpriseStatus,
  TenantStatus,
} from '@/api/types';
import { isEnterpriseStatus, isTenantStatus, type IdentityType } from './identity';
import { firstParam, idParam, type SearchParams } from './list-query';
import { CREDIT_CODE_MSG, creditCodeSchema } from './credit-code';
import { TOP_TYPE } from './roles';
import type { FileType } from './upload-rules';
import { idField, idNumber } from './id';
import { z } from './zod';

export interface CodeName {
  code: number;
  name: string;
}

/** Child type codes by identity (spec §3). */
export const CHILD_TYPES: Record<IdentityType, readonly CodeName[]> = {
  1: [
    { code: 1001, name: '生产厂家' },
    { code: 1002, name: '施工单位' },
    { code: 4, name: '经销商' },
  ],
  2: [
    { code: 2001, name: '开发商' },
    { code: 2002, name: '设计公司' },
  ],
};

/** Company types; the spec fixes only the default (1). */
export const COMPANY_TYPES: readonly CodeName[] = [
  { code: 1, name: '企业法人' },
  { code: 2, name: '个体工商户' },
  { code: 3, name: '其他组织' },
];
export const DEFAULT_COMPANY_TYPE = 1;

/** Designer types, as the design competition uses them. */
export const DESIGNER_TYPES: readonly CodeName[] = [
  { code: 1, name: '个人设计师' },
  { code: 2, name: '设计团队' },
  { code: 3, name: '设计工作室' },
];

const nameOf = (list: readonly CodeName[], code: number | null | undefined) =>
  list.find((item) => item.code === code)?.name ?? null;

export function childTypeName(code: number | null | undefined): string | null {
  return nameOf([...CHILD_TYPES[1], ...CHILD_TYPES[2]], code);
}

export function companyTypeName(code: number | null | undefined): string | null {
  return nameOf(COMPANY_TYPES, code);
}

export function designerTypeName(code: number | null | undefined): string | null {
  return nameOf(DESIGNER_TYPES, code);
}

/** Certification documents: png, jpg or pdf, at most 50 MB each (spec §5). */
export const CERTIFICATION_ACCEPT: readonly FileType[] = ['png', 'jpg', 'pdf'];

export const COMPANY_NAME_MAX = 64;
/** The multi-select limit of spec §9, applied to the serve categories. */
export const MAX_SERVE_CATEGORIES = 50;

export const CERT_MSG = {
  topType: '请选择认证身份',
  companyName: '请输入企业名称',
  companyNameLength: `企业名称为 2-${COMPANY_NAME_MAX} 个字`,
  creditCode: CREDIT_CODE_MSG.required,
  companyType: '请选择企业类型',
  childType: '请选择企业子类型',
  businessLicenseUrl: '请上传营业执照',
  authorizationUrl: '请上传授权委托书',
  serveCategoryIds: '请选择服务类目',
  tooManyCategories: `已选数量不能超过${MAX_SERVE_CATEGORIES}`,
  realName: '请输入真实姓名',
  realNameLength: '真实姓名为 2-32 个字',
  designerType: '请选择设计师类型',
  idCardUrl: '请上传身份证明',
  /** enterpriseCheck: the company is already certified or in review. */
  alreadyCertified: '该企业已认证，请联系企业管理员加入',
  /** The credit code belongs to an enterprise already certified or in review. */
  creditCodeTaken: '该统一社会信用代码已认证，请联系企业管理员加入',
} as const;

const fileUrl = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(500, message);

const oneOf = (list: readonly CodeName[], message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((code) => list.some((item) => item.code === code), message);

const certificationFields = {
  topType: z.union([z.literal(1), z.literal(2)], { error: CERT_MSG.topType }),
  companyName: z
    .string({ error: CERT_MSG.companyName })
    .trim()
    .min(1, CERT_MSG.companyName)
    .min(2, CERT_MSG.companyNameLength)
    .max(COMPANY_NAME_MAX, CERT_MSG.companyNameLength),
  creditCode: creditCodeSchema,
  companyType: oneOf(COMPANY_TYPES, CERT_MSG.companyType).default(DEFAULT_COMPANY_TYPE),
  childType: z.number({ error: CERT_MSG.childType }).int(CERT_MSG.childType),
  businessLicenseUrl: fileUrl(CERT_MSG.businessLicenseUrl),
  authorizationUrl: fileUrl(CERT_MSG.authorizationUrl),
  serveCategoryIds: z
    .array(idNumber(), { error: CERT_MSG.serveCategoryIds })
    .max(MAX_SERVE_CATEGORIES, CERT_MSG.tooManyCategories)
    .default([]),
};

export type CertificationField = keyof typeof certificationFields;

/** The form's fields in display (and validation) order. */
export const CERTIFICATION_FIELDS: readonly CertificationField[] = [
  'topType',
  'companyName',
  'creditCode',
  'companyType',
  'childType',
  'businessLicenseUrl',
  'authorizationUrl',
  'serveCategoryIds',
];

export const CERTIFICATION_LABELS: Record<CertificationField, string> = {
  topType: '认证身份',
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  companyType: '企业类型',
  childType: '企业子类型',
  businessLicenseUrl: '营业执照',
  authorizationUrl: '授权委托书',
  serveCategoryIds: '服务类目',
};

/** The rules between fields: the child type follows the identity; suppliers name categories. */
function crossFieldError(
  field: 'childType' | 'serveCategoryIds',
  values: { topType: IdentityType; childType?: unknown; serveCategoryIds?: unknown },
): string | null {
  if (field === 'childType') {
    return CHILD_TYPES[values.topType].some((c) => c.code === values.childType)
      ? null
      : CERT_MSG.childType;
  }
  const ids = values.serveCategoryIds;
  return values.topType === TOP_TYPE.supplier && (!Array.isArray(ids) || ids.length === 0)
    ? CERT_MSG.serveCategoryIds
    : null;
}

function refineCrossFields(
  value: { topType: IdentityType; childType: number; serveCategoryIds: number[] },
  ctx: z.RefinementCtx,
) {
  for (const field of ['childType', 'serveCategoryIds'] as const) {
    const message = crossFieldError(field, value);
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** tenant/save and the /auth form: spec §3 tenant certification plus the child type. */
export const certificationSchema = z.object(certificationFields).superRefine(refineCrossFields);
export type CertificationInput = z.input<typeof certificationSchema>;
export type Certification = z.output<typeof certificationSchema>;

/** tenant/update: the same fields for one of the user's enterprises. */
export const certificationUpdateSchema = z
  .object({ ...certificationFields, enterpriseId: idField() })
  .superRefine(refineCrossFields);

/**
 * Every failing field with its first message, in form order. Unlike one zod parse (whose
 * refinements wait for every field to pass), the cross-field rules run as soon as the identity
 * is chosen, so the form can point at the first problem whatever else is missing.
 */
export function certificationErrors(
  values: Partial<Record<CertificationField, unknown>>,
): Partial<Record<CertificationField, string>> {
  const errors: Partial<Record<CertificationField, string>> = {};
  for (const field of CERTIFICATION_FIELDS) {
    const parsed = certificationFields[field].safeParse(values[field]);
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? CERT_MSG[field];
  }
  const topType = certificationFields.topType.safeParse(values.topType);
  if (topType.success) {
    for (const field of ['childType', 'serveCategoryIds'] as const) {
      const message = errors[field]
        ? null
        : crossFieldError(field, { ...values, topType: topType.data });
      if (message) errors[field] = message;
    }
  }
  return errors;
}

/**
 * The first failing field in form order, or null when the certification can be sent. `known`
 * adds what the schema cannot see (a name the server found taken) where the field passes it.
 */
export function firstCertificationError(
  values: Partial<Record<CertificationField, unknown>>,
  known: Partial<Record<CertificationField, string>> = {},
): { field: CertificationField; message: string } | null {
  const errors = { ...known, ...certificationErrors(values) };
  const field = CERTIFICATION_FIELDS.find((name) => errors[name]);
  return field ? { field, message: errors[field]! } : null;
}

// ---------------------------------------------------------------- designers

/** users.designerStatus: 1 certified (spec §3); 2 pending and -1 rejected are this project's. */
export const DESIGNER_STATUS = { none: 0, certified: 1, pending: 2, rejected: -1 } as const;
export type DesignerStatus = (typeof DESIGNER_STATUS)[keyof typeof DESIGNER_STATUS];

export const designerCertificationSchema = z.object({
  realName: z
    .string({ error: CERT_MSG.realName })
    .trim()
    .min(1, CERT_MSG.realName)
    .min(2, CERT_MSG.realNameLength)
    .max(32, CERT_MSG.realNameLength),
  designerType: oneOf(DESIGNER_TYPES, CERT_MSG.designerType),
  idCardUrl: fileUrl(CERT_MSG.idCardUrl),
  worksUrls: z.array(z.string().trim().min(1).max(500)).max(10).default([]),
});
export type DesignerCertificationInput = z.input<typeof designerCertificationSchema>;
export type DesignerCertification = z.output<typeof designerCertificationSchema>;

export type DesignerAction = 'submit' | 'approve' | 'reject';

/** Designer transitions: submit from none or rejected, then approve or reject the pending one. */
export function nextDesignerStatus(current: number, action: DesignerAction): DesignerStatus | null {
  switch (action) {
    case 'submit':
      return current === DESIGNER_STATUS.none || current === DESIGNER_STATUS.rejected
        ? DESIGNER_STATUS.pending
        : null;
    case 'approve':
      return current === DESIGNER_STATUS.pending ? DESIGNER_STATUS.certified : null;
    case 'reject':
      return current === DESIGNER_STATUS.pending ? DESIGNER_STATUS.rejected : null;
  }
}

// ---------------------------------------------------------------- enterprise transitions

/**
 * What the operator and the applicant can do to an enterprise identity. Company certification:
 * submit (tenant/save), resubmit (tenant/update), approve, reject. Selected-supplier plan:
 * signUp, signUpApprove, signUpReject.
 */
export type CertificationAction =
  'submit' | 'resubmit' | 'approve' | 'reject' | 'signUp' | 'signUpApprove' | 'signUpReject';

export interface CertificationState {
  /** 1 supplier, 2 buyer. */
  type: IdentityType;
  /** null before the enterprise exists. */
  status: EnterpriseStatus | null;
  tenantStatus: TenantStatus | null;
}

export type CertificationOutcome = Pick<CertificationState, 'status' | 'tenantStatus'> & {
  status: EnterpriseStatus;
};

const SIGN_UP_OPEN: readonly (TenantStatus | null)[] = [
  null,
  'supplier_to_approve',
  'supplier_approve_fail',
];

/**
 * The transition table (docs/certification.md): the state after `action`, or null when the
 * action is not allowed from `current`.
 */
export function nextStatus(
  current: CertificationState,
  action: CertificationAction,
): CertificationOutcome | null {
  const { type, status, tenantStatus } = current;
  const approvedSupplier = type === TOP_TYPE.supplier && status === 1;
  switch (action) {
    case 'submit':
      return status === null ? { status: 0, tenantStatus: 'company_approving' } : null;
    case 'resubmit':
      return status === -1 || status === -2
        ? { status: 0, tenantStatus: 'company_approving' }
        : null;
    case 'approve':
      if (status !== 0) return null;
      return { status: 1, tenantStatus: type === TOP_TYPE.supplier ? 'supplier_to_approve' : null };
    case 'reject':
      return status === 0 ? { status: -1, tenantStatus: 'company_approve_fail' } : null;
    case 'signUp':
      return approvedSupplier && SIGN_UP_OPEN.includes(tenantStatus)
        ? { status: 1, tenantStatus: 'supplier_approving' }
        : null;
    // A pending sign-up row is the real precondition; its enterprise may still show the state
    // before the sign-up if the sign-up was recorded without the status change.
    case 'signUpApprove':
      return approvedSupplier && tenantStatus !== 'supplier'
        ? { status: 1, tenantStatus: 'supplier' }
        : null;
    case 'signUpReject':
      return approvedSupplier && tenantStatus !== 'supplier'
        ? { status: 1, tenantStatus: 'supplier_approve_fail' }
        : null;
  }
}

/** An enterprise row's state for nextStatus (unknown stored values count as none). */
export function certificationStateOf(row: {
  type: number;
  status: number;
  tenantStatus: string | null;
}): CertificationState {
  return {
    type: row.type === TOP_TYPE.supplier ? 1 : 2,
    status: isEnterpriseStatus(row.status) ? row.status : -2,
    tenantStatus: isTenantStatus(row.tenantStatus) ? row.tenantStatus : null,
  };
}

// ---------------------------------------------------------------- guards (spec §4, §5)

/**
 * What /auth and /mobile/authentication show a signed-in user: a form (company, or designer for
 * a designer account with type=2), or where the enterprise stands. `notice` says why a requested
 * enterprise was not opened (someone else's or gone), above a new certification.
 */
export type CertificationView =
  | { kind: 'company'; existing: EnterpriseInfo | null; notice?: string }
  | { kind: 'companyPending' | 'companyApproved'; existing: EnterpriseInfo }
  | { kind: 'designer'; info: DesignerCertificationInfo };

export interface CertificationQuery {
  /** The identity asked for: preselected on the company form, 2 opens a designer's own form. */
  type?: IdentityType;
  /** The enterprise to resubmit (enterpriseId, or id as the auth dialog's link has it). */
  enterpriseId?: number;
}

/** The query of the certification pages; anything else in it is ignored. */
export function certificationQuery(params: SearchParams): CertificationQuery {
  const type = firstParam(params, 'type');
  return {
    type: type === '1' ? 1 : type === '2' ? 2 : undefined,
    enterpriseId: idParam(params, 'enterpriseId') ?? idParam(params, 'id'),
  };
}

export * from './guards';

// ---------------------------------------------------------------- operator decisions

export const REVIEW_REASON_MAX = 200;
export const REJECT_REASON_MSG = '请填写驳回原因';

/** An operator's decision: approve (an optional note) or reject (a reason is required). */
export const reviewDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    reason: z.string().trim().max(REVIEW_REASON_MAX).optional(),
  }),
  z.object({
    action: z.literal('reject'),
    reason: z
      .string({ error: REJECT_REASON_MSG })
      .trim()
      .min(1, REJECT_REASON_MSG)
      .max(REVIEW_REASON_MAX, `驳回原因不能超过${REVIEW_REASON_MAX}个字`),
  }),
]);
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;
