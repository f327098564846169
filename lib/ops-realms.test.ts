import { describe, expect, it } from 'vitest';
import {
  domainConflict,
  domainError,
  linkError,
  realmCodeError,
  realmCreateSchema,
  realmFormSchema,
} from './ops-realms';

const form = {
  name: '新禾建材集采平台',
  shortName: '新禾集采',
  domains: [' Xinhe.localhost '],
  applicationTemplateId: 1,
  logo: '/files/public/202611/a.png',
  darkLogo: '/files/public/202611/a.png',
  favicon: '/files/public/202611/b.png',
  themeColor: '#7C3AED',
  companyMobile: '400-100-2000',
  companyEmail: 'service@xinhe.cn',
  footerLinks: [{ label: '帮助中心', href: '/help' }],
  icp: '浙ICP备2026000001号',
  copyright: '',
  homeLayout: ['featured', 'hero', 'recommended'],
  featuredCategoryIds: [7],
  featuredSupplierIds: [],
  seoDescription: '',
  seoKeywords: '',
  developerUrl: '/workbench/developer',
  supplierUrl: 'https://supplier.xinhe.cn',
  accountSiteUrl: '',
  chatUrl: '',
};

describe('realm codes', () => {
  it('takes lower-case words and refuses the app routes', () => {
    expect(realmCodeError('xinhe')).toBeUndefined();
    expect(realmCodeError('xin-he2')).toBeUndefined();
    expect(realmCodeError('Xinhe')).toMatch('小写字母');
    expect(realmCodeError('1abc')).toMatch('以字母开头');
    expect(realmCodeError('x')).toMatch('2–32');
    expect(realmCodeError('v1')).toBe('专区代码不能使用 v1（系统保留）');
  });
});

describe('domains', () => {
  it('takes host names only', () => {
    expect(domainError('xinhe.localhost')).toBeUndefined();
    expect(domainError('www.xin-he.com.cn')).toBeUndefined();
    expect(domainError('http://xinhe.cn')).toMatch('不带 http://');
    expect(domainError('xinhe.cn:3000')).toMatch('端口');
    expect(domainError('xin_he.cn')).toMatch('只能包含字母');
    expect(domainError('-x.cn')).toMatch('只能包含字母');
    expect(domainError('a..cn')).toMatch('只能包含字母');
  });

  it('names the realm that already serves a domain', () => {
    const others = [{ code: 'jinwan', name: '金湾建材集采平台', domains: ['jinwan.localhost'] }];
    expect(domainConflict(['x.localhost', 'jinwan.localhost'], others)).toBe(
      '域名 jinwan.localhost 已被专区「金湾建材集采平台」（jinwan）使用',
    );
    expect(domainConflict(['x.localhost'], others)).toBeUndefined();
  });
});

describe('links', () => {
  it('takes site paths and web addresses', () => {
    expect(linkError('/help')).toBeUndefined();
    expect(linkError('https://x.cn/a')).toBeUndefined();
    expect(linkError('//evil.cn')).toBeDefined();
    expect(linkError('javascript:alert(1)')).toBeDefined();
  });
});

describe('the realm form', () => {
  it('normalises domains and the colour', () => {
    const parsed = realmCreateSchema.parse({ ...form, code: 'xinhe' });
    expect(parsed.domains).toEqual(['xinhe.localhost']);
    expect(parsed.themeColor).toBe('#7c3aed');
  });

  it('answers in Chinese naming the field', () => {
    const issue = (patch: object) =>
      realmFormSchema.safeParse({ ...form, ...patch }).error?.issues[0]?.message;
    expect(issue({ name: '' })).toBe('请输入专区名称');
    expect(issue({ name: '新'.repeat(65) })).toBe('专区名称最多 64 个字');
    expect(issue({ domains: [] })).toBe('请至少填写一个域名');
    expect(issue({ domains: ['a.cn', 'A.cn'] })).toBe('域名 a.cn 重复填写');
    expect(issue({ themeColor: 'red' })).toBe('主色须为 #RRGGBB 颜色');
    expect(issue({ homeLayout: [] })).toBe('首页布局至少需要一个板块');
    expect(issue({ homeLayout: ['hero', 'hero'] })).toBe('首页布局中板块重复：hero');
    expect(issue({ companyEmail: 'x' })).toBe('客服邮箱格式不正确');
    expect(issue({ footerLinks: [{ label: '帮助', href: 'ftp://x' }] })).toMatch('链接地址：');
    expect(issue({ chatUrl: 'x' })).toMatch('在线客服地址：');
    expect(issue({ featuredCategoryIds: [1, 1] })).toBe('精选类目不能重复');
    expect(issue({ officialAccountQr: '' })).toBe('请输入公众号二维码');
  });

  it('takes the official-account QR code as optional: left out or cleared, it is null', () => {
    expect(realmFormSchema.parse(form).officialAccountQr).toBeNull();
    expect(
      realmFormSchema.parse({ ...form, officialAccountQr: null }).officialAccountQr,
    ).toBeNull();
    const qr = '/files/public/202611/qr.png';
    expect(realmFormSchema.parse({ ...form, officialAccountQr: qr }).officialAccountQr).toBe(qr);
  });
});
