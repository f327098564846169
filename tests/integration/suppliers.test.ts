import { and, count, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyHallTab,
  FactoryVr,
  OpsSupplierApplication,
  OpsSupplierSignup,
  Page,
  ProjectCase,
  Qualification,
  RecruitDetail,
  SharerInfo,
  Showroom,
  SupplierListItem,
  SupplierNoticeDetail,
  SupplierNoticeItem,
} from '@/api/types';
import { POST as apply } from '@/app/v1/api/apply/[tenantId]/route';
import { GET as opsApplications } from '@/app/v1/api/ops/supplierApplications/route';
import { GET as opsSignups } from '@/app/v1/api/ops/supplierSignups/route';
import { POST as supplierApplication } from '@/app/v1/api/promotion/SupplierApplication/route';
import { POST as sharer } from '@/app/v1/api/promotion/sharer/route';
import { GET as sharerInfo } from '@/app/v1/api/promotion/sharerInfo/route';
import { GET as recruitDetail } from '@/app/v1/api/recruit/[id]/route';
import { GET as companyHall } from '@/app/v1/api/supplier/companyHall/[tenantId]/route';
import { GET as companyHallTab } from '@/app/v1/api/supplier/companyHallTab/route';
import { GET as contact } from '@/app/v1/api/supplier/contact/[tenantId]/route';
import { GET as factoryMap } from '@/app/v1/api/supplier/factoryMap/[tenantId]/route';
import { GET as factoryVr } from '@/app/v1/api/supplier/factoryVr/[tenantId]/route';
import { GET as noticeDetail } from '@/app/v1/api/supplier/notice/[id]/route';
import { GET as noticeList } from '@/app/v1/api/supplier/notice/list/route';
import { GET as paging } from '@/app/v1/api/supplier/paging/route';
import { GET as projectCase } from '@/app/v1/api/supplier/projectCase/route';
import { GET as qualification } from '@/app/v1/api/supplier/qualification/[tenantId]/route';
import { GET as supplierSearch } from '@/app/v1/api/yeation/supplierSearch/route';
import { MEMBERS_ONLY_TEXT } from '@/lib/dialog';
import { APPLICATION_MSG, RECRUIT_MSG, SIGNUP_MSG } from '@/lib/supplier';
import { db } from '@/server/db';
import {
  enterprises,
  products,
  recruits,
  selectedSupplierSignups,
  supplierApplications,
  supplierNotices,
} from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { clearThemeCache } from '@/server/services/theme';
import { json, request, signedInUser } from './fixtures';

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const cookies = new Map<number, string>();
async function cookieOf(userId: number): Promise<string> {
  if (!cookies.has(userId)) {
    cookies.set(userId, `${SESSION_COOKIE}=${(await createSession(userId)).token}`);
  }
  return cookies.get(userId)!;
}

async function call<T>(
  route: unknown,
  url: string,
  init: {
    method?: string;
    user?: number;
    body?: unknown;
    host?: string;
    params?: Record<string, string>;
  } = {},
) {
  const cookie = init.user ? await cookieOf(init.user) : undefined;
  const res = await (route as Route)(
    request(url, { method: init.method, cookie, body: init.body, host: init.host }),
    { params: Promise.resolve(init.params ?? {}) },
  );
  return json<T>(res);
}

beforeAll(async () => {
  await seed(db, { products: 200, writeImages: false });
  clearThemeCache();
});

