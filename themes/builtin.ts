import { DEFAULT_HOME_LAYOUT, type HomeBlockKey } from '@/lib/home-layout';
import type { FooterLink, HomeFeatured, ThemeDefinition, TopConfigNode } from '@/lib/theme';
import { faviconSvg, logoSvg, svgDataUrl } from './logo';

/** Application templates: the alternate one has its own top search (spec §2). */
export const TEMPLATE_DEFAULT = 1;
export const TEMPLATE_ALTERNATE = 2;

const moreColumns = (realm: string): TopConfigNode[] => [
  {
    name: '采购服务',
    status: 1,
    children: [
      { name: '集中采购', link: '/bid/list', status: 1 },
      { name: '询价大厅', link: '/inquiry/list', status: 1 },
      { name: '自助询价', link: '/inquiry/find-rice', status: 1 },
    ],
  },
  {
    name: '供方服务',
    status: 1,
    children: [
      { name: '优选供应商', link: '/yeation', status: 1 },
      { name: '供应商入驻', link: '/apply', status: 1 },
      { name: '供应商招募', link: '/recruit', status: 1 },
    ],
  },
  {
    name: '设计服务',
    status: 1,
    children: [
      { name: '设计大厅', link: '/design', status: 1 },
      { name: '设计案例', link: '/designs/design-case', status: 1 },
      { name: '设计大赛', link: '/competition', status: 1 },
    ],
  },
  {
    name: '绿色低碳',
    status: 1,
    children: [
      { name: '绿色建材', link: '/certificates', status: 1 },
      { name: '生态伙伴', link: '/ecology', status: 1 },
    ],
  },
  {
    name: '资讯',
    status: 1,
    children: [
      { name: '行业资讯', link: '/information/list', status: 1 },
      { name: '租赁资讯', link: '/rent', status: 1 },
    ],
  },
  {
    name: `关于${realm}`,
    status: 1,
    children: [
      { name: '帮助中心', link: '/help', status: 1 },
      { name: '关于我们', link: '/help/aboutUs', status: 1 },
    ],
  },
];

const externalLinks = (base: string): TopConfigNode[] => [
  { name: '查SCI', link: `https://sci.${base}`, status: 1 },
  { name: '保质量', link: `https://quality.${base}`, status: 1 },
  { name: '找资金', link: `https://finance.${base}`, status: 1 },
];

// Every realm keeps help and about us; partner realms add their own entry points.
const HELP_LINKS: FooterLink[] = [
  { label: '帮助中心', href: '/help' },
  { label: '关于我们', href: '/help/aboutUs' },
];

interface ThemeSeed {
  code: string;
  themeType: number;
  name: string;
  shortName: string;
  mark: string;
  color: string;
  template: number;
  domains: string[];
  mobile: string;
  email: string;
  externalBase: string;
  icp: string;
  footerLinks: FooterLink[];
  homeLayout: HomeBlockKey[];
  homeFeatured: HomeFeatured;
  isDefault: boolean;
}

function toTheme(t: ThemeSeed): ThemeDefinition {
  const primaryHost = t.domains[0] ?? 'localhost';
  return {
    code: t.code,
    themeType: t.themeType,
    name: t.name,
    shortName: t.shortName,
    applicationTemplateId: t.template,
    domains: t.domains,
    domainNameUrl: `http://${primaryHost}`,
    // In-app paths work on any host and port; a realm may set absolute external URLs instead.
    developerNameUrl: '/workbench/developer',
    supplierNameUrl: '/workbench/supplier',
    blackBackgroundLogo: svgDataUrl(logoSvg(t.shortName, t.color, true)),
    writeBackgroundLogo: svgDataUrl(logoSvg(t.shortName, t.color, false)),
    themeColor: t.color,
    companyMobile: t.mobile,
    companyEmail: t.email,
    topConfigList: [...externalLinks(t.externalBase), ...moreColumns(t.shortName)],
    favicon: faviconSvg(t.mark, t.color),
    faviconType: 'image/svg+xml',
    basicConfig: {
      description: `${t.name}：建材与设计行业B2B集中采购平台，找产品、找供方、招投标、找商机。`,
      copyright: `© 2026 ${t.name} 版权所有`,
      icp: t.icp,
    },
    mainConfig: {
      customerServiceHotline: t.mobile,
      partnerZone: t.code !== 'main',
    },
    homeLayout: t.homeLayout,
    footerLinks: t.footerLinks,
    homeFeatured: t.homeFeatured,
    isDefault: t.isDefault,
  };
}

// Featured picks name seeded rows: level-2 categories and approved suppliers serving them.
const realms: ThemeSeed[] = [
  {
    code: 'main',
    themeType: 1,
    name: '筑采建材集采商城',
    shortName: '筑采商城',
    mark: '筑',
    color: '#1d4ed8',
    template: TEMPLATE_DEFAULT,
    domains: ['localhost', '127.0.0.1', 'mall.localhost'],
    mobile: '400-820-6688',
    email: 'service@zhucai-mall.cn',
    externalBase: 'zhucai-mall.cn',
    icp: '沪ICP备2026000000号',
    footerLinks: HELP_LINKS,
    homeLayout: [...DEFAULT_HOME_LAYOUT],
    homeFeatured: { categoryIds: [], supplierIds: [] },
    isDefault: true,
  },
  {
    code: 'jinwan',
    themeType: 2,
    name: '金湾建材集采平台',
    shortName: '金湾集采',
    mark: '金',
    color: '#0e8058',
    template: TEMPLATE_DEFAULT,
    domains: ['jinwan.localhost'],
    mobile: '400-660-1818',
    email: 'jicai@jinwan-build.cn',
    externalBase: 'jinwan-build.cn',
    icp: '粤ICP备2026018818号-1',
    footerLinks: [
      ...HELP_LINKS,
      { label: '集中采购', href: '/bid/list' },
      { label: '供应商入驻', href: '/apply' },
    ],
    // Every block of the main mall, with the realm's picks and its products first.
    homeLayout: ['hero', 'featured', 'recommended', 'opportunities', 'enterprises', 'updates'],
    homeFeatured: { categoryIds: [7, 13, 16, 11], supplierIds: [3, 39, 12, 8] },
    isDefault: false,
  },
  {
    code: 'nancheng',
    themeType: 3,
    name: '南城供应链商城',
    shortName: '南城供应链',
    mark: '南',
    color: '#c2410c',
    template: TEMPLATE_ALTERNATE,
    domains: ['nancheng.localhost'],
    mobile: '400-990-3366',
    email: 'scm@nancheng-supply.cn',
    externalBase: 'nancheng-supply.cn',
    icp: '粤ICP备2026093366号-2',
    footerLinks: [
      ...HELP_LINKS,
      { label: '询价大厅', href: '/inquiry/list' },
      { label: '供应商招募', href: '/recruit' },
      { label: '优选供应商', href: '/yeation' },
    ],
    // A supply-chain realm: its picks lead, news and recruiting before the product list.
    homeLayout: ['hero', 'featured', 'updates', 'recommended'],
    homeFeatured: { categoryIds: [21, 23, 42, 43], supplierIds: [16, 17, 48, 29] },
    isDefault: false,
  },
];

/** The realms shipped with the product; the seed writes them as theme rows. */
export const builtinThemes: ThemeDefinition[] = realms.map(toTheme);
