import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OpsAuditEntry,
  OpsRoleEntry,
  RealmDetail,
  RealmSummary,
} from '@/api/modules/ops-console';
import type { Page } from '@/api/types';
import { GET as auditLog } from '@/app/v1/api/ops/audit/route';
import { GET as realmOptions } from '@/app/v1/api/ops/realmOptions/route';
import { GET as realmList, POST as createRealm } from '@/app/v1/api/ops/realms/route';
import { GET as realmGet, PUT as realmPut } from '@/app/v1/api/ops/realms/[code]/route';
import { POST as realmPublish } from '@/app/v1/api/ops/realms/[code]/publish/route';
import { GET as roleList, POST as roleGrant } from '@/app/v1/api/ops/roles/route';
import { DELETE as roleRevoke } from '@/app/v1/api/ops/roles/[id]/route';
import type { RealmFormInput } from '@/lib/ops-realms';
import type { OpsRole } from '@/lib/ops-roles';
import { db } from '@/server/db';
import { opsAudit, opsRoles, themes, uploadedFiles } from '@/server/db/schema';
import { findSessionUser } from '@/server/services/identity/session';
import { loadUserInfo } from '@/server/services/identity/user-info';
import { fileUrlOf } from '@/server/services/upload';
import { themeCodeForHostHeader } from '@/server/services/theme';
import { insertBasics, json, request, signedInUser } from './fixtures';

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const at = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) });

type Who = { cookie: string; user: { id: number; phone: string } };
let superOp: Who;
let content: Who;
let auditor: Who;
let plain: Who;
let supplierId: number;

async function opsUser(role: OpsRole, themeCode: string | null = null): Promise<Who> {
  const who = await signedInUser();
  await db.insert(opsRoles).values({ userId: who.user.id, role, themeCode });
  return who;
}

/** A png this user uploaded (the upload endpoint checked its bytes; the realm checks the owner). */
async function upload(who: Who, type = 'png'): Promise<string> {
  const key = `public/202611/${randomUUID()}.${type}`;
  await db
    .insert(uploadedFiles)
    .values({ key, name: `logo.${type}`, type, size: 100, ownerId: who.user.id });
  return fileUrlOf(key);
}

async function form(who: Who, patch: Partial<RealmFormInput> = {}): Promise<RealmFormInput> {
  const logo = await upload(who);
  return {
    name: '新禾建材集采平台',
    shortName: '新禾集采',
    domains: ['xinhe.localhost'],
    applicationTemplateId: 1,
    logo,
    darkLogo: logo,
    favicon: logo,
    themeColor: '#6d28d9',
    companyMobile: '400-100-2000',
    companyEmail: 'service@xinhe.cn',
    footerLinks: [{ label: '帮助中心', href: '/help' }],
    icp: '浙ICP备2026000001号',
    copyright: '© 2026 新禾',
    homeLayout: ['featured', 'hero', 'updates'],
    featuredCategoryIds: [5],
    featuredSupplierIds: [supplierId],
    seoDescription: '新禾建材集采',
    seoKeywords: '建材,集采',
    developerUrl: '/workbench/developer',
    supplierUrl: '/workbench/supplier',
    accountSiteUrl: '',
    chatUrl: '',
    ...patch,
  };
}

async function rows() {
  const [[t], [r], [a]] = await Promise.all([
    db.select({ n: count() }).from(themes),
    db.select({ n: count() }).from(opsRoles),
    db.select({ n: count() }).from(opsAudit),
  ]);
  return { themes: t!.n, roles: r!.n, audit: a!.n };
}

const call = (
  route: unknown,
  path: string,
  who: Who | null,
  init: { method?: string; body?: unknown } = {},
  params: Record<string, string> = {},
) =>
  (route as Route)(request(path, { ...init, cookie: who?.cookie }), at(params)).then((res) =>
    json(res),
  );

beforeAll(async () => {
  await insertBasics();
  superOp = await signedInUser(undefined, true);
  content = await opsUser('content');
  auditor = await opsUser('auditor');
  plain = await signedInUser();
  const supplier = await signedInUser(1);
  supplierId = supplier.user.activeEnterpriseId!;
});