describe('supplier directory (supplier/paging)', () => {
  it('lists approved suppliers with a showroom and filters by child type, member level and region', async () => {
    const all = await call<Page<SupplierListItem>>(paging, '/v1/api/supplier/paging?pageSize=100');
    expect(all.status).toBe(200);
    expect(all.data.total).toBeGreaterThan(100);
    expect(all.data.records[0]).toMatchObject({
      id: DEMO.supplierEnterprise,
      name: '佛山市森华木业有限公司',
    });

    const dealers = await call<Page<SupplierListItem>>(
      paging,
      '/v1/api/supplier/paging?childType=4&pageSize=100',
    );
    expect(dealers.data.total).toBeGreaterThan(0);
    expect(dealers.data.records.every((s) => s.childType === 4)).toBe(true);

    const senior = await call<Page<SupplierListItem>>(
      paging,
      '/v1/api/supplier/paging?memberLevel=best_choice_senior&pageSize=100',
    );
    expect(senior.data.records.every((s) => s.memberLevel === 'best_choice_senior')).toBe(true);

    const foshan = await call<Page<SupplierListItem>>(
      paging,
      '/v1/api/supplier/paging?provinceId=440000&cityId=440600&pageSize=100',
    );
    expect(foshan.data.total).toBeGreaterThan(0);
    expect(foshan.data.records.every((s) => s.city === '佛山市')).toBe(true);
    expect(foshan.data.total).toBeLessThan(all.data.total);
  });

  it('filters by a category of any level and by keyword', async () => {
    const floor = await call<Page<SupplierListItem>>(
      paging,
      '/v1/api/supplier/paging?categoryId=5&pageSize=100',
    );
    expect(floor.data.total).toBeGreaterThan(0);
    expect(floor.data.records.map((s) => s.id)).toContain(DEMO.supplierEnterprise);
    const keyword = await call<Page<SupplierListItem>>(
      paging,
      `/v1/api/supplier/paging?keyword=${encodeURIComponent('森华')}`,
    );
    expect(keyword.data.records[0]!.id).toBe(DEMO.supplierEnterprise);
    expect(keyword.data.total).toBeLessThan(10);
    expect(
      keyword.data.records.every((s) => `${s.name}${s.brandNames.join('')}`.includes('森华')),
    ).toBe(true);
  });

  it('refuses an unknown child type with a named field', async () => {
    const bad = await call(paging, '/v1/api/supplier/paging?childType=2001');
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('企业类型');
  });
});

describe('selected-supplier search and company hall', () => {
  it('finds only selected suppliers, by brand name and category', async () => {
    const all = await call<Page<SupplierListItem>>(
      supplierSearch,
      '/v1/api/yeation/supplierSearch?pageSize=100',
    );
    expect(all.data.total).toBeGreaterThan(0);
    expect(all.data.records.every((s) => s.tenantStatus === 'supplier')).toBe(true);
    const demo = all.data.records.find((s) => s.id === DEMO.supplierEnterprise)!;
    const byBrand = await call<Page<SupplierListItem>>(
      supplierSearch,
      `/v1/api/yeation/supplierSearch?brandName=${encodeURIComponent(demo.brandNames[0]!)}&pageSize=100`,
    );
    expect(byBrand.data.records.map((s) => s.id)).toContain(DEMO.supplierEnterprise);
    expect(byBrand.data.records.every((s) => s.brandNames.includes(demo.brandNames[0]!))).toBe(
      true,
    );
    const none = await call<Page<SupplierListItem>>(
      supplierSearch,
      '/v1/api/yeation/supplierSearch?brandName=不存在的品牌',
    );
    expect(none.data.total).toBe(0);
  });

  it('has a 全部 tab and one per level-1 category with selected suppliers', async () => {
    const tabs = await call<CompanyHallTab[]>(companyHallTab, '/v1/api/supplier/companyHallTab');
    expect(tabs.data[0]).toMatchObject({ key: 0, name: '全部' });
    expect(tabs.data.length).toBeGreaterThan(3);
    expect(tabs.data.slice(1).every((t) => t.count > 0 && t.count <= tabs.data[0]!.count)).toBe(
      true,
    );
  });
});

