/**
 * Rules of the ops console's 伙伴专区 section, shared by the form and the server: what a realm's
 * code and domains may be, and the shape of a realm as the form sends it.
 */
import { homeLayoutError, HOME_BLOCKS, type HomeBlockKey } from './home-layout';
import { z } from './zod';

export const REALM_NAME_MAX = 64;
export const REALM_SHORT_NAME_MAX = 32;
export const REALM_DOMAINS_MAX = 10;
export const REALM_URL_MAX = 255;
export const REALM_FOOTER_LINKS_MAX = 12;
export const REALM_FOOTER_LABEL_MAX = 16;
export const REALM_FEATURED_MAX = 8;
export const REALM_ICP_MAX = 64;
export const REALM_COPYRIGHT_MAX = 128;
export const REALM_SEO_DESCRIPTION_MAX = 200;
export const REALM_SEO_KEYWORDS_MAX = 200;
export const REALM_PHONE_MAX = 32;
export const REALM_EMAIL_MAX = 128;

/** Application templates (spec §2): the alternate one has its own top search. */
export const REALM_TEMPLATES = { 1: '默认模板', 2: '备选模板（自带顶部搜索）' } as const;

/** The home blocks in words an operator reads. */
export const HOME_BLOCK_NAMES: Record<HomeBlockKey, string> = {
  hero: '首屏（类目、轮播、导语）',
  featured: '专区精选（类目与供应商）',
  opportunities: '商机（招标、询价）',
  recommended: '推荐商品',
  enterprises: '供应商与开发商墙',
  updates: '招募与行业资讯',
};

// Top-level routes of the app: a realm's pages are served under /<code>/…, so its code may not
// shadow them.
const RESERVED_CODES = new Set(['v1', 'captcha', 'files', 'sitemaps', 'api']);

const CODE_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

/** Why a realm code cannot be used, or undefined. */
export function realmCodeError(code: string): string | undefined {
  if (!CODE_PATTERN.test(code)) {
    return '专区代码须为 2–32 个小写字母、数字或连字符，以字母开头';
  }
  if (RESERVED_CODES.has(code)) return `专区代码不能使用 ${code}（系统保留）`;
  return undefined;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A domain as the realm table keeps it: trimmed and lower-case (Host headers are compared that
 * way, lib/host).
 */
export const normaliseDomain = (domain: string) => domain.trim().toLowerCase();

/** Why a host name cannot be a realm's domain (no scheme, port or path), or undefined. */
export function domainError(domain: string): string | undefined {
  if (domain === '') return '请输入域名';
  if (/[/:?#@\s]/.test(domain)) {
    return `域名 ${domain} 格式不正确：只填主机名，不带 http://、端口或路径`;
  }
  const labels = domain.split('.');
  if (domain.length > 253 || !labels.every((l) => LABEL.test(l))) {
    return `域名 ${domain} 格式不正确：只能包含字母、数字、连字符和点`;
  }
  return undefined;
}

/** An in-site path (/help) or an http(s) address, as a link or a workbench URL. */
export function linkError(href: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return undefined;
  try {
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined;
  } catch {
    // falls through to the message
  }
  return '链接须以 / 开头（站内页面）或以 http:// 、https:// 开头';
}

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(max, `${label}最多 ${max} 个字`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const link = (label: string) =>
  text(label, REALM_URL_MAX).superRefine((href, ctx) => {
    const problem = linkError(href);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label}：${problem}` });
  });
const optionalLink = (label: string) =>
  text(label, REALM_URL_MAX).superRefine((href, ctx) => {
    const problem = href === '' ? undefined : linkError(href);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label}：${problem}` });
  });
// Uploads are short URLs; the seeded realms keep their images as SVG data URLs.
const image = (label: string) => required(label, 16_384);