describe('ops endpoints refuse who may not use them, and write nothing', () => {
  it('answers 401 to visitors and 403 to users without the role', async () => {
    const body = await form(superOp);
    const endpoints: [
      string,
      unknown,
      string,
      { method?: string; body?: unknown },
      Record<string, string>,
      OpsRole[],
    ][] = [
      ['GET /realms', realmList, '/v1/api/ops/realms', {}, {}, ['content', 'realm']],
      [
        'POST /realms',
        createRealm,
        '/v1/api/ops/realms',
        { method: 'POST', body: { ...body, code: 'nope' } },
        {},
        ['content'],
      ],
      [
        'GET /realms/jinwan',
        realmGet,
        '/v1/api/ops/realms/jinwan',
        {},
        { code: 'jinwan' },
        ['content', 'realm'],
      ],
      [
        'PUT /realms/jinwan',
        realmPut,
        '/v1/api/ops/realms/jinwan',
        { method: 'PUT', body },
        { code: 'jinwan' },
        ['content', 'realm'],
      ],
      [
        'POST publish',
        realmPublish,
        '/v1/api/ops/realms/jinwan/publish',
        { method: 'POST', body: { published: false } },
        { code: 'jinwan' },
        ['content'],
      ],
      ['GET realmOptions', realmOptions, '/v1/api/ops/realmOptions', {}, {}, ['content', 'realm']],
      ['GET /roles', roleList, '/v1/api/ops/roles', {}, {}, ['super']],
      [
        'POST /roles',
        roleGrant,
        '/v1/api/ops/roles',
        { method: 'POST', body: { phone: plain.user.phone, role: 'super' } },
        {},
        ['super'],
      ],
      [
        'DELETE /roles/1',
        roleRevoke,
        '/v1/api/ops/roles/1',
        { method: 'DELETE' },
        { id: '1' },
        ['super'],
      ],
      ['GET /audit', auditLog, '/v1/api/ops/audit', {}, {}, ['auditor']],
    ];
    const before = await rows();
    const byRole: Record<OpsRole, Who> = {
      super: superOp,
      content,
      auditor,
      realm: await opsUser('realm', 'nancheng'),
    };
    for (const [name, route, path, init, params, allowed] of endpoints) {
      expect((await call(route, path, null, init, params)).status, `${name} visitor`).toBe(401);
      const refused = await call(route, path, plain, init, params);
      expect({ name, status: refused.status, msg: refused.msg }).toEqual({
        name,
        status: 403,
        msg: '暂无权限',
      });
      for (const role of ['content', 'auditor'] as const) {
        if (allowed.includes(role)) continue;
        const other = await call(route, path, byRole[role], init, params);
        expect({ name, role, status: other.status }).toEqual({ name, role, status: 403 });
      }
    }
    const after = await rows();
    expect(after).toEqual({ ...before, roles: before.roles + 1 });
  });
});