describe('showroom tabs', () => {
  const id = String(DEMO.supplierEnterprise);

  it('answers every tab of the demo supplier', async () => {
    // The product count is of products on the shelf: one taken down while the hall is read.
    const mine = and(eq(products.supplierId, DEMO.supplierEnterprise), eq(products.status, 1));
    const [down] = await db.select({ id: products.id }).from(products).where(mine).limit(1);
    await db.update(products).set({ status: 0 }).where(eq(products.id, down!.id));
    const onShelf = await db.$count(products, mine);
    const home = await call<Showroom>(companyHall, `/v1/api/supplier/companyHall/${id}`, {
      params: { tenantId: id },
    });
    await db.update(products).set({ status: 1 }).where(eq(products.id, down!.id));
    expect(home.data.counts.products).toBe(onShelf);
    expect(home.data).toMatchObject({
      name: '佛山市森华木业有限公司',
      tenantStatus: 'supplier',
      memberLevel: 'best_choice_senior',
    });
    expect(onShelf).toBeGreaterThan(0);
    expect(home.data.logo).toMatch(/^\/files\/seed\/logo-/);

    const c = await call<{ contactPhone: string }>(contact, `/v1/api/supplier/contact/${id}`, {
      params: { tenantId: id },
    });
    expect(c.data.contactPhone).toBe('13800000002');
    const spots = await call<unknown[]>(factoryMap, `/v1/api/supplier/factoryMap/${id}`, {
      params: { tenantId: id },
    });
    expect(spots.data).toHaveLength(5);
    const vr = await call<FactoryVr[]>(factoryVr, `/v1/api/supplier/factoryVr/${id}`, {
      params: { tenantId: id },
    });
    expect(vr.data).toHaveLength(2);
    expect(vr.data[0]!.vrUrl).toMatch(/panorama-\d+\.png$/);
    const cases = await call<Page<ProjectCase>>(
      projectCase,
      `/v1/api/supplier/projectCase?tenantId=${id}`,
    );
    expect(cases.data.total).toBe(6);
    const quals = await call<Qualification[]>(
      qualification,
      `/v1/api/supplier/qualification/${id}`,
      { params: { tenantId: id } },
    );
    expect(quals.data.length).toBeGreaterThan(1);
  });

  it('is a 404 for a buyer or an unknown tenant', async () => {
    for (const tenantId of [String(DEMO.buyerEnterprise), '999999', 'abc']) {
      const res = await call(companyHall, `/v1/api/supplier/companyHall/${tenantId}`, {
        params: { tenantId },
      });
      expect(res.status).toBe(404);
    }
  });

  it('gives every supplier a logo', async () => {
    const [row] = await db
      .select({ n: count() })
      .from(enterprises)
      .where(and(eq(enterprises.type, 1), eq(enterprises.status, 1), eq(enterprises.logo, '')));
    expect(row!.n).toBe(0);
    const all = await call<Page<SupplierListItem>>(paging, '/v1/api/supplier/paging?pageSize=100');
    expect(all.data.records.every((s) => s.logo?.startsWith('/files/seed/logo-'))).toBe(true);
  });
});

describe('selected-supplier sign-up (apply/{tenantId})', () => {
  const signUp = (user: number | undefined, tenantId: number) =>
    call<{ id: number; tenantStatus: string }>(apply, `/v1/api/apply/${tenantId}`, {
      method: 'POST',
      user,
      params: { tenantId: String(tenantId) },
    });

  it('follows every branch of spec §4 with the messages of §5', async () => {
    expect((await signUp(undefined, DEMO.supplierEnterprise)).status).toBe(401);
    const personal = await signUp(DEMO.personalUser, DEMO.supplierEnterprise);
    expect([personal.status, personal.msg]).toEqual([403, SIGNUP_MSG.certifyFirst]);
    const rejected = await signUp(DEMO.failedUser, DEMO.failedEnterprise);
    expect([rejected.status, rejected.msg]).toEqual([409, '您提交的认证审批未通过，请修改后提交']);
    const approving = await signUp(DEMO.otherUser, DEMO.otherEnterprise);
    expect([approving.status, approving.msg]).toEqual([409, '您提交的认证正在审批中']);
    const already = await signUp(DEMO.supplierUser, DEMO.supplierEnterprise);
    expect([already.status, already.msg]).toEqual([409, '您已成为供应商']);
    const foreign = await signUp(DEMO.supplierUser, DEMO.signUpEnterprise);
    expect(foreign.status).toBe(403);
  });

  it('stores a sign-up the operators see, once', async () => {
    const ok = await signUp(DEMO.signUpUser, DEMO.signUpEnterprise);
    expect(ok.status).toBe(200);
    expect(ok.data.tenantStatus).toBe('supplier_approving');
    const again = await signUp(DEMO.signUpUser, DEMO.signUpEnterprise);
    expect([again.status, again.msg]).toEqual([409, SIGNUP_MSG.pending]);
    const rows = await db
      .select()
      .from(selectedSupplierSignups)
      .where(eq(selectedSupplierSignups.enterpriseId, DEMO.signUpEnterprise));
    expect(rows).toHaveLength(1);
    const operator = await call<Page<OpsSupplierSignup>>(
      opsSignups,
      '/v1/api/ops/supplierSignups?pageSize=100',
      {
        user: DEMO.operatorUser,
      },
    );
    expect(operator.data.records.map((s) => s.companyName)).toContain('杭州启航新型建材有限公司');
  });
});

