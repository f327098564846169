import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OpsEnterprise,
  OpsEnterpriseDetail,
  OpsUser,
  OpsUserDetail,
} from '@/api/modules/ops-users';
import type { Page } from '@/api/types';
import { POST as login } from '@/app/v1/api/auth/login/route';
import { GET as enterprisesList } from '@/app/v1/api/ops/enterprises/route';
import { GET as enterpriseDetail } from '@/app/v1/api/ops/enterprises/[id]/route';
import { GET as usersList } from '@/app/v1/api/ops/users/route';
import { GET as userDetail } from '@/app/v1/api/ops/users/[id]/route';
import { POST as disable } from '@/app/v1/api/ops/users/[id]/disable/route';
import { POST as enable } from '@/app/v1/api/ops/users/[id]/enable/route';
import { POST as unlock } from '@/app/v1/api/ops/users/[id]/unlock/route';
import { GET as current } from '@/app/v1/api/user/current/route';
import { withCheckChar } from '@/lib/credit-code';
import { CAPTCHA_REQUIRED_CODE, PASSWORD_ESCALATION } from '@/lib/login-escalation';
import type { OpsRole } from '@/lib/ops-roles';
import { db } from '@/server/db';
import {
  enterprises,
  loginFailures,
  opsAudit,
  opsRoles,
  reviews,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { SESSION_COOKIE } from '@/server/services/identity/session';
import { insertBasics, json, request, signedInUser } from './fixtures';
import { makeUser } from './sms-fixtures';

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) });
const PASSWORD = 'Old12345';

let admin: Awaited<ReturnType<typeof signedInUser>>;

async function withRole(role: OpsRole) {
  const user = await signedInUser();
  await db.insert(opsRoles).values({ userId: user.user.id, role });
  return user;
}

async function call<T>(
  route: Route,
  id: number | null,
  init: { method?: string; body?: unknown; cookie?: string; query?: string } = {},
) {
  return json<T>(
    await route(
      request(`/v1/api/ops/x${init.query ?? ''}`, {
        method: init.method ?? 'GET',
        body: init.body,
        cookie: init.cookie ?? admin.cookie,
      }),
      params(id === null ? {} : { id: String(id) }),
    ),
  );
}

const signIn = (phone: string, ip = '10.8.0.1') =>
  login(request('/v1/api/auth/login', { method: 'POST', body: { phone, password: PASSWORD }, ip }));

/** The session cookie a successful sign-in set. */
async function sessionOf(phone: string): Promise<string> {
  const res = await signIn(phone);
  expect(res.status).toBe(200);
  const token = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return token.split(';')[0]!;
}

beforeAll(async () => {
  await insertBasics();
  admin = await withRole('super');
});

describe('access', () => {
  const endpoints: [string, Route, string, unknown][] = [
    ['users', usersList as Route, 'GET', undefined],
    ['users/{id}', userDetail as Route, 'GET', undefined],
    ['users/{id}/disable', disable as Route, 'POST', { reason: '测试' }],
    ['users/{id}/enable', enable as Route, 'POST', undefined],
    ['users/{id}/unlock', unlock as Route, 'POST', undefined],
    ['enterprises', enterprisesList as Route, 'GET', undefined],
    ['enterprises/{id}', enterpriseDetail as Route, 'GET', undefined],
  ];

  it.each(endpoints)(
    '%s: only a super admin; others 403 and nothing written',
    async (_, route, method, body) => {
      const target = await makeUser(PASSWORD);
      await db.insert(loginFailures).values({
        kind: 'password',
        phone: target.phone,
        ip: '1.1.1.1',
        failures: 3,
        lastFailedAt: new Date(),
      });
      const [auditBefore] = await db.select({ n: count() }).from(opsAudit);
      for (const who of [
        await signedInUser(1),
        await withRole('content'),
        await withRole('auditor'),
      ]) {
        const res = await call(route, target.id, { method, body, cookie: who.cookie });
        expect(res.status).toBe(403);
      }
      const [row] = await db.select().from(users).where(eq(users.id, target.id));
      expect(row!.disabledAt).toBeNull();
      const [failures] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(eq(loginFailures.phone, target.phone));
      expect(failures!.n).toBe(1);
      const [auditAfter] = await db.select({ n: count() }).from(opsAudit);
      expect(auditAfter!.n).toBe(auditBefore!.n);
    },
  );
});