export const realmCodeSchema = z
  .string({ error: '请输入专区代码' })
  .trim()
  .superRefine((code, ctx) => {
    const problem = realmCodeError(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const realmDomainsSchema = z
  .array(z.string({ error: '请输入域名' }).transform(normaliseDomain), {
    error: '请填写域名',
  })
  .min(1, '请至少填写一个域名')
  .max(REALM_DOMAINS_MAX, `域名最多 ${REALM_DOMAINS_MAX} 个`)
  .superRefine((domains, ctx) => {
    for (const domain of domains) {
      const problem = domainError(domain);
      if (problem) return ctx.addIssue({ code: 'custom', message: problem });
    }
    const repeated = domains.find((d, i) => domains.indexOf(d) !== i);
    if (repeated) ctx.addIssue({ code: 'custom', message: `域名 ${repeated} 重复填写` });
  });

const ids = (label: string) =>
  z
    .array(
      z
        .number({ error: `${label}须为编号` })
        .int(`${label}须为编号`)
        .positive(`${label}须为编号`),
    )
    .max(REALM_FEATURED_MAX, `${label}最多 ${REALM_FEATURED_MAX} 个`)
    .refine((list) => new Set(list).size === list.length, `${label}不能重复`);

/** A realm as the 伙伴专区 form sends it (everything but the code, which never changes). */
export const realmFormSchema = z.object({
  name: required('专区名称', REALM_NAME_MAX),
  shortName: required('专区简称', REALM_SHORT_NAME_MAX),
  domains: realmDomainsSchema,
  applicationTemplateId: z.union([z.literal(1), z.literal(2)], { error: '请选择页面模板' }),
  logo: image('Logo'),
  darkLogo: image('深色底 Logo'),
  favicon: image('网站图标'),
  officialAccountQr: image('公众号二维码').nullable().default(null),
  themeColor: z
    .string({ error: '请选择主色' })
    .regex(/^#[0-9a-fA-F]{6}$/, '主色须为 #RRGGBB 颜色')
    .transform((c) => c.toLowerCase()),
  companyMobile: required('客服电话', REALM_PHONE_MAX),
  companyEmail: required('客服邮箱', REALM_EMAIL_MAX).pipe(
    z.email({ error: '客服邮箱格式不正确' }),
  ),
  footerLinks: z
    .array(
      z.object({
        label: required('链接文字', REALM_FOOTER_LABEL_MAX),
        href: link('链接地址'),
      }),
      { error: '请填写页脚链接' },
    )
    .max(REALM_FOOTER_LINKS_MAX, `页脚链接最多 ${REALM_FOOTER_LINKS_MAX} 个`),
  icp: text('ICP 备案号', REALM_ICP_MAX),
  copyright: text('版权信息', REALM_COPYRIGHT_MAX),
  homeLayout: z
    .array(z.enum(HOME_BLOCKS, { error: '首页布局包含未知板块' }), { error: '请选择首页板块' })
    .superRefine((keys, ctx) => {
      const problem = homeLayoutError(keys);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  featuredCategoryIds: ids('精选类目'),
  featuredSupplierIds: ids('精选供应商'),
  seoDescription: text('SEO 描述', REALM_SEO_DESCRIPTION_MAX),
  seoKeywords: text('SEO 关键词', REALM_SEO_KEYWORDS_MAX),
  developerUrl: link('采购工作台地址'),
  supplierUrl: link('供应工作台地址'),
  accountSiteUrl: optionalLink('账号站地址'),
  chatUrl: optionalLink('在线客服地址'),
});
export type RealmForm = z.output<typeof realmFormSchema>;
export type RealmFormInput = z.input<typeof realmFormSchema>;

export const realmCreateSchema = realmFormSchema.extend({ code: realmCodeSchema });
export type RealmCreate = z.output<typeof realmCreateSchema>;

/** Chinese names of the fields, for 400 answers that name the field. */
export const REALM_LABELS: Record<string, string> = {
  code: '专区代码',
  name: '专区名称',
  shortName: '专区简称',
  domains: '域名',
  applicationTemplateId: '页面模板',
  logo: 'Logo',
  darkLogo: '深色底 Logo',
  favicon: '网站图标',
  officialAccountQr: '公众号二维码',
  themeColor: '主色',
  companyMobile: '客服电话',
  companyEmail: '客服邮箱',
  footerLinks: '页脚链接',
  icp: 'ICP 备案号',
  copyright: '版权信息',
  homeLayout: '首页布局',
  featuredCategoryIds: '精选类目',
  featuredSupplierIds: '精选供应商',
  seoDescription: 'SEO 描述',
  seoKeywords: 'SEO 关键词',
  developerUrl: '采购工作台地址',
  supplierUrl: '供应工作台地址',
  accountSiteUrl: '账号站地址',
  chatUrl: '在线客服地址',
};

export interface DomainHolder {
  code: string;
  name: string;
  domains: readonly string[];
}

/**
 * The first of these domains another realm already serves, with that realm, in the words the
 * operator reads; undefined when none is taken.
 */
export function domainConflict(
  domains: readonly string[],
  others: readonly DomainHolder[],
): string | undefined {
  for (const domain of domains) {
    const holder = others.find((r) => r.domains.includes(domain));
    if (holder) return `域名 ${domain} 已被专区「${holder.name}」（${holder.code}）使用`;
  }
  return undefined;
}
