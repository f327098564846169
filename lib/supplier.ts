/**
 * Rules of the suppliers' side (spec §2, §4, §5, §6): the directory and supplier-search
 * queries, the showroom tabs and the route names used for menu highlighting, the
 * selected-supplier sign-up branches, and the supplier application and sharer forms.
 */
import type { EnterpriseListItem, MemberLevel, UserInfo } from '@/api/types';
import { CHILD_TYPES } from './certification';
import { AUTH_APPROVING_TEXT, AUTH_REJECTED_TEXT, reauthUrl } from './dialog';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';
import { MULTI_SELECT_MAX } from './multi-select';
import { parseIdList } from './product-query';
import { normalizeKeyword } from './search-box';
import { idField } from './id';
import { z } from './zod';

// ---------------------------------------------------------------- directory (/list)

/** Supplier child types of the directory filter: 1001 manufacturer, 1002 construction, 4 dealer. */
export const SUPPLIER_CHILD_TYPES = CHILD_TYPES[1];

export const MEMBER_LEVEL_NAMES: Record<MemberLevel, string> = {
  best_choice_senior: '高级会员',
  best_choice_intermediate: '中级会员',
  best_choice_base: '基础会员',
  dealer_member: '经销商会员',
  construction_member: '施工会员',
};
export const MEMBER_LEVELS = Object.keys(MEMBER_LEVEL_NAMES) as MemberLevel[];

export const DIRECTORY_PAGE_SIZE = 12;