describe('search', () => {
  it('finds users by a part of the phone, by name and by enterprise name', async () => {
    const target = await makeUser(PASSWORD);
    await db.update(users).set({ name: '鳌鼋测试员' }).where(eq(users.id, target.id));
    const [e] = await db
      .insert(enterprises)
      .values({ name: '鳌鼋建材有限公司', type: 1, status: 1 })
      .returning();
    await db.insert(userEnterprises).values({ userId: target.id, enterpriseId: e!.id });
    for (const keyword of [target.phone.slice(3), '鳌鼋测试', '鳌鼋建材']) {
      const res = await call<Page<OpsUser>>(usersList as Route, null, {
        query: `?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(
        res.data.records.map((u) => u.id),
        keyword,
      ).toEqual([target.id]);
    }
    const detail = await call<OpsUserDetail>(userDetail as Route, target.id);
    expect(detail.data.identities).toMatchObject([
      { id: e!.id, name: '鳌鼋建材有限公司', type: 1 },
    ]);
    const companies = await call<Page<{ id: number; memberCount: number }>>(
      enterprisesList as Route,
      null,
      {
        query: `?keyword=${encodeURIComponent('鳌鼋建材')}`,
      },
    );
    expect(companies.data.records).toMatchObject([{ id: e!.id, memberCount: 1 }]);
  });
});

describe('search by credit code', () => {
  const code = withCheckChar('91350100MA7000001');
  // Same start as `code` for the first 14 characters, then apart.
  const sibling = withCheckChar('91350100MA7000992');
  let member: Awaited<ReturnType<typeof makeUser>>;
  let company: { id: number };
  let other: { id: number };
  const insertEnterprise = async (values: typeof enterprises.$inferInsert) =>
    (await db.insert(enterprises).values(values).returning({ id: enterprises.id }))[0]!;

  beforeAll(async () => {
    member = await makeUser(PASSWORD);
    company = await insertEnterprise({
      name: '鲲鹏信用代码建材有限公司',
      type: 1,
      status: 1,
      creditCode: code,
    });
    other = await insertEnterprise({
      name: '鲲鹏另一家建材有限公司',
      type: 2,
      status: 0,
      creditCode: sibling,
    });
    await db.insert(userEnterprises).values({ userId: member.id, enterpriseId: company.id });
    await db.insert(reviews).values({
      subject: 'company',
      subjectId: company.id,
      action: 'submit',
      fromStatus: null,
      toStatus: '0/company_approving',
      actorId: member.id,
      payload: { companyName: '鲲鹏信用代码建材有限公司', creditCode: code },
    });
  });

  const findEnterprises = async (keyword: string) =>
    (
      await call<Page<OpsEnterprise>>(enterprisesList as Route, null, {
        query: `?keyword=${encodeURIComponent(keyword)}`,
      })
    ).data.records.map((e) => e.id);

  it('finds an enterprise by its whole code in either case, and by its start', async () => {
    expect(await findEnterprises(code)).toEqual([company.id]);
    expect(await findEnterprises(` ${code.toLowerCase()} `)).toEqual([company.id]);
    expect(await findEnterprises(code.slice(0, 14))).toEqual([other.id, company.id]);
    expect(await findEnterprises(code.slice(0, 12).toLowerCase())).toEqual([other.id, company.id]);
    // The code matches from its start only, and a wrong character matches nothing.
    expect(await findEnterprises(code.slice(2))).toEqual([]);
    expect(await findEnterprises(`${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`)).toEqual(
      [],
    );
  });

  it('lists the code with the enterprise and in its detail and history', async () => {
    const list = await call<Page<OpsEnterprise>>(enterprisesList as Route, null, {
      query: `?keyword=${code}`,
    });
    expect(list.data.records[0]).toMatchObject({ id: company.id, creditCode: code });
    const detail = await call<OpsEnterpriseDetail>(enterpriseDetail as Route, company.id);
    expect(detail.data).toMatchObject({ creditCode: code });
    expect(detail.data.history).toMatchObject([{ action: 'submit', creditCode: code }]);
  });

  it('finds the members of an enterprise by its code, with the code on their identity', async () => {
    for (const keyword of [code, code.toLowerCase(), code.slice(0, 15)]) {
      const res = await call<Page<OpsUser>>(usersList as Route, null, {
        query: `?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(
        res.data.records.map((u) => u.id),
        keyword,
      ).toEqual([member.id]);
      expect(res.data.records[0]!.identities).toMatchObject([{ id: company.id, creditCode: code }]);
    }
  });

  it('an enterprise without a code (certified before it was asked) lists null', async () => {
    const old = await insertEnterprise({ name: '鲲鹏老字号建材有限公司', type: 1, status: 1 });
    const list = await call<Page<OpsEnterprise>>(enterprisesList as Route, null, {
      query: `?keyword=${encodeURIComponent('鲲鹏老字号')}`,
    });
    expect(list.data.records).toMatchObject([{ id: old.id, creditCode: null }]);
  });
});

describe('disable and enable', () => {
  it('ends the user’s sessions at once: the next request answers 401; sign-in is refused until enabled', async () => {
    const target = await makeUser(PASSWORD);
    const cookie = await sessionOf(target.phone);
    expect((await current(request('/v1/api/user/current', { cookie }))).status).toBe(200);

    const refused = await call(disable as Route, target.id, {
      method: 'POST',
      body: { reason: ' ' },
    });
    expect(refused).toMatchObject({ status: 400, msg: '请填写停用原因' });
    const res = await call<OpsUser>(disable as Route, target.id, {
      method: 'POST',
      body: { reason: '冒用他人资质' },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ disabledReason: '冒用他人资质' });

    expect((await current(request('/v1/api/user/current', { cookie }))).status).toBe(401);
    expect(await json(await signIn(target.phone))).toMatchObject({
      status: 403,
      msg: '该账号已被停用，请联系平台客服',
    });
    const [audit] = await db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'user.disable'), eq(opsAudit.targetId, String(target.id))));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      after: { sessionsEnded: 1, disabledReason: '冒用他人资质' },
    });

    expect((await call(enable as Route, target.id, { method: 'POST' })).status).toBe(200);
    expect((await signIn(target.phone)).status).toBe(200);
  });

  it('an operator cannot disable themself', async () => {
    expect(
      await call(disable as Route, admin.user.id, { method: 'POST', body: { reason: '误操作' } }),
    ).toMatchObject({
      status: 400,
      msg: '不能停用自己的账号',
    });
    const [disabled] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.id, admin.user.id), isNotNull(users.disabledAt)));
    expect(disabled!.n).toBe(0);
  });
});