describe('realms', () => {
  it('creates a realm unpublished, publishes it, and its domain serves it at once', async () => {
    const body = { ...(await form(content)), code: 'xinhe' };
    const created = await call(createRealm, '/v1/api/ops/realms', content, {
      method: 'POST',
      body,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      code: 'xinhe',
      published: false,
      homeLayout: ['featured', 'hero', 'updates'],
    });
    expect(await themeCodeForHostHeader('xinhe.localhost:3000')).toBe('main');

    const published = await call(
      realmPublish,
      '/v1/api/ops/realms/xinhe/publish',
      content,
      { method: 'POST', body: { published: true } },
      { code: 'xinhe' },
    );
    expect(published.data).toMatchObject({ published: true });
    expect(await themeCodeForHostHeader('xinhe.localhost:3000')).toBe('xinhe');

    const [row] = await db.select().from(themes).where(eq(themes.code, 'xinhe'));
    expect(row).toMatchObject({
      themeColor: '#6d28d9',
      domainNameUrl: 'http://xinhe.localhost',
      favicon: body.favicon,
      faviconType: 'image/png',
    });
    expect(row!.basicConfig).toMatchObject({ icp: '浙ICP备2026000001号', keywords: '建材,集采' });
    expect(row!.homeFeatured).toEqual({ categoryIds: [5], supplierIds: [supplierId] });

    const audit = await db.select().from(opsAudit).where(eq(opsAudit.themeCode, 'xinhe'));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['realm.create', content.user.id],
      ['realm.publish', content.user.id],
    ]);
    expect(audit[1]).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('refuses a domain another realm holds, naming that realm, and malformed domains', async () => {
    const before = await rows();
    const taken = await call(createRealm, '/v1/api/ops/realms', content, {
      method: 'POST',
      body: {
        ...(await form(content, { domains: ['new.localhost', 'JINWAN.localhost'] })),
        code: 'other',
      },
    });
    expect(taken).toMatchObject({
      status: 409,
      msg: '域名 jinwan.localhost 已被专区「金湾建材集采平台」（jinwan）使用',
    });
    const moved = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      {
        method: 'PUT',
        body: await form(content, { domains: ['xinhe.localhost', 'nancheng.localhost'] }),
      },
      { code: 'xinhe' },
    );
    expect(moved).toMatchObject({
      status: 409,
      msg: '域名 nancheng.localhost 已被专区「南城供应链商城」（nancheng）使用',
    });
    const malformed = await call(createRealm, '/v1/api/ops/realms', content, {
      method: 'POST',
      body: { ...(await form(content, { domains: ['http://x.localhost'] })), code: 'other' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      msg: expect.stringContaining('域名 http://x.localhost 格式不正确'),
    });
    const code = await call(createRealm, '/v1/api/ops/realms', content, {
      method: 'POST',
      body: { ...(await form(content, { domains: ['y.localhost'] })), code: 'jinwan' },
    });
    expect(code).toMatchObject({ status: 409, msg: '专区代码 jinwan 已被使用' });
    expect((await rows()).themes).toBe(before.themes);
  });

  it('takes only images this operator uploaded, and readable colours', async () => {
    const others = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      {
        method: 'PUT',
        body: await form(content, { logo: await upload(superOp) }),
      },
      { code: 'xinhe' },
    );
    expect(others).toMatchObject({ status: 400, msg: 'Logo须为在此上传的 png 或 jpg 图片' });
    const pdf = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      {
        method: 'PUT',
        body: await form(content, { favicon: await upload(content, 'pdf') }),
      },
      { code: 'xinhe' },
    );
    expect(pdf).toMatchObject({ status: 400, msg: '网站图标须为在此上传的 png 或 jpg 图片' });
    const foreignQr = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      {
        method: 'PUT',
        body: await form(content, { officialAccountQr: await upload(superOp) }),
      },
      { code: 'xinhe' },
    );
    expect(foreignQr).toMatchObject({
      status: 400,
      msg: '公众号二维码须为在此上传的 png 或 jpg 图片',
    });
    const pale = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      {
        method: 'PUT',
        body: await form(content, { themeColor: '#fde68a' }),
      },
      { code: 'xinhe' },
    );
    expect(pale).toMatchObject({
      status: 400,
      msg: expect.stringContaining('主色 #fde68a 不便阅读'),
    });
    const missing = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      {
        method: 'PUT',
        body: await form(content, { featuredCategoryIds: [23, 999] }),
      },
      { code: 'xinhe' },
    );
    expect(missing).toMatchObject({ status: 400, msg: '精选类目 23、999 不存在或已隐藏' });
  });

  it('keeps an optional official-account QR code the operator uploaded, audited', async () => {
    const [before] = await db.select().from(themes).where(eq(themes.code, 'xinhe'));
    expect(before!.officialAccountQr).toBeNull();
    const qr = await upload(content);
    const saved = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      { method: 'PUT', body: await form(content, { officialAccountQr: qr }) },
      { code: 'xinhe' },
    );
    expect(saved).toMatchObject({ status: 200, data: { officialAccountQr: qr } });
    const [row] = await db.select().from(themes).where(eq(themes.code, 'xinhe'));
    expect(row!.officialAccountQr).toBe(qr);
    const [edit] = await db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.themeCode, 'xinhe'))
      .orderBy(desc(opsAudit.id))
      .limit(1);
    expect(edit).toMatchObject({
      action: 'realm.update',
      before: { officialAccountQr: null },
      after: { officialAccountQr: qr },
    });
    // The form sends the whole realm: one without a QR code clears it.
    const cleared = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      content,
      { method: 'PUT', body: await form(content) },
      { code: 'xinhe' },
    );
    expect(cleared).toMatchObject({ status: 200, data: { officialAccountQr: null } });
  });

  it('lets a realm operator edit only its own realm, and not its domains or publication', async () => {
    const xinheOp = await opsUser('realm', 'xinhe');
    const list = await call(realmList, '/v1/api/ops/realms', xinheOp);
    expect((list.data as RealmSummary[]).map((r) => r.code)).toEqual(['xinhe']);

    const current = (
      await call(realmGet, '/v1/api/ops/realms/xinhe', xinheOp, {}, { code: 'xinhe' })
    ).data as RealmDetail;
    const { code: _code, published: _p, isDefault: _d, updatedAt: _u, ...own } = current;
    const saved = await call(
      realmPut,
      '/v1/api/ops/realms/xinhe',
      xinheOp,
      { method: 'PUT', body: { ...own, icp: '浙ICP备2026000002号' } },
      { code: 'xinhe' },
    );
    expect(saved).toMatchObject({ status: 200, data: { icp: '浙ICP备2026000002号' } });
    const [edit] = await db.select().from(opsAudit).where(eq(opsAudit.actorId, xinheOp.user.id));
    expect(edit).toMatchObject({ action: 'realm.update', themeCode: 'xinhe' });
    expect(edit!.before).toMatchObject({ icp: '浙ICP备2026000001号' });
    expect(edit!.after).toMatchObject({ icp: '浙ICP备2026000002号' });

    const before = await rows();
    const [jinwanBefore] = await db.select().from(themes).where(eq(themes.code, 'jinwan'));
    expect(
      await call(realmGet, '/v1/api/ops/realms/jinwan', xinheOp, {}, { code: 'jinwan' }),
    ).toMatchObject({ status: 403 });
    expect(
      await call(
        realmPut,
        '/v1/api/ops/realms/jinwan',
        xinheOp,
        { method: 'PUT', body: { ...own, domains: ['jinwan.localhost'], name: '被改了' } },
        { code: 'jinwan' },
      ),
    ).toMatchObject({ status: 403, msg: '暂无权限' });
    expect(
      await call(
        realmPut,
        '/v1/api/ops/realms/xinhe',
        xinheOp,
        { method: 'PUT', body: { ...own, domains: ['xinhe2.localhost'] } },
        { code: 'xinhe' },
      ),
    ).toMatchObject({ status: 403, msg: '专区运营不能修改域名，请联系内容运营' });
    expect(
      await call(
        realmPublish,
        '/v1/api/ops/realms/xinhe/publish',
        xinheOp,
        { method: 'POST', body: { published: false } },
        { code: 'xinhe' },
      ),
    ).toMatchObject({ status: 403 });
    expect(await rows()).toEqual(before);
    const [jinwanAfter] = await db.select().from(themes).where(eq(themes.code, 'jinwan'));
    expect(jinwanAfter).toEqual(jinwanBefore);
  });

  it('unpublishing hands the domain back to the main realm; the main realm stays live', async () => {
    await call(
      realmPublish,
      '/v1/api/ops/realms/xinhe/publish',
      content,
      { method: 'POST', body: { published: false } },
      { code: 'xinhe' },
    );
    expect(await themeCodeForHostHeader('xinhe.localhost')).toBe('main');
    expect(
      await call(
        realmPublish,
        '/v1/api/ops/realms/main/publish',
        content,
        { method: 'POST', body: { published: false } },
        { code: 'main' },
      ),
    ).toMatchObject({ status: 400, msg: '主站不能下线' });
    await call(
      realmPublish,
      '/v1/api/ops/realms/xinhe/publish',
      content,
      { method: 'POST', body: { published: true } },
      { code: 'xinhe' },
    );
    expect(await themeCodeForHostHeader('xinhe.localhost')).toBe('xinhe');
  });

  it('answers 400 naming the field', async () => {
    const bad = await call(createRealm, '/v1/api/ops/realms', content, {
      method: 'POST',
      body: { ...(await form(content, { name: '' })), code: 'ok-code' },
    });
    expect(bad).toMatchObject({ status: 400, msg: '请输入专区名称' });
    const code = await call(createRealm, '/v1/api/ops/realms', content, {
      method: 'POST',
      body: { ...(await form(content, { domains: ['z.localhost'] })), code: 'V1' },
    });
    expect(code).toMatchObject({ status: 400, msg: expect.stringContaining('专区代码') });
  });
});

