import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/types';
import {
  APPLICATION_MSG,
  capitalText,
  directoryUrl,
  fieldErrors,
  maskPhone,
  navKeyOfPath,
  parseDirectoryQuery,
  parseSupplierSearchQuery,
  REGISTRATION_STATUS,
  registrationSchema,
  registrationStateText,
  routeNameOf,
  shareLink,
  showroomTabOf,
  signUpOutcome,
  SIGNUP_MSG,
  supplierApplicationSchema,
  supplierSearchUrl,
} from './supplier';

describe('directory query', () => {
  it('reads filters leniently and drops unknown values', () => {
    expect(
      parseDirectoryQuery({
        keyword: '  地板 ',
        categoryId: '5',
        provinceId: '440000',
        cityId: '440600',
        childType: '1002',
        memberLevel: 'best_choice_senior',
        page: '3',
      }),
    ).toEqual({
      keyword: '地板',
      categoryId: 5,
      provinceId: 440000,
      cityId: 440600,
      childType: 1002,
      memberLevel: 'best_choice_senior',
      page: 3,
    });
    expect(parseDirectoryQuery({ childType: '2001', memberLevel: 'gold', page: 'x' })).toEqual({
      keyword: '',
      page: 1,
    });
    // A city without its province is ignored.
    expect(parseDirectoryQuery({ cityId: '440600' }).cityId).toBeUndefined();
  });

  it('builds URLs that reset the page and the city when the province changes', () => {
    const q = parseDirectoryQuery({ provinceId: '440000', cityId: '440600', page: '4' });
    expect(directoryUrl(q, { childType: 4 })).toBe(
      '/list?provinceId=440000&cityId=440600&childType=4',
    );
    expect(directoryUrl(q, { provinceId: 320000 })).toBe('/list?provinceId=320000');
    expect(directoryUrl(q, { page: 5 })).toBe('/list?provinceId=440000&cityId=440600&page=5');
    expect(directoryUrl(parseDirectoryQuery({}))).toBe('/list');
  });
});

describe('supplier search query', () => {
  it('reads keyword, brandIds, brandName and categoryId', () => {
    const q = parseSupplierSearchQuery(
      new URLSearchParams('keyword=木业&brandIds=1,2&brandIds=2&brandName=森华&categoryId=5'),
    );
    expect(q).toEqual({
      keyword: '木业',
      brandIds: [1, 2],
      brandName: '森华',
      categoryId: 5,
      page: 1,
    });
    expect(supplierSearchUrl(q, { page: 2 })).toBe(
      '/yeation/more?keyword=%E6%9C%A8%E4%B8%9A&brandIds=1%2C2&brandName=%E6%A3%AE%E5%8D%8E&categoryId=5&page=2',
    );
  });
});

describe('route names for menu highlighting', () => {
  it.each([
    ['/supplier/12', 'supplier-id', 'home'],
    ['/supplier/12/company-contact', 'supplier-id-company-contact', 'company-contact'],
    ['/supplier/12/factory-map', 'supplier-id-factory-map', 'factory-map'],
    ['/supplier/12/factory-map/detail?id=3', 'supplier-id-factory-map-detail', 'factory-map'],
    ['/supplier/12/FactoryVR', 'supplier-id-FactoryVR', 'FactoryVR'],
    ['/supplier/12/product-info', 'supplier-id-product-info', 'product-info'],
    ['/supplier/12/project-case', 'supplier-id-project-case', 'project-case'],
    [
      '/supplier/12/qualification-license',
      'supplier-id-qualification-license',
      'qualification-license',
    ],
  ])('%s is %s', (path, name, tab) => {
    expect(routeNameOf(path)).toBe(name);
    expect(showroomTabOf(routeNameOf(path))).toBe(tab);
  });

  it('names the other highlighted routes and nothing else', () => {
    expect(routeNameOf('/designs')).toBe('designs');
    expect(routeNameOf('/designs/design-case')).toBe('designs-design-case');
    expect(routeNameOf('/supplierNotice/list')).toBe('supplierNotice-list');
    expect(routeNameOf('/compare-item')).toBe('compare-item');
    expect(routeNameOf('/supplier/12/unknown')).toBeNull();
    expect(routeNameOf('/product')).toBeNull();
  });

  it('lights 找供方 on the suppliers pages', () => {
    expect(navKeyOfPath('/supplier/1/FactoryVR')).toBe('supplier');
    expect(navKeyOfPath('/supplierNotice/list')).toBe('supplier');
    expect(navKeyOfPath('/list?page=2')).toBe('supplier');
    expect(navKeyOfPath('/compare-item')).toBe('product');
    expect(navKeyOfPath('/designs')).toBeNull();
    expect(navKeyOfPath('/')).toBeNull();
  });
});

const user = (over: Partial<UserInfo>) =>
  ({
    enterpriseId: 1,
    enterpriseStatus: 1,
    tenantStatus: 'supplier_to_approve',
    topType: 1,
    ...over,
  }) as UserInfo;