describe('unlock', () => {
  it('clears the escalation: the next sign-in needs no captcha', async () => {
    const target = await makeUser(PASSWORD);
    await db.insert(loginFailures).values({
      kind: 'password',
      phone: target.phone,
      ip: '10.7.0.1',
      failures: PASSWORD_ESCALATION.accountCaptchaAfter,
      lastFailedAt: new Date(),
    });
    expect(await json(await signIn(target.phone))).toMatchObject({
      status: 403,
      code: CAPTCHA_REQUIRED_CODE,
    });
    const listed = await call<OpsUserDetail>(userDetail as Route, target.id);
    expect(listed.data).toMatchObject({
      loginLimited: true,
      loginFailures: PASSWORD_ESCALATION.accountCaptchaAfter,
    });

    const res = await call<OpsUser>(unlock as Route, target.id, { method: 'POST' });
    expect(res.data).toMatchObject({ loginLimited: false, loginFailures: 0 });
    expect((await signIn(target.phone)).status).toBe(200);
    const [audit] = await db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'user.unlock'), eq(opsAudit.targetId, String(target.id))));
    expect(audit!.before).toMatchObject({
      loginFailures: [{ kind: 'password', failures: PASSWORD_ESCALATION.accountCaptchaAfter }],
    });
  });
});