describe('roles', () => {
  it('marks exactly the holders of a role as operators, in the session and the user info', async () => {
    const holder = await signedInUser();
    const other = await signedInUser();
    await db.insert(opsRoles).values({ userId: holder.user.id, role: 'content' });
    const flagOf = async (cookie: string) => ({
      session: (await findSessionUser(cookie.split('=')[1]))?.isOperator,
      info: (await loadUserInfo((await findSessionUser(cookie.split('=')[1]))!.id))?.isOperator,
    });
    expect(await flagOf(holder.cookie)).toEqual({ session: true, info: true });
    expect(await flagOf(other.cookie)).toEqual({ session: false, info: false });
  });

  it('grants by phone, refuses duplicates and unknown phones, and revokes with an audit row', async () => {
    const target = await signedInUser();
    const granted = await call(roleGrant, '/v1/api/ops/roles', superOp, {
      method: 'POST',
      body: { phone: target.user.phone, role: 'realm', themeCode: 'xinhe' },
    });
    expect(granted).toMatchObject({
      status: 200,
      data: { role: 'realm', themeCode: 'xinhe', user: { id: target.user.id } },
    });
    expect(
      await call(roleGrant, '/v1/api/ops/roles', superOp, {
        method: 'POST',
        body: { phone: target.user.phone, role: 'realm', themeCode: 'xinhe' },
      }),
    ).toMatchObject({ status: 409, msg: '该用户已是专区运营（xinhe）' });
    expect(
      await call(roleGrant, '/v1/api/ops/roles', superOp, {
        method: 'POST',
        body: { phone: target.user.phone, role: 'realm' },
      }),
    ).toMatchObject({ status: 400, msg: '专区运营须选择所属专区' });
    expect(
      await call(roleGrant, '/v1/api/ops/roles', superOp, {
        method: 'POST',
        body: { phone: '13999999999', role: 'content' },
      }),
    ).toMatchObject({ status: 404, msg: '没有手机号为 13999999999 的用户' });
    expect(
      await call(roleGrant, '/v1/api/ops/roles', superOp, {
        method: 'POST',
        body: { phone: '123', role: 'content' },
      }),
    ).toMatchObject({ status: 400, msg: '请输入正确的11位手机号码' });

    const listed = await call(roleList, `/v1/api/ops/roles?phone=${target.user.phone}`, superOp);
    expect((listed.data as Page<OpsRoleEntry>).records.map((r) => r.role)).toEqual(['realm']);

    const id = String((granted.data as OpsRoleEntry).id);
    expect(
      await call(roleRevoke, `/v1/api/ops/roles/${id}`, superOp, { method: 'DELETE' }, { id }),
    ).toMatchObject({ status: 200 });
    const trail = await db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.targetId, String(target.user.id)));
    expect(trail.map((a) => a.action)).toEqual(['role.grant', 'role.revoke']);
    expect(trail[1]!.before).toMatchObject({ role: 'realm', themeCode: 'xinhe' });
  });

  it('keeps the last super administrator', async () => {
    const supers = await db.select().from(opsRoles).where(eq(opsRoles.role, 'super'));
    expect(supers).toHaveLength(1);
    const id = String(supers[0]!.id);
    expect(
      await call(roleRevoke, `/v1/api/ops/roles/${id}`, superOp, { method: 'DELETE' }, { id }),
    ).toMatchObject({ status: 400, msg: '至少要保留一位超级管理员' });
  });
});

describe('audit log', () => {
  it('filters by action area, realm and actor, newest first', async () => {
    const byArea = (await call(auditLog, '/v1/api/ops/audit?action=realm&themeCode=xinhe', auditor))
      .data as Page<OpsAuditEntry>;
    expect(byArea.records.map((r) => r.action).slice(-3)).toEqual([
      'realm.update',
      'realm.publish',
      'realm.create',
    ]);
    expect(byArea.records.every((r) => r.themeCode === 'xinhe')).toBe(true);
    const byActor = (await call(auditLog, `/v1/api/ops/audit?actor=${superOp.user.phone}`, auditor))
      .data as Page<OpsAuditEntry>;
    expect(byActor.records.length).toBeGreaterThan(0);
    expect(byActor.records.every((r) => r.actor.id === superOp.user.id)).toBe(true);
    const none = (await call(auditLog, '/v1/api/ops/audit?from=2000-01-01&to=2000-01-02', auditor))
      .data as Page<OpsAuditEntry>;
    expect(none.total).toBe(0);
    expect(await call(auditLog, '/v1/api/ops/audit?from=2026-02-31', auditor)).toMatchObject({
      status: 400,
      msg: expect.stringContaining('开始日期'),
    });
  });
});
