import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EnterpriseBasics, EnterpriseInfo, UploadedFile, UserInfoWire } from '@/api/types';
import { GET as privateFile } from '@/app/v1/api/file/private/[...key]/route';
import { POST as privateUpload } from '@/app/v1/api/file/privateUpload/route';
import { GET as enterpriseCheck } from '@/app/v1/api/tenant/enterpriseCheck/route';
import { GET as enterpriseType } from '@/app/v1/api/tenant/enterpriseType/[id]/route';
import { GET as tenantInfo } from '@/app/v1/api/tenant/info/route';
import { GET as infoById } from '@/app/v1/api/tenant/infoById/[id]/route';
import { GET as tenantMatch } from '@/app/v1/api/tenant/match/route';
import { POST as tenantSave } from '@/app/v1/api/tenant/save/route';
import { PUT as tenantUpdate } from '@/app/v1/api/tenant/update/route';
import { GET as userCurrent } from '@/app/v1/api/user/current/route';
import { POST as reviewCertification } from '@/app/v1/api/ops/certifications/[id]/review/route';
import { GET as pendingCertifications } from '@/app/v1/api/ops/certifications/route';
import { CERT_MSG } from '@/lib/certification';
import { CREDIT_CODE_MSG, withCheckChar } from '@/lib/credit-code';
import { db } from '@/server/db';
import { enterprises, reviews, userEnterprises } from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

// Uploads go to a throw-away directory, set before the storage module reads the env.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-cert-'));
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let ipSeq = 0;

async function upload(cookie: string, name = '营业执照.pdf'): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdf)], name));
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': `10.7.0.${++ipSeq}` });
  headers.set('cookie', cookie);
  headers.set('x-requested-with', 'XMLHttpRequest');
  const req = new NextRequest('http://localhost:3000/v1/api/file/privateUpload', {
    method: 'POST',
    body: form,
    headers,
  });
  const res = await json<UploadedFile>(await privateUpload(req));
  expect(res.status).toBe(200);
  return res.data.fileUrl;
}

const params = (values: Record<string, string | string[]>) => ({ params: Promise.resolve(values) });

let codeSeq = 0;
/** A valid credit code no other form of this file uses. */
const nextCreditCode = () => withCheckChar(`91440600MA${String(++codeSeq).padStart(7, '0')}`);

async function supplierForm(cookie: string, companyName: string) {
  return {
    topType: 1,
    companyName,
    creditCode: nextCreditCode(),
    childType: 1001,
    businessLicenseUrl: await upload(cookie),
    authorizationUrl: await upload(cookie, '授权委托书.pdf'),
    serveCategoryIds: [5, 22],
  };
}

const save = async (cookie: string, body: unknown) =>
  json<{ enterpriseId: number }>(
    await tenantSave(request('/v1/api/tenant/save', { method: 'POST', cookie, body })),
  );

const current = async (cookie: string) =>
  json<UserInfoWire>(await userCurrent(request('/v1/api/user/current', { cookie })));

const review = async (cookie: string, id: number, body: unknown) =>
  json<{ status: number; tenantStatus: string | null }>(
    await reviewCertification(
      request(`/v1/api/ops/certifications/${id}/review`, { method: 'POST', cookie, body }),
      params({ id: String(id) }),
    ),
  );

let operator: { cookie: string; user: { id: number } };

beforeAll(async () => {
  await insertBasics();
  operator = await signedInUser(undefined, true);
});

afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

