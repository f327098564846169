import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EnterpriseInfo, EnterpriseListItem, UserInfo, WorkbenchItem } from '@/api/types';
import { GET as switchEnterprise } from '@/app/v1/api/auth/enterprise/switch/route';
import { GET as enterprisesRoute } from '@/app/v1/api/auth/enterprises/route';
import { GET as refresh } from '@/app/v1/api/auth/user/refresh/route';
import { GET as subtypes } from '@/app/v1/api/company/enterprise/developer/subtype/route';
import { POST as activate } from '@/app/v1/api/enterprise/activateSubType/route';
import { GET as authInfo } from '@/app/v1/api/enterprise/authInfo/route';
import { GET as current } from '@/app/v1/api/user/current/route';
import { GET as role } from '@/app/v1/api/user/current/role/route';
import { db } from '@/server/db';
import { enterprises, userEnterprises, users } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request } from './fixtures';

beforeAll(async () => {
  await seed(db, { products: 20, writeImages: false });
});

async function cookieOf(userId: number): Promise<string> {
  const { token } = await createSession(userId);
  return `${SESSION_COOKIE}=${token}`;
}

async function me(userId: number): Promise<UserInfo> {
  const res = await json<UserInfo>(
    await current(request('/v1/api/user/current', { cookie: await cookieOf(userId) })),
  );
  expect(res.status).toBe(200);
  return res.data;
}

const activeOf = async (userId: number) =>
  (await db.select({ a: users.activeEnterpriseId }).from(users).where(eq(users.id, userId)))[0]!.a;

