/**
 * The showroom editor of the supplier centre (展厅管理): one schema for the form and
 * `PUT /v1/api/supplier/companyHall`, the limits of each list, the message of a failed field
 * (naming the list item), and the panorama check (an equirectangular image is 2:1).
 */
import { isCalendarDay } from './dates';
import { htmlText } from './rich-text';
import { z } from './zod';

export const SHOWROOM_LIMITS = {
  factoryImages: 12,
  vrs: 10,
  projectCases: 30,
  qualifications: 30,
  introPlain: 5000,
  introHtml: 20000,
  url: 500,
} as const;

export const QUALIFICATION_KINDS = [
  { value: 'license', label: '营业执照' },
  { value: 'qualification', label: '资质证书' },
  { value: 'certificate', label: '认证证书' },
  { value: 'patent', label: '专利证书' },
  { value: 'report', label: '检测报告' },
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number]['value'];

const tooLong = (label: string, max: number) => `${label}最多 ${max} 个字`;

const required = (label: string, max: number, verb = '请输入') =>
  z
    .string({ error: `${verb}${label}` })
    .trim()
    .min(1, `${verb}${label}`)
    .max(max, tooLong(label, max));

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v || null);

const imageUrl = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .min(1, `请上传${label}`)
    .max(SHOWROOM_LIMITS.url, `${label}地址过长，请重新上传`);

const optionalImage = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(SHOWROOM_LIMITS.url, `${label}地址过长，请重新上传`)
    .nullish()
    .transform((v) => v || null);

const optionalDay = (label: string) =>
  z
    .string({ error: `请选择正确的${label}` })
    .trim()
    .nullish()
    .refine((v) => !v || isCalendarDay(v), `请选择正确的${label}`)
    .transform((v) => v || null);

const thisYear = () => new Date().getFullYear();

export const factoryImageSchema = z.object({
  title: required('实景名称', 64),
  description: optional('实景说明', 500),
  imageUrl: imageUrl('实景图片'),
});

export const factoryVrSchema = z.object({
  title: required('全景名称', 64),
  vrUrl: imageUrl('全景图片'),
});

export const projectCaseSchema = z.object({
  title: required('案例标题', 128),
  projectName: required('项目名称', 128),
  developerName: optional('开发商', 128),
  province: optional('省份', 32),
  city: optional('城市', 32),
  coverUrl: imageUrl('案例封面'),
  description: optional('案例说明', 500),
  completedAt: optionalDay('完工日期'),
});

export const qualificationSchema = z.object({
  kind: z.enum(
    QUALIFICATION_KINDS.map((k) => k.value) as [QualificationKind, ...QualificationKind[]],
    { error: '请选择证照类型' },
  ),
  name: required('证照名称', 128),
  fileUrl: imageUrl('证照文件'),
  issuedBy: optional('发证机构', 128),
  validUntil: optionalDay('有效期'),
});

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: `${label}格式不正确` })
    .max(max, `${label}最多 ${max} 项`)
    .default([]);

export const showroomSchema = z.object({
  shortName: required('展厅简称', 32),
  slogan: optional('宣传语', 128),
  intro: z
    .string({ error: '请输入公司简介' })
    .max(SHOWROOM_LIMITS.introHtml, '公司简介内容过长，请精简格式或文字')
    .refine((v) => htmlText(v).length > 0, '请输入公司简介')
    .refine(
      (v) => htmlText(v).length <= SHOWROOM_LIMITS.introPlain,
      tooLong('公司简介', SHOWROOM_LIMITS.introPlain),
    ),
  logo: optionalImage('企业 Logo'),
  bannerUrl: optionalImage('展厅横幅'),
  mainProducts: z
    .string({ error: '主营产品格式不正确' })
    .trim()
    .max(255, tooLong('主营产品', 255))
    .default(''),
  foundedYear: z.coerce
    .number({ error: '请输入正确的成立年份' })
    .int('请输入正确的成立年份')
    .min(1900, '成立年份须在 1900 年至今年之间')
    .refine((v) => v <= thisYear(), '成立年份须在 1900 年至今年之间')
    .nullish()
    .transform((v) => v ?? null),
  registeredCapital: z.coerce
    .number({ error: '请输入正确的注册资本（万元）' })
    .int('注册资本请填写整数（万元）')
    .min(0, '注册资本须在 0 至 100,000,000 万元之间')
    .max(100_000_000, '注册资本须在 0 至 100,000,000 万元之间')
    .nullish()
    .transform((v) => v ?? null),
  employees: optional('员工人数', 32),
  annualOutput: optional('年产值', 64),
  contactName: required('联系人', 32),
  contactPhone: required('联系电话', 32).regex(
    /^[0-9+\-()\s]{5,32}$/,
    '请输入正确的联系电话（数字、空格、+、-、括号）',
  ),
  contactEmail: optional('联系邮箱', 128).refine(
    (v) => !v || z.email().safeParse(v).success,
    '请输入正确的联系邮箱',
  ),
  website: optional('企业官网', 255).refine(
    (v) => !v || /^https?:\/\/[^\s<>"]+$/i.test(v),
    '企业官网须以 http:// 或 https:// 开头',
  ),
  province: optional('省份', 32),
  city: optional('城市', 32),
  address: optional('详细地址', 255),
  factoryImages: list(factoryImageSchema, '工厂实景', SHOWROOM_LIMITS.factoryImages),
  vrs: list(factoryVrSchema, 'VR 全景', SHOWROOM_LIMITS.vrs),
  projectCases: list(projectCaseSchema, '项目案例', SHOWROOM_LIMITS.projectCases),
  qualifications: list(qualificationSchema, '资质证照', SHOWROOM_LIMITS.qualifications),
});
export type ShowroomInput = z.input<typeof showroomSchema>;
export type ShowroomData = z.output<typeof showroomSchema>;

const LIST_LABELS: Record<string, string> = {
  factoryImages: '工厂实景',
  vrs: 'VR 全景',
  projectCases: '项目案例',
  qualifications: '资质证照',
};

/** The first issue as one sentence; an item of a list is named, e.g. 项目案例第 2 项：请输入项目名称. */
export function showroomIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '展厅信息格式不正确';
  const [head, index] = issue.path;
  if (typeof head === 'string' && LIST_LABELS[head] && typeof index === 'number') {
    return `${LIST_LABELS[head]}第 ${index + 1} 项：${issue.message}`;
  }
  return issue.message;
}

/** An equirectangular panorama covers 360°×180°: width is twice the height (1% tolerance). */
export function isPanoramaSize(width: number | undefined, height: number | undefined): boolean {
  if (!width || !height) return false;
  return Math.abs(width / height - 2) <= 0.02;
}

export const PANORAMA_MSG = '全景图须为 2:1 的等距柱状投影（equirectangular）图片';
export const IMAGE_ONLY_MSG = (label: string) => `${label}须为 png 或 jpg 图片，请重新上传`;
export const FOREIGN_FILE_MSG = (label: string) => `${label}不是您上传的文件，请重新上传`;