describe('tenant/save', () => {
  it('creates a pending certification linked to the user, visible in the ops list', async () => {
    const { user, cookie } = await signedInUser();
    const body = await supplierForm(cookie, '佛山市保存测试木业有限公司');
    const res = await save(cookie, {
      ...body,
      companyName: ` ${body.companyName} `,
      creditCode: ` ${body.creditCode.toLowerCase()} `,
    });
    expect(res.status).toBe(200);
    const { enterpriseId } = res.data;

    const [row] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
    expect(row).toMatchObject({
      name: '佛山市保存测试木业有限公司',
      creditCode: body.creditCode,
      type: 1,
      childType: 1001,
      companyType: 1,
      status: 0,
      tenantStatus: 'company_approving',
      serveCategoryIds: [5, 22],
    });
    const [link] = await db
      .select()
      .from(userEnterprises)
      .where(eq(userEnterprises.enterpriseId, enterpriseId));
    expect(link?.userId).toBe(user.id);
    const [trail] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.subject, 'company'), eq(reviews.subjectId, enterpriseId)));
    expect(trail).toMatchObject({
      action: 'submit',
      actorId: user.id,
      toStatus: '0/company_approving',
      payload: { creditCode: body.creditCode },
    });

    const me = await current(cookie);
    expect(me.data).toMatchObject({
      enterpriseId,
      enterpriseStatus: 0,
      tenantStatus: 'company_approving',
    });

    const list = await json<{ records: { id: number; applicant: { id: number } | null }[] }>(
      await pendingCertifications(
        request('/v1/api/ops/certifications?pageNo=1&pageSize=50', { cookie: operator.cookie }),
      ),
    );
    expect(list.status).toBe(200);
    const listed = list.data.records.find((r) => r.id === enterpriseId);
    expect(listed).toMatchObject({
      companyName: '佛山市保存测试木业有限公司',
      type: 1,
      applicant: { id: user.id },
      serveCategories: [
        { id: 5, name: '地板' },
        { id: 22, name: '涂料' },
      ],
    });
  });

  it('needs a session', async () => {
    const res = await save('', { topType: 2 });
    expect(res).toMatchObject({ status: 401, msg: '请先登录' });
  });

  it("refuses another user's upload and a made-up URL", async () => {
    const owner = await signedInUser();
    const foreignUrl = await upload(owner.cookie);
    const { cookie } = await signedInUser();
    const body = await supplierForm(cookie, '佛山市外链测试有限公司');

    const foreign = await save(cookie, { ...body, businessLicenseUrl: foreignUrl });
    expect(foreign).toMatchObject({ status: 400, msg: '营业执照无效，请重新上传' });
    const madeUp = await save(cookie, {
      ...body,
      authorizationUrl: '/v1/api/file/private/202601/00000000-0000-0000-0000-000000000000.pdf',
    });
    expect(madeUp).toMatchObject({ status: 400, msg: '授权委托书无效，请重新上传' });
    const external = await save(cookie, {
      ...body,
      businessLicenseUrl: 'https://evil.example/a.pdf',
    });
    expect(external.status).toBe(400);
    expect(
      await db.select().from(enterprises).where(eq(enterprises.name, '佛山市外链测试有限公司')),
    ).toHaveLength(0);
  });

  it('validates the fields with the shared schema', async () => {
    const { cookie } = await signedInUser();
    const body = await supplierForm(cookie, '佛山市校验测试有限公司');
    const noCategories = await save(cookie, { ...body, serveCategoryIds: [] });
    expect(noCategories).toMatchObject({
      status: 400,
      msg: CERT_MSG.serveCategoryIds,
    });
    const wrongChild = await save(cookie, { ...body, childType: 2001 });
    expect(wrongChild.msg).toContain(CERT_MSG.childType);
    const unknownCategory = await save(cookie, { ...body, serveCategoryIds: [999_999] });
    expect(unknownCategory).toMatchObject({ status: 400, msg: '服务类目不存在，请重新选择' });
  });

  it('requires a valid 统一社会信用代码 and names it when refusing', async () => {
    const { cookie } = await signedInUser();
    const body = await supplierForm(cookie, '佛山市信用代码测试有限公司');
    const { creditCode: _, ...withoutCode } = body;
    const code = body.creditCode;
    const wrongCheck = `${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`;
    const cases: [unknown, string][] = [
      [withoutCode, CREDIT_CODE_MSG.required],
      [{ ...body, creditCode: '  ' }, CREDIT_CODE_MSG.required],
      [{ ...body, creditCode: code.slice(0, 17) }, CREDIT_CODE_MSG.length],
      [{ ...body, creditCode: `${code}0` }, CREDIT_CODE_MSG.length],
      [{ ...body, creditCode: `${code.slice(0, 8)}I${code.slice(9)}` }, CREDIT_CODE_MSG.charset],
      [{ ...body, creditCode: wrongCheck }, CREDIT_CODE_MSG.checkChar],
    ];
    // 请… messages stand alone; the others come after the field's label (lib/zod describeIssue).
    for (const [sent, message] of cases) {
      const res = await save(cookie, sent);
      expect(res.status, message).toBe(400);
      expect(res.msg).toBe(
        message.startsWith('请') ? message : `参数「统一社会信用代码」错误：${message}`,
      );
    }
    expect(
      await db.select().from(enterprises).where(eq(enterprises.name, '佛山市信用代码测试有限公司')),
    ).toHaveLength(0);
    expect((await save(cookie, body)).status).toBe(200);
  });

  it('refuses a name that is already certified or in review', async () => {
    const first = await signedInUser();
    const name = '广州市重名测试建材有限公司';
    expect((await save(first.cookie, await supplierForm(first.cookie, name))).status).toBe(200);
    const second = await signedInUser();
    const again = await save(second.cookie, {
      ...(await supplierForm(second.cookie, name)),
      topType: 2,
      childType: 2001,
    });
    expect(again).toMatchObject({ status: 400, msg: CERT_MSG.alreadyCertified });
  });

  it('refuses a credit code held by a company certified or in review, whatever its name', async () => {
    const first = await signedInUser();
    const body = await supplierForm(first.cookie, '广州市信用代码原主建材有限公司');
    expect((await save(first.cookie, body)).status).toBe(200);
    const second = await signedInUser();
    const again = await save(second.cookie, {
      ...(await supplierForm(second.cookie, '广州市信用代码冒用建材有限公司')),
      creditCode: body.creditCode.toLowerCase(),
    });
    expect(again).toMatchObject({ status: 400, msg: CERT_MSG.creditCodeTaken });
  });
});