/** The directory's state, kept in the URL (shareable, the back button works). */
export interface DirectoryQuery {
  keyword: string;
  categoryId?: number;
  provinceId?: number;
  cityId?: number;
  childType?: number;
  memberLevel?: MemberLevel;
  page: number;
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function first(source: ParamSource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const value = source[key];
  return Array.isArray(value) ? value[0] : value;
}

function all(source: ParamSource, key: string): string[] {
  if (source instanceof URLSearchParams) return source.getAll(key);
  const value = source[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function positive(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Reads the directory state leniently: anything unknown falls back to "all". */
export function parseDirectoryQuery(source: ParamSource): DirectoryQuery {
  const childType = positive(first(source, 'childType'));
  const level = first(source, 'memberLevel');
  const provinceId = positive(first(source, 'provinceId'));
  return defined({
    keyword: normalizeKeyword(first(source, 'keyword')),
    categoryId: positive(first(source, 'categoryId')),
    provinceId,
    // A city only narrows its province.
    cityId: provinceId ? positive(first(source, 'cityId')) : undefined,
    childType: SUPPLIER_CHILD_TYPES.some((c) => c.code === childType) ? childType : undefined,
    memberLevel: MEMBER_LEVELS.find((l) => l === level),
    page: positive(first(source, 'page')) ?? 1,
  });
}

/** `/list?…` for a state and a change; any filter change goes back to page 1. */
export function directoryUrl(query: DirectoryQuery, change: Partial<DirectoryQuery> = {}): string {
  const next = { ...query, ...change };
  if (!('page' in change)) next.page = 1;
  if ('provinceId' in change && change.provinceId !== query.provinceId) next.cityId = undefined;
  const params = new URLSearchParams();
  if (next.keyword) params.set('keyword', next.keyword);
  for (const key of ['categoryId', 'provinceId', 'cityId', 'childType'] as const) {
    if (next[key]) params.set(key, String(next[key]));
  }
  if (next.memberLevel) params.set('memberLevel', next.memberLevel);
  if (next.page > 1) params.set('page', String(next.page));
  const qs = params.toString();
  return qs ? `/list?${qs}` : '/list';
}

// ---------------------------------------------------------------- supplier search (/yeation/more)

export interface SupplierSearchQuery {
  keyword: string;
  brandIds: number[];
  brandName?: string;
  categoryId?: number;
  page: number;
}

export function parseSupplierSearchQuery(source: ParamSource): SupplierSearchQuery {
  const brandName = normalizeKeyword(first(source, 'brandName'));
  return defined({
    keyword: normalizeKeyword(first(source, 'keyword')),
    brandIds: parseIdList(all(source, 'brandIds')).slice(0, MULTI_SELECT_MAX),
    brandName: brandName || undefined,
    categoryId: positive(first(source, 'categoryId')),
    page: positive(first(source, 'page')) ?? 1,
  });
}

export function supplierSearchUrl(
  query: SupplierSearchQuery,
  change: Partial<SupplierSearchQuery> = {},
): string {
  const next = { ...query, ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.keyword) params.set('keyword', next.keyword);
  if (next.brandIds.length) params.set('brandIds', next.brandIds.join(','));
  if (next.brandName) params.set('brandName', next.brandName);
  if (next.categoryId) params.set('categoryId', String(next.categoryId));
  if (next.page > 1) params.set('page', String(next.page));
  const qs = params.toString();
  return qs ? `/yeation/more?${qs}` : '/yeation/more';
}

// ---------------------------------------------------------------- showroom tabs and route names

export * from './supplier-routes';

// ---------------------------------------------------------------- selected-supplier sign-up

/** Supplier-application follow-up (spec §9): within 3 working days. */
export const SUPPLIER_FOLLOW_UP_DAYS = 3;

export const SIGNUP_MSG = {
  login: '请先登录',
  certifyFirst: '请提交公司认证后再进行报名',
  rejected: AUTH_REJECTED_TEXT,
  approving: AUTH_APPROVING_TEXT,
  already: '您已成为供应商',
  pending: '您已提交报名，平台正在审核，请耐心等待',
  notSupplier: '优选供应商计划仅面向供应商企业，请切换为供应商身份后再报名',
  successTitle: '报名成功',
  successText: `感谢您的报名！平台工作人员将在${SUPPLIER_FOLLOW_UP_DAYS}个工作日内与您联系，您也可以直接拨打客服热线咨询。`,
} as const;

export type SignUpOutcome =
  | { kind: 'login'; message: string }
  /** Certify first or again: the message, then the certification page. */
  | { kind: 'auth'; message: string; url: string }
  | { kind: 'notice'; level: 'info' | 'success' | 'warning'; message: string }
  /** May sign up this enterprise. */
  | { kind: 'open'; enterpriseId: number };

type SignUpUser = Pick<
  UserInfo,
  'enterpriseId' | 'enterpriseStatus' | 'tenantStatus' | 'topType'
> | null;

/**
 * The sign-up branches of spec §4/§5 in order: login; no submitted company → /auth; a
 * rejected company → /auth; in review → wait; already selected → success notice; otherwise
 * the sign-up goes ahead (a buyer identity or a sign-up already in review are told why not).
 */
export function signUpOutcome(
  user: SignUpUser,
  enterprises: readonly Pick<EnterpriseListItem, 'id' | 'type'>[] = [],
): SignUpOutcome {
  if (!user) return { kind: 'login', message: SIGNUP_MSG.login };
  const { enterpriseId, enterpriseStatus, tenantStatus } = user;
  if (enterpriseId === null || enterpriseStatus === null || enterpriseStatus === -2) {
    return { kind: 'auth', message: SIGNUP_MSG.certifyFirst, url: '/auth' };
  }
  if (enterpriseStatus === -1 || tenantStatus === 'company_approve_fail') {
    // A rejected company leaves the user at top type 3: its type comes from the enterprise list.
    const type = enterprises.find((e) => e.id === enterpriseId)?.type ?? user.topType;
    return { kind: 'auth', message: SIGNUP_MSG.rejected, url: reauthUrl(enterpriseId, type) };
  }
  if (enterpriseStatus === 0 || tenantStatus === 'company_approving') {
    return { kind: 'notice', level: 'info', message: SIGNUP_MSG.approving };
  }
  if (tenantStatus === 'supplier') {
    return { kind: 'notice', level: 'success', message: SIGNUP_MSG.already };
  }
  if (user.topType !== 1)
    return { kind: 'notice', level: 'warning', message: SIGNUP_MSG.notSupplier };
  if (tenantStatus === 'supplier_approving') {
    return { kind: 'notice', level: 'info', message: SIGNUP_MSG.pending };
  }
  return { kind: 'open', enterpriseId };
}

/** A selected-supplier sign-up as /enroll reads it (registration/info): selected_supplier_signups.status. */
export const REGISTRATION_STATUS = { pending: 0, approved: 1, rejected: -1 } as const;

const REGISTRATION_STATE_TEXT: Record<number, string> = {
  [REGISTRATION_STATUS.pending]: SIGNUP_MSG.pending,
  [REGISTRATION_STATUS.approved]: '您的企业已成为优选供应商',
  [REGISTRATION_STATUS.rejected]: '您的报名未通过审核，可按原因完善后重新报名',
};

/** What /enroll says about an enterprise's sign-up; null before it signed up. */
export function registrationStateText(status: number | null): string | null {
  return status === null ? null : (REGISTRATION_STATE_TEXT[status] ?? null);
}

/** Signing an enterprise up for the plan (registration/submit): one of the user's own. */
export const registrationSchema = z.object({ enterpriseId: idField('请选择报名的企业') });

// ---------------------------------------------------------------- supplier application (/apply)

export const PRODUCT_MODES = ['自产自销', '代理经销', '贴牌生产', '工程施工'] as const;

export const APPLICATION_MSG = {
  name: '请输入公司名称',
  nameLength: '公司名称为 2-64 个字',
  product: '请输入主营产品',
  productMode: '请选择经营模式',
  isQuoted: '请选择是否可提供报价',
  contactName: '请输入联系人',
  position: '请输入职务',
  phone: '请输入手机号',
  phoneInvalid: PHONE_INVALID_MSG,
  email: '请输入正确的邮箱地址',
  area: '请选择所在省市',
  address: '请输入详细地址',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  success: `提交成功，平台工作人员将在${SUPPLIER_FOLLOW_UP_DAYS}个工作日内与您联系`,
} as const;

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, APPLICATION_MSG.tooLong(label, max));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, APPLICATION_MSG.tooLong(label, max))
    .optional()
    .transform((v) => v || undefined);

const phone = z
  .string({ error: APPLICATION_MSG.phone })
  .trim()
  .min(1, APPLICATION_MSG.phone)
  .regex(PHONE_PATTERN, APPLICATION_MSG.phoneInvalid);

const areaId = idField(APPLICATION_MSG.area);

/** Spec §3 Supplier application: one schema for the /apply form and the server. */
export const supplierApplicationSchema = z.object({
  shareCode: optionalText(32, '分享码'),
  name: required(APPLICATION_MSG.name, 64, '公司名称').min(2, APPLICATION_MSG.nameLength),
  product: required(APPLICATION_MSG.product, 255, '主营产品'),
  productMode: z.enum(PRODUCT_MODES, { error: APPLICATION_MSG.productMode }),
  isQuoted: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: APPLICATION_MSG.isQuoted })
    .transform((v) => (v === true || v === 1 ? 1 : 0)),
  contactName: required(APPLICATION_MSG.contactName, 32, '联系人'),
  position: required(APPLICATION_MSG.position, 32, '职务'),
  phone,
  email: z
    .string()
    .trim()
    .max(128, APPLICATION_MSG.email)
    .refine((v) => !v || z.email().safeParse(v).success, APPLICATION_MSG.email)
    .optional()
    .transform((v) => v || undefined),
  province: required(APPLICATION_MSG.area, 32, '省份'),
  provinceId: areaId,
  city: required(APPLICATION_MSG.area, 32, '城市'),
  cityId: areaId,
  address: required(APPLICATION_MSG.address, 255, '详细地址'),
  referrer: optionalText(32, '推荐人'),
});
export type SupplierApplicationInput = z.input<typeof supplierApplicationSchema>;
export type SupplierApplicationData = z.output<typeof supplierApplicationSchema>;