describe('signUpOutcome (spec §4, §5)', () => {
  it('sends a visitor to login', () => {
    expect(signUpOutcome(null)).toEqual({ kind: 'login', message: '请先登录' });
  });

  it('sends a user without a submitted company to /auth', () => {
    for (const u of [
      user({ enterpriseId: null, enterpriseStatus: null, tenantStatus: null }),
      user({ enterpriseStatus: -2, tenantStatus: null }),
    ]) {
      expect(signUpOutcome(u)).toEqual({
        kind: 'auth',
        message: '请提交公司认证后再进行报名',
        url: '/auth',
      });
    }
  });

  it('sends a rejected company to re-authenticate as its own type', () => {
    const rejected = user({
      enterpriseId: 310,
      enterpriseStatus: -1,
      topType: 3,
      tenantStatus: 'company_approve_fail',
    });
    expect(signUpOutcome(rejected, [{ id: 310, type: 1 }])).toMatchObject({
      url: '/auth?enterpriseId=310&type=1',
    });
  });

  it('sends a rejected company to re-authenticate', () => {
    expect(
      signUpOutcome(
        user({ enterpriseId: 310, enterpriseStatus: -1, tenantStatus: 'company_approve_fail' }),
      ),
    ).toEqual({
      kind: 'auth',
      message: '您提交的认证审批未通过，请修改后提交',
      url: '/auth?enterpriseId=310&type=1',
    });
  });

  it('tells a company in review to wait and a selected supplier that it already is one', () => {
    expect(
      signUpOutcome(user({ enterpriseStatus: 0, tenantStatus: 'company_approving' })),
    ).toMatchObject({
      kind: 'notice',
      message: '您提交的认证正在审批中',
    });
    expect(signUpOutcome(user({ tenantStatus: 'supplier' }))).toEqual({
      kind: 'notice',
      level: 'success',
      message: '您已成为供应商',
    });
  });

  it('lets an approved supplier sign up, also after a rejected sign-up', () => {
    expect(signUpOutcome(user({}))).toEqual({ kind: 'open', enterpriseId: 1 });
    expect(signUpOutcome(user({ tenantStatus: null }))).toEqual({ kind: 'open', enterpriseId: 1 });
    expect(signUpOutcome(user({ tenantStatus: 'supplier_approve_fail' }))).toEqual({
      kind: 'open',
      enterpriseId: 1,
    });
  });

  it('turns away a pending sign-up and a buyer identity', () => {
    expect(signUpOutcome(user({ tenantStatus: 'supplier_approving' }))).toMatchObject({
      message: SIGNUP_MSG.pending,
    });
    expect(signUpOutcome(user({ topType: 2, tenantStatus: null }))).toMatchObject({
      message: SIGNUP_MSG.notSupplier,
    });
  });

  it('promises a call within 3 working days', () => {
    expect(SIGNUP_MSG.successTitle).toBe('报名成功');
    expect(SIGNUP_MSG.successText).toContain('3个工作日内');
  });
});

const good = {
  shareCode: 'SH1001',
  name: '佛山市新材建材有限公司',
  product: '实木复合地板',
  productMode: '自产自销',
  isQuoted: 1,
  contactName: '张三',
  position: '销售经理',
  phone: '13912345678',
  email: 'a@example.com',
  province: '广东省',
  provinceId: 440000,
  city: '佛山市',
  cityId: 440600,
  address: '禅城区季华路 1 号',
  referrer: '',
};

describe('registration (/enroll)', () => {
  it('says where a sign-up stands, nothing before one', () => {
    expect(registrationStateText(null)).toBeNull();
    expect(registrationStateText(REGISTRATION_STATUS.pending)).toBe(SIGNUP_MSG.pending);
    expect(registrationStateText(REGISTRATION_STATUS.approved)).toContain('优选供应商');
    expect(registrationStateText(REGISTRATION_STATUS.rejected)).toContain('重新报名');
  });

  it('needs the enterprise to sign up', () => {
    expect(registrationSchema.parse({ enterpriseId: '12' })).toEqual({ enterpriseId: 12 });
    expect(registrationSchema.safeParse({}).error?.issues[0]?.message).toBe('请选择报名的企业');
  });
});

describe('supplier application schema', () => {
  it('accepts every field of spec §3 and normalises the optional ones', () => {
    const parsed = supplierApplicationSchema.parse({ ...good, isQuoted: true, email: '' });
    expect(parsed).toMatchObject({ isQuoted: 1, shareCode: 'SH1001', cityId: 440600 });
    expect(parsed.email).toBeUndefined();
    expect(parsed.referrer).toBeUndefined();
  });

  it('names each bad field with its own message', () => {
    const errors = fieldErrors(supplierApplicationSchema, {
      ...good,
      name: ' ',
      phone: '12345',
      email: 'not-mail',
      productMode: '其他',
      cityId: undefined,
      address: '',
    });
    expect(errors).toMatchObject({
      name: APPLICATION_MSG.name,
      phone: '请输入正确的11位手机号码',
      email: APPLICATION_MSG.email,
      productMode: APPLICATION_MSG.productMode,
      cityId: APPLICATION_MSG.area,
      address: APPLICATION_MSG.address,
    });
    expect(fieldErrors(supplierApplicationSchema, good)).toEqual({});
  });
});

describe('small helpers', () => {
  it('formats capital, masks phones and builds share links', () => {
    expect(capitalText(5000)).toBe('5,000万元');
    expect(capitalText(0)).toBe('不限');
    expect(maskPhone('13800000004')).toBe('138****0004');
    expect(shareLink('http://localhost:3000/', 'SH1001')).toBe(
      'http://localhost:3000/apply?shareCode=SH1001',
    );
  });
});