describe('approval and resubmission', () => {
  it('approve: the applicant sees the approved company at once', async () => {
    const { cookie } = await signedInUser();
    const { data } = await save(cookie, await supplierForm(cookie, '佛山市审核通过测试有限公司'));
    const res = await review(operator.cookie, data.enterpriseId, { action: 'approve' });
    expect(res).toMatchObject({
      status: 200,
      data: { status: 1, tenantStatus: 'supplier_to_approve' },
    });

    const me = await current(cookie);
    expect(me.data).toMatchObject({
      enterpriseId: data.enterpriseId,
      enterpriseName: '佛山市审核通过测试有限公司',
      enterpriseStatus: 1,
      tenantStatus: 'supplier_to_approve',
      topType: 1,
      isPersonalAccount: false,
    });
    const again = await review(operator.cookie, data.enterpriseId, {
      action: 'reject',
      reason: '晚了',
    });
    expect(again).toMatchObject({ status: 409, msg: '该申请已处理，请刷新列表' });
  });

  it('approve a buyer: status 1 and no tenant status', async () => {
    const { cookie } = await signedInUser();
    const body = {
      ...(await supplierForm(cookie, '上海市采购审核测试置业有限公司')),
      topType: 2,
      childType: 2001,
      serveCategoryIds: [],
    };
    const { data } = await save(cookie, body);
    await review(operator.cookie, data.enterpriseId, { action: 'approve' });
    const me = await current(cookie);
    expect(me.data).toMatchObject({ enterpriseStatus: 1, tenantStatus: null, topType: 2 });
  });

  it('reject needs a reason; tenant/info shows it; tenant/update resubmits', async () => {
    const { user, cookie } = await signedInUser();
    const body = await supplierForm(cookie, '临沂市驳回测试板材有限公司');
    const { data } = await save(cookie, body);
    const id = data.enterpriseId;

    const noReason = await review(operator.cookie, id, { action: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toContain('请填写驳回原因');

    const rejected = await review(operator.cookie, id, {
      action: 'reject',
      reason: '授权委托书缺少公章',
    });
    expect(rejected.data).toMatchObject({ status: -1, tenantStatus: 'company_approve_fail' });

    const info = await json<EnterpriseInfo>(
      await tenantInfo(request(`/v1/api/tenant/info?enterpriseId=${id}`, { cookie })),
    );
    expect(info.data).toMatchObject({
      id,
      status: -1,
      tenantStatus: 'company_approve_fail',
      rejectReason: '授权委托书缺少公章',
      businessLicenseUrl: body.businessLicenseUrl,
      creditCode: body.creditCode,
    });
    expect((await current(cookie)).data.tenantStatus).toBe('company_approve_fail');

    const stranger = await signedInUser();
    const notTheirs = await json(
      await tenantUpdate(
        request('/v1/api/tenant/update', {
          method: 'PUT',
          cookie: stranger.cookie,
          body: { ...body, enterpriseId: id },
        }),
      ),
    );
    expect(notTheirs.status).toBe(404);
    const strangerInfo = await tenantInfo(
      request(`/v1/api/tenant/info?enterpriseId=${id}`, { cookie: stranger.cookie }),
    );
    expect(strangerInfo.status).toBe(404);

    // The licence on record may stay; the new authorisation letter must be the user's own.
    const newLetter = await upload(cookie, '授权委托书（盖章）.pdf');
    const badCode = await json(
      await tenantUpdate(
        request('/v1/api/tenant/update', {
          method: 'PUT',
          cookie,
          body: { ...body, creditCode: '91350100M000100Y44', enterpriseId: id },
        }),
      ),
    );
    expect(badCode.status).toBe(400);
    expect(badCode.msg).toContain(CREDIT_CODE_MSG.checkChar);
    const corrected = nextCreditCode();
    const resubmit = await json(
      await tenantUpdate(
        request('/v1/api/tenant/update', {
          method: 'PUT',
          cookie,
          body: { ...body, creditCode: corrected, authorizationUrl: newLetter, enterpriseId: id },
        }),
      ),
    );
    expect(resubmit.status).toBe(200);
    const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id));
    expect(row).toMatchObject({
      status: 0,
      tenantStatus: 'company_approving',
      rejectReason: null,
      authorizationUrl: newLetter,
      creditCode: corrected,
    });
    const trail = await db
      .select({ action: reviews.action, actorId: reviews.actorId, reason: reviews.reason })
      .from(reviews)
      .where(and(eq(reviews.subject, 'company'), eq(reviews.subjectId, id)))
      .orderBy(reviews.id);
    expect(trail).toEqual([
      { action: 'submit', actorId: user.id, reason: null },
      { action: 'reject', actorId: operator.user.id, reason: '授权委托书缺少公章' },
      { action: 'resubmit', actorId: user.id, reason: null },
    ]);

    const pendingAgain = await json(
      await tenantUpdate(
        request('/v1/api/tenant/update', {
          method: 'PUT',
          cookie,
          body: { ...body, enterpriseId: id },
        }),
      ),
    );
    expect(pendingAgain.status).toBe(409);
  });
});

