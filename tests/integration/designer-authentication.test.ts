import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignerCertificationInfo, UploadedFile } from '@/api/types';
import { POST as designerSave } from '@/app/v1/api/authentication/designer/route';
import { GET as detail } from '@/app/v1/api/authentication/detail/route';
import { POST as privateUpload } from '@/app/v1/api/file/privateUpload/route';
import { POST as reviewDesigner } from '@/app/v1/api/ops/designers/[id]/review/route';
import { CERT_MSG, DESIGNER_STATUS } from '@/lib/certification';
import { db } from '@/server/db';
import { users } from '@/server/db/schema';
import { CERTIFICATION_MSG } from '@/server/services/certification';
import { insertBasics, json, request, signedInUser } from './fixtures';

// Uploads go to a throw-away directory, set before the storage module reads the env.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-designer-'));
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let ipSeq = 0;

async function upload(cookie: string, name = '身份证.pdf'): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdf)], name));
  const headers = new Headers({
    host: 'localhost:3000',
    'x-forwarded-for': `10.6.0.${++ipSeq}`,
    'x-requested-with': 'XMLHttpRequest',
    cookie,
  });
  const req = new NextRequest('http://localhost:3000/v1/api/file/privateUpload', {
    method: 'POST',
    body: form,
    headers,
  });
  const res = await json<UploadedFile>(await privateUpload(req));
  expect(res.status).toBe(200);
  return res.data.fileUrl;
}

async function designerAccount() {
  const signedIn = await signedInUser();
  await db.update(users).set({ isDesignerAccount: true }).where(eq(users.id, signedIn.user.id));
  return signedIn;
}

const submit = async (cookie: string | undefined, body: unknown) =>
  json(
    await designerSave(
      request('/v1/api/authentication/designer', { method: 'POST', cookie, body }),
    ),
  );

const readDetail = async (cookie?: string) =>
  json<DesignerCertificationInfo>(
    await detail(request('/v1/api/authentication/detail', { cookie })),
  );

let operator = '';
beforeAll(async () => {
  await insertBasics();
  operator = (await signedInUser(undefined, true)).cookie;
});

describe('designer certification (/auth?type=2)', () => {
  it('a designer account submits, the detail shows it in review, an operator approves', async () => {
    const { user, cookie } = await designerAccount();
    expect((await readDetail(cookie)).data).toMatchObject({
      designerStatus: DESIGNER_STATUS.none,
      isDesignerAccount: true,
      submission: null,
    });
    const works = [await upload(cookie, '作品一.pdf'), await upload(cookie, '作品二.pdf')];
    const body = {
      realName: ' 周子墨 ',
      designerType: 1,
      idCardUrl: await upload(cookie),
      worksUrls: works,
    };
    expect(await submit(cookie, body)).toMatchObject({ status: 200, data: null });

    const info = await readDetail(cookie);
    expect(info.data).toMatchObject({
      designerStatus: DESIGNER_STATUS.pending,
      rejectReason: null,
      submission: {
        realName: '周子墨',
        designerType: 1,
        idCardUrl: body.idCardUrl,
        worksUrls: works,
      },
    });
    expect(info.data.submittedAt).toEqual(expect.any(String));
    expect(await submit(cookie, body)).toMatchObject({
      status: 409,
      msg: CERTIFICATION_MSG.alreadySubmitted,
    });

    const approved = await reviewDesigner(
      request(`/v1/api/ops/designers/${user.id}/review`, {
        method: 'POST',
        cookie: operator,
        body: { action: 'approve' },
      }),
      { params: Promise.resolve({ id: String(user.id) }) },
    );
    expect(approved.status).toBe(200);
    expect((await readDetail(cookie)).data.designerStatus).toBe(DESIGNER_STATUS.certified);
  });

  it('after a rejection the detail gives the reason and a resubmission goes back to review', async () => {
    const { user, cookie } = await designerAccount();
    const body = { realName: '林知夏', designerType: 2, idCardUrl: await upload(cookie) };
    expect((await submit(cookie, body)).status).toBe(200);
    await reviewDesigner(
      request(`/v1/api/ops/designers/${user.id}/review`, {
        method: 'POST',
        cookie: operator,
        body: { action: 'reject', reason: '证件照片不清晰' },
      }),
      { params: Promise.resolve({ id: String(user.id) }) },
    );
    expect((await readDetail(cookie)).data).toMatchObject({
      designerStatus: DESIGNER_STATUS.rejected,
      rejectReason: '证件照片不清晰',
    });
    expect((await submit(cookie, body)).status).toBe(200);
    expect((await readDetail(cookie)).data).toMatchObject({
      designerStatus: DESIGNER_STATUS.pending,
      rejectReason: null,
    });
  });

  it('names the missing or wrong field in Chinese and refuses files the user did not upload', async () => {
    const { cookie } = await designerAccount();
    const idCardUrl = await upload(cookie);
    expect(await submit(cookie, { designerType: 1, idCardUrl })).toMatchObject({
      status: 400,
      msg: CERT_MSG.realName,
    });
    expect(await submit(cookie, { realName: '周', designerType: 1, idCardUrl })).toMatchObject({
      status: 400,
      msg: expect.stringContaining(CERT_MSG.realNameLength),
    });
    expect(await submit(cookie, { realName: '周子墨', designerType: 99, idCardUrl })).toMatchObject(
      { status: 400, msg: CERT_MSG.designerType },
    );
    expect(await submit(cookie, { realName: '周子墨', designerType: 1 })).toMatchObject({
      status: 400,
      msg: CERT_MSG.idCardUrl,
    });
    const other = await designerAccount();
    const foreign = await upload(other.cookie);
    expect(
      await submit(cookie, { realName: '周子墨', designerType: 1, idCardUrl: foreign }),
    ).toMatchObject({ status: 400, msg: CERTIFICATION_MSG.fileInvalid('身份证明') });
    expect((await readDetail(cookie)).data.designerStatus).toBe(DESIGNER_STATUS.none);
  });

  it('needs a login (401) and a designer account to submit (403)', async () => {
    expect(await readDetail()).toMatchObject({ status: 401, msg: '请先登录' });
    expect(await submit(undefined, {})).toMatchObject({ status: 401, msg: '请先登录' });
    const { cookie } = await signedInUser(2);
    const body = { realName: '周子墨', designerType: 1, idCardUrl: await upload(cookie) };
    expect(await submit(cookie, body)).toMatchObject({
      status: 403,
      msg: CERTIFICATION_MSG.designerOnly,
    });
    expect((await readDetail(cookie)).data).toMatchObject({
      isDesignerAccount: false,
      designerStatus: DESIGNER_STATUS.none,
    });
  });
});