describe('user/current for each demo role', () => {
  it('describes the buyer with top type 2 and the derived company fields', async () => {
    expect(await me(DEMO.buyerUser)).toMatchObject({
      id: DEMO.buyerUser,
      phone: '13800000001',
      name: '王建国',
      enterpriseId: DEMO.buyerEnterprise,
      enterpriseName: '中筑远景地产集团有限公司',
      enterpriseStatus: 1,
      userType: 2,
      isPersonalAccount: false,
      topType: 2,
      developersLevel: 3,
      tenantStatus: null,
      tenantStatusDesc: null,
      companyId: DEMO.buyerEnterprise,
      companyName: '中筑远景地产集团有限公司',
      companyType: 2,
      roleId: 1,
    });
  });

  it('describes the selected supplier with its member level', async () => {
    const u = await me(DEMO.supplierUser);
    expect(u).toMatchObject({
      topType: 1,
      companyType: 1,
      enterpriseId: DEMO.supplierEnterprise,
      tenantStatus: 'supplier',
      tenantStatusDesc: '优选供应商',
      tenant: { memberLevel: 'best_choice_senior' },
    });
    expect(u.clientId).toMatch(/^cid_/);
    expect(u.headPhotoUrl).toMatch(/^\/files\//);
  });

  it('shows the pending enterprise of a top type 3 user without making it active', async () => {
    expect(await me(DEMO.otherUser)).toMatchObject({
      topType: 3,
      companyType: 3,
      labels: [4],
      enterpriseId: DEMO.otherEnterprise,
      enterpriseStatus: 0,
      tenantStatus: 'company_approving',
      tenantStatusDesc: '企业认证审核中',
    });
  });

  it('shows the rejected enterprise of the failed user', async () => {
    expect(await me(DEMO.failedUser)).toMatchObject({
      topType: 3,
      enterpriseId: DEMO.failedEnterprise,
      enterpriseStatus: -1,
      tenantStatus: 'company_approve_fail',
      tenantStatusDesc: '企业认证未通过',
    });
  });

  it('leaves a personal account company-less and gives a personal designer roleId -1', async () => {
    expect(await me(DEMO.personalUser)).toMatchObject({
      topType: 3,
      isPersonalAccount: true,
      enterpriseId: null,
      enterpriseStatus: null,
      companyId: null,
      roleId: 3,
    });
    expect(await me(DEMO.designerUser)).toMatchObject({
      isPersonalAccount: true,
      isDesignerAccount: true,
      designerStatus: 1,
      topType: 3,
      roleId: -1,
    });
  });

  it('follows the active enterprise of a multi-identity user', async () => {
    expect(await me(DEMO.multiUser)).toMatchObject({
      enterpriseId: 301,
      topType: 1,
      tenant: { memberLevel: 'best_choice_base' },
    });
  });
});

describe('user/current/role', () => {
  const workbenchesOf = async (userId: number) =>
    (
      await json<WorkbenchItem[]>(
        await role(request('/v1/api/user/current/role', { cookie: await cookieOf(userId) })),
      )
    ).data;

  it('gives each identity its workbench and permission tree', async () => {
    const buyer = await workbenchesOf(DEMO.buyerUser);
    expect(buyer).toHaveLength(1);
    expect(buyer[0]).toMatchObject({
      console: { desc: '采购中心', consoleId: 'other' },
      url: '/workbench/developer',
    });
    expect(buyer[0]!.roleTree![0]!.alias).toBe('dev');

    const supplier = await workbenchesOf(DEMO.supplierUser);
    expect(supplier[0]).toMatchObject({ console: { desc: '供应中心', consoleId: 'sup' } });
    expect(supplier[0]!.roleTree![0]!.children!.map((c) => c.alias)).toContain('sup:item');
  });

  it('gives users without an approved enterprise the personal workbench', async () => {
    for (const userId of [DEMO.personalUser, DEMO.otherUser, DEMO.failedUser]) {
      const list = await workbenchesOf(userId);
      expect(list.map((w) => w.console.desc)).toEqual(['个人中心']);
    }
  });

  it('is for signed-in users only', async () => {
    expect((await role(request('/v1/api/user/current/role'))).status).toBe(401);
  });
});

describe('enterprise identities', () => {
  const list = async (userId: number) =>
    (
      await json<EnterpriseListItem[]>(
        await enterprisesRoute(
          request('/v1/api/auth/enterprises', { cookie: await cookieOf(userId) }),
        ),
      )
    ).data;

  it('lists every identity with its status and marks the active one', async () => {
    const items = await list(DEMO.multiUser);
    expect(items.map((e) => e.id)).toEqual([301, 302, 303, 304, 305, 306, 307, 308]);
    expect(items.map((e) => e.status)).toEqual([1, 1, 0, -1, -2, 1, 1, 1]);
    expect(items.find((e) => e.active)?.id).toBe(301);
    expect(items.filter((e) => e.active)).toHaveLength(1);
    expect(items[3]).toMatchObject({
      name: '温州多维门窗有限公司',
      type: 1,
      tenantStatus: 'company_approve_fail',
      tenantStatusDesc: '企业认证未通过',
    });
    expect(await list(DEMO.personalUser)).toEqual([]);
  });

  it('answers 401 for visitors', async () => {
    expect((await enterprisesRoute(request('/v1/api/auth/enterprises'))).status).toBe(401);
  });
});

describe('switching the enterprise identity', () => {
  const doSwitch = async (userId: number, enterpriseId: number | string) =>
    json<UserInfo>(
      await switchEnterprise(
        request(`/v1/api/auth/enterprise/switch?enterpriseId=${enterpriseId}`, {
          cookie: await cookieOf(userId),
        }),
      ),
    );

  it('switches to an approved enterprise and returns the new user info', async () => {
    const res = await doSwitch(DEMO.multiUser, 302);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ enterpriseId: 302, topType: 2, companyType: 2 });
    expect(await activeOf(DEMO.multiUser)).toBe(302);
    expect((await me(DEMO.multiUser)).topType).toBe(2);
    expect((await doSwitch(DEMO.multiUser, 301)).data.topType).toBe(1);
  });

  it('refuses enterprises that are not approved, with a reason, and changes nothing', async () => {
    const cases: [number, string][] = [
      [303, '该企业认证正在审批中，暂不能切换'],
      [304, '该企业认证审批未通过，请修改后重新提交'],
      [305, '该企业信息待完善，请先完成企业认证'],
    ];
    for (const [id, msg] of cases) {
      expect(await doSwitch(DEMO.multiUser, id)).toMatchObject({ status: 403, msg });
    }
    expect(await activeOf(DEMO.multiUser)).toBe(301);
  });

  it("refuses someone else's enterprise and unknown ids", async () => {
    expect(await doSwitch(DEMO.multiUser, DEMO.buyerEnterprise)).toMatchObject({
      status: 404,
      msg: '未找到该企业身份',
    });
    expect((await doSwitch(DEMO.multiUser, 999_999)).status).toBe(404);
    expect(await activeOf(DEMO.multiUser)).toBe(301);
    expect((await doSwitch(DEMO.multiUser, 'abc')).status).toBe(400);
  });
});