const application = {
  name: '佛山市测试新材有限公司',
  product: '实木复合地板、SPC地板',
  productMode: '自产自销',
  isQuoted: 1,
  contactName: '张工',
  position: '销售总监',
  phone: '13912345678',
  email: 'zhang@example.com',
  province: '广东省',
  provinceId: 440000,
  city: '佛山市',
  cityId: 440600,
  address: '禅城区季华五路 8 号',
  shareCode: 'SH1001',
};

describe('supplier application and sharers', () => {
  const stored = async () => (await db.select({ n: count() }).from(supplierApplications))[0]!.n;

  it('needs login and refuses bad input without storing anything', async () => {
    const before = await stored();
    const url = '/v1/api/promotion/SupplierApplication';
    expect(
      (await call(supplierApplication, url, { method: 'POST', body: application })).status,
    ).toBe(401);
    const bad = await call(supplierApplication, url, {
      method: 'POST',
      user: DEMO.personalUser,
      body: { ...application, phone: '12345' },
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('请输入正确的11位手机号码');
    const empty = await call(supplierApplication, url, {
      method: 'POST',
      user: DEMO.personalUser,
      body: { ...application, name: '' },
    });
    expect(empty.msg).toContain(APPLICATION_MSG.name);
    expect(await stored()).toBe(before);
  });

  it('stores a good application with its sharer, visible to operators', async () => {
    const res = await call<{ id: number }>(
      supplierApplication,
      '/v1/api/promotion/SupplierApplication',
      {
        method: 'POST',
        user: DEMO.personalUser,
        body: application,
      },
    );
    expect(res.status).toBe(200);
    const list = await call<Page<OpsSupplierApplication>>(
      opsApplications,
      '/v1/api/ops/supplierApplications',
      {
        user: DEMO.operatorUser,
      },
    );
    expect(list.data.records[0]).toMatchObject({
      id: res.data.id,
      name: application.name,
      shareCode: 'SH1001',
      sharerName: '孙丽',
      applicant: { phone: '13800000004' },
    });
    expect(
      (await call(opsApplications, '/v1/api/ops/supplierApplications', { user: DEMO.personalUser }))
        .status,
    ).toBe(403);
  });

  it('registers a sharer once per user and shows others a masked phone', async () => {
    const user = await signedInUser();
    const body = {
      name: '周分享',
      phone: '13711112222',
      company: '上海某某建设',
      position: '采购经理',
    };
    const created = await call<SharerInfo>(sharer, '/v1/api/promotion/sharer', {
      method: 'POST',
      user: user.user.id,
      body,
    });
    expect(created.status).toBe(200);
    expect(created.data.shareCode).toMatch(/^SH[0-9A-F]{8}$/);
    const again = await call<SharerInfo>(sharer, '/v1/api/promotion/sharer', {
      method: 'POST',
      user: user.user.id,
      body: { ...body, position: '总经理' },
    });
    expect(again.data).toMatchObject({ shareCode: created.data.shareCode, position: '总经理' });
    const own = await call<SharerInfo>(sharerInfo, '/v1/api/promotion/sharerInfo', {
      user: user.user.id,
    });
    expect(own.data.phone).toBe('13711112222');
    const publicView = await call<SharerInfo>(
      sharerInfo,
      `/v1/api/promotion/sharerInfo?shareCode=${created.data.shareCode}`,
    );
    expect(publicView.data.phone).toBe('137****2222');
    const taken = await call(sharer, '/v1/api/promotion/sharer', {
      method: 'POST',
      user: DEMO.supplierUser,
      body,
    });
    expect(taken.status).toBe(409);
  });
});

describe('members-only supplier notices', () => {
  let membersOnly: number;
  let open: number;
  beforeAll(async () => {
    const rows = await db.select().from(supplierNotices);
    membersOnly = rows.find((r) => r.membersOnly)!.id;
    open = rows.find((r) => !r.membersOnly)!.id;
  });
  const detail = (id: number, user?: number, host?: string) =>
    call<SupplierNoticeDetail>(noticeDetail, `/v1/api/supplier/notice/${id}`, {
      user,
      host,
      params: { id: String(id) },
    });

  it('lists notices newest first', async () => {
    const list = await call<Page<SupplierNoticeItem>>(
      noticeList,
      '/v1/api/supplier/notice/list?pageSize=20',
    );
    expect(list.data.total).toBe(15);
    const times = list.data.records.map((n) => n.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses visitors, buyers and suppliers without a member level', async () => {
    for (const user of [undefined, DEMO.buyerUser, DEMO.signUpUser]) {
      const res = await detail(membersOnly, user);
      expect([res.status, res.msg]).toEqual([403, MEMBERS_ONLY_TEXT]);
    }
  });

  it('allows a member supplier, labels containing 4 and the partner zone', async () => {
    expect((await detail(membersOnly, DEMO.supplierUser)).data.content).toContain('会员供应商');
    expect((await detail(membersOnly, DEMO.otherUser)).status).toBe(200);
    expect((await detail(membersOnly, undefined, 'jinwan.localhost')).status).toBe(200);
    expect((await detail(open)).status).toBe(200);
  });
});

describe('recruitment', () => {
  it('shows a recruitment with its status and lets a certified supplier apply once', async () => {
    const [openRecruit] = await db.select().from(recruits).where(eq(recruits.status, 1));
    const found = await call<RecruitDetail>(recruitDetail, `/v1/api/recruit/${openRecruit!.id}`, {
      params: { id: String(openRecruit!.id) },
    });
    expect(found.data).toMatchObject({
      capital: openRecruit!.capital,
      serviceScope: openRecruit!.serviceScope,
    });
    const body = { recruitId: openRecruit!.id, contactName: '陈启航', phone: '13800000009' };
    const url = `/v1/api/apply/${DEMO.signUpEnterprise}`;
    const params = { tenantId: String(DEMO.signUpEnterprise) };
    if (found.data.statusDesc === '招募中') {
      const first = await call(apply, url, { method: 'POST', user: DEMO.signUpUser, body, params });
      expect(first.status).toBe(200);
      const second = await call(apply, url, {
        method: 'POST',
        user: DEMO.signUpUser,
        body,
        params,
      });
      expect([second.status, second.msg]).toEqual([409, RECRUIT_MSG.already]);
    } else {
      const closed = await call(apply, url, {
        method: 'POST',
        user: DEMO.signUpUser,
        body,
        params,
      });
      expect([closed.status, closed.msg]).toEqual([409, RECRUIT_MSG.closed]);
    }
    const buyer = await call(apply, `/v1/api/apply/${DEMO.buyerEnterprise}`, {
      method: 'POST',
      user: DEMO.buyerUser,
      body,
      params: { tenantId: String(DEMO.buyerEnterprise) },
    });
    expect([buyer.status, buyer.msg]).toEqual([403, RECRUIT_MSG.supplierOnly]);
    const badPhone = await call(apply, url, {
      method: 'POST',
      user: DEMO.signUpUser,
      body: { ...body, phone: '1' },
      params,
    });
    expect(badPhone.status).toBe(400);
  });

  it('refuses a closed recruitment', async () => {
    const [closed] = await db.select().from(recruits).where(eq(recruits.status, 3));
    const res = await call(apply, `/v1/api/apply/${DEMO.supplierEnterprise}`, {
      method: 'POST',
      user: DEMO.supplierUser,
      body: { recruitId: closed!.id, contactName: '李明', phone: '13800000002' },
      params: { tenantId: String(DEMO.supplierEnterprise) },
    });
    expect([res.status, res.msg]).toEqual([409, RECRUIT_MSG.closed]);
  });
});