export const APPLICATION_LABELS: Record<keyof SupplierApplicationData, string> = {
  shareCode: '分享码',
  name: '公司名称',
  product: '主营产品',
  productMode: '经营模式',
  isQuoted: '可否报价',
  contactName: '联系人',
  position: '职务',
  phone: '手机号',
  email: '邮箱',
  province: '省份',
  provinceId: '省份',
  city: '城市',
  cityId: '城市',
  address: '详细地址',
  referrer: '推荐人',
};

/** The first message of every failing field, for the form to show beside each field. */
export function fieldErrors<T extends z.ZodType>(
  schema: T,
  values: unknown,
): Partial<Record<string, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- sharer (/apply/share)

export const SHARER_MSG = {
  name: '请输入姓名',
  company: '请输入公司名称',
  position: '请输入职务',
} as const;

export const sharerSchema = z.object({
  name: required(SHARER_MSG.name, 32, '姓名'),
  phone,
  company: required(SHARER_MSG.company, 128, '公司名称'),
  position: required(SHARER_MSG.position, 32, '职务'),
});
export type SharerInput = z.input<typeof sharerSchema>;

export const SHARER_LABELS = {
  name: '姓名',
  phone: '手机号',
  company: '公司名称',
  position: '职务',
};

/** The link a sharer hands out; applications through it carry the share code. */
export function shareLink(origin: string, shareCode: string): string {
  return `${origin.replace(/\/+$/, '')}/apply?shareCode=${encodeURIComponent(shareCode)}`;
}

/** A phone shown to others: 138****0004. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

// ---------------------------------------------------------------- recruitment

export const RECRUIT_MSG = {
  closed: '该招募已截止或已中止，无法报名',
  supplierOnly: '仅已认证的供应商企业可报名招募',
  already: '您的企业已报名该招募，请等待招募方联系',
  success: '报名成功，招募方将尽快与您联系',
  remark: '补充说明不能超过200个字',
} as const;

export const recruitApplySchema = z.object({
  recruitId: idField(),
  contactName: required(APPLICATION_MSG.contactName, 32, '联系人'),
  phone,
  remark: z.string().trim().max(200, RECRUIT_MSG.remark).optional(),
});
export type RecruitApplyInput = z.input<typeof recruitApplySchema>;

/** Capital is stored in ten-thousands (万元). */
export function capitalText(capital: number): string {
  return capital > 0 ? `${capital.toLocaleString('zh-CN')}万元` : '不限';
}