describe('public lookups', () => {
  it('match, enterpriseCheck, infoById and enterpriseType expose no licence URLs', async () => {
    const { cookie } = await signedInUser();
    const { data } = await save(cookie, await supplierForm(cookie, '深圳市公开信息测试有限公司'));
    await review(operator.cookie, data.enterpriseId, { action: 'approve' });
    const pending = await save(cookie, await supplierForm(cookie, '深圳市公开信息待审有限公司'));

    const match = await json<{ id: number; name: string }[]>(
      await tenantMatch(
        request(`/v1/api/tenant/match?name=${encodeURIComponent('公开信息')}`, { cookie }),
      ),
    );
    expect(match.data).toEqual([{ id: data.enterpriseId, name: '深圳市公开信息测试有限公司' }]);
    const wildcard = await json<unknown[]>(
      await tenantMatch(
        request(`/v1/api/tenant/match?name=${encodeURIComponent('%')}`, { cookie }),
      ),
    );
    expect(wildcard.data).toEqual([]);

    const check = async (name: string) =>
      (
        await json<boolean>(
          await enterpriseCheck(
            request(`/v1/api/tenant/enterpriseCheck?name=${encodeURIComponent(name)}`, { cookie }),
          ),
        )
      ).data;
    expect(await check('深圳市公开信息测试有限公司')).toBe(true);
    expect(await check('深圳市公开信息待审有限公司')).toBe(true);
    expect(await check('深圳市公开信息')).toBe(false);

    const basics = await json<EnterpriseBasics>(
      await infoById(
        request(`/v1/api/tenant/infoById/${pending.data.enterpriseId}`),
        params({ id: String(pending.data.enterpriseId) }),
      ),
    );
    expect(basics.data).toEqual({
      id: pending.data.enterpriseId,
      name: '深圳市公开信息待审有限公司',
      type: 1,
      childType: 1001,
      status: 0,
    });
    const type = await json(
      await enterpriseType(
        request(`/v1/api/tenant/enterpriseType/${data.enterpriseId}`),
        params({ id: String(data.enterpriseId) }),
      ),
    );
    expect(type.data).toEqual({ type: 1, childType: 1001 });

    for (const body of [match.data, basics.data, type.data]) {
      expect(JSON.stringify(body)).not.toMatch(/file|Url|license|authorization/i);
    }
    const missing = await infoById(request('/v1/api/tenant/infoById/abc'), params({ id: 'abc' }));
    expect(missing.status).toBe(404);
  });
});

describe('private licences', () => {
  it('an operator may read an applicant’s private licence; other users may not', async () => {
    const { cookie } = await signedInUser();
    const url = await upload(cookie);
    const key = url.replace('/v1/api/file/private/', '');
    const read = (who: string) =>
      privateFile(request(url, { cookie: who }), params({ key: key.split('/') }));
    expect((await read(operator.cookie)).status).toBe(200);
    expect((await read(cookie)).status).toBe(200);
    expect((await read((await signedInUser()).cookie)).status).toBe(404);
  });
});