describe('certification info and status refresh', () => {
  it('returns the tenant status of the enterprise in view', async () => {
    const statusOf = async (userId: number) =>
      (
        await json<{ tenantStatus: string | null }>(
          await refresh(request('/v1/api/auth/user/refresh', { cookie: await cookieOf(userId) })),
        )
      ).data;
    expect(await statusOf(DEMO.supplierUser)).toEqual({ tenantStatus: 'supplier' });
    expect(await statusOf(DEMO.otherUser)).toEqual({ tenantStatus: 'company_approving' });
    expect(await statusOf(DEMO.buyerUser)).toEqual({ tenantStatus: null });
    expect(await statusOf(DEMO.personalUser)).toEqual({ tenantStatus: null });
  });

  it('returns the certification fields, including why it was rejected', async () => {
    const infoOf = async (userId: number) =>
      (
        await json<EnterpriseInfo | null>(
          await authInfo(
            request('/v1/api/enterprise/authInfo', { cookie: await cookieOf(userId) }),
          ),
        )
      ).data;
    expect(await infoOf(DEMO.failedUser)).toMatchObject({
      id: DEMO.failedEnterprise,
      companyName: '临沂市恒信板材有限公司',
      type: 1,
      topType: 1,
      status: -1,
      companyType: 1,
      tenantStatus: 'company_approve_fail',
      rejectReason: '授权委托书缺少公章',
    });
    const supplier = await infoOf(DEMO.supplierUser);
    expect(supplier?.businessLicenseUrl).toMatch(/^\/files\//);
    expect(supplier?.serveCategoryIds?.length).toBeGreaterThan(0);
    expect(supplier?.memberLevel).toBe('best_choice_senior');
    expect(await infoOf(DEMO.personalUser)).toBeNull();
  });
});

describe('identity activation', () => {
  const activateAs = async (userId: number, type: unknown) =>
    json<UserInfo>(
      await activate(
        request('/v1/api/enterprise/activateSubType', {
          method: 'POST',
          body: { type },
          cookie: await cookieOf(userId),
        }),
      ),
    );
  const enterpriseCount = async () => (await db.select({ n: count() }).from(enterprises))[0]!.n;

  it('opens the buyer identity of an approved supplier and switches to it', async () => {
    const before = await enterpriseCount();
    const res = await activateAs(DEMO.supplierUser, 2);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      topType: 2,
      enterpriseName: '佛山市森华木业有限公司',
      enterpriseStatus: 1,
    });
    expect(await enterpriseCount()).toBe(before + 1);
    const [created] = await db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, res.data.enterpriseId!));
    expect(created).toMatchObject({ type: 2, status: 1, tenantStatus: null });
    const [link] = await db
      .select()
      .from(userEnterprises)
      .where(
        and(
          eq(userEnterprises.userId, DEMO.supplierUser),
          eq(userEnterprises.enterpriseId, created!.id),
        ),
      );
    expect(link).toBeDefined();
    expect(await activeOf(DEMO.supplierUser)).toBe(created!.id);
  });

  it('refuses to open the identity already in use', async () => {
    expect(await activateAs(DEMO.supplierUser, 2)).toMatchObject({
      status: 400,
      msg: '您已是采购商身份',
    });
  });

  it('goes back to the supplier identity by reusing it', async () => {
    const before = await enterpriseCount();
    const res = await activateAs(DEMO.supplierUser, 1);
    expect(res.data).toMatchObject({ topType: 1, enterpriseId: DEMO.supplierEnterprise });
    expect(await enterpriseCount()).toBe(before);
  });

  it('needs an approved enterprise in use', async () => {
    for (const userId of [DEMO.personalUser, DEMO.otherUser, DEMO.failedUser]) {
      expect(await activateAs(userId, 1)).toMatchObject({ status: 403, msg: '请先完成企业认证!' });
    }
    expect((await activateAs(DEMO.buyerUser, 3)).status).toBe(400);
  });
});

describe('developer subtypes', () => {
  it('lists the buyer child types, cacheable', async () => {
    const res = await subtypes(request('/v1/api/company/enterprise/developer/subtype'));
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect((await json(res)).data).toEqual([
      { code: 2001, name: '开发商' },
      { code: 2002, name: '设计公司' },
    ]);
  });
});
