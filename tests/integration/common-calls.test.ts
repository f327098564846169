import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Province, UploadSignature } from '@/api/types';
import { GET as findAll } from '@/app/v1/api/address/findAll/route';
import { GET as serverArea } from '@/app/v1/api/address/getServerArea/route';
import { GET as qrCode } from '@/app/v1/api/common/officialAccountQrCode/route';
import { GET as getSign } from '@/app/v1/api/file/getSign/route';
import { GET as stsPublicUpload } from '@/app/v1/api/file/stsPublicUpload/route';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG } from '@/lib/upload-rules';
import { insertBasics, json, request, signedInUser } from './fixtures';

beforeAll(insertBasics);

describe('GET /v1/api/address/findAll', () => {
  it('answers every province with its cities, in order, cacheable by anyone', async () => {
    const res = await findAll(request('/v1/api/address/findAll'));
    expect(res.headers.get('cache-control')).toContain('public');
    const all = await json<Province[]>(res);
    expect(all.status).toBe(200);
    expect(all.data).toEqual([
      { id: 310000, name: '上海市', citys: [{ id: 310100, name: '上海市' }] },
      {
        id: 440000,
        name: '广东省',
        citys: [
          { id: 440100, name: '广州市' },
          { id: 440300, name: '深圳市' },
        ],
      },
    ]);
    // The supplier picker's region filter and the directory read the same tree.
    const served = await json<Province[]>(
      await serverArea(request('/v1/api/address/getServerArea')),
    );
    expect(served.data).toEqual(all.data);
  });
});

describe('GET /v1/api/common/officialAccountQrCode', () => {
  it('answers the address of a QR code image that the site serves', async () => {
    const res = await qrCode(
      request('/v1/api/common/officialAccountQrCode', { host: 'jinwan.localhost' }),
    );
    expect(res.headers.get('cache-control')).toContain('public');
    const { status, data } = await json<string>(res);
    expect(status).toBe(200);
    expect(data).toMatch(/^\/site\/.+\.svg$/);
    const image = readFileSync(path.join(process.cwd(), 'public', data), 'utf8');
    expect(image).toMatch(/^<svg [^>]*viewBox="0 0 37 37"/);
  });
});

describe('GET /v1/api/file/getSign', () => {
  const ask = (query: string, cookie?: string) =>
    getSign(request(`/v1/api/file/getSign${query}`, { cookie, ip: '10.5.0.1' }));

  it('gives a signed-in user the same upload ticket as stsPublicUpload', async () => {
    const { cookie } = await signedInUser();
    const signed = await json<UploadSignature>(await ask('?name=样板间.png&size=2048', cookie));
    expect(signed).toMatchObject({
      status: 200,
      data: { mode: 'api', host: '/v1/api/file/publicUpload', maxBytes: MAX_UPLOAD_BYTES },
    });
    const sts = await json<UploadSignature>(
      await stsPublicUpload(
        request('/v1/api/file/stsPublicUpload?name=样板间.png&size=2048', { cookie }),
      ),
    );
    expect(signed.data).toEqual(sts.data);
    // Signed in, documents are allowed too, as on every upload of a user.
    expect((await json(await ask('?name=报价单.pdf&size=2048', cookie))).status).toBe(200);
  });

  it('names the field that is wrong, and applies the upload rules', async () => {
    const { cookie } = await signedInUser();
    expect(await json(await ask('?size=2048', cookie))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('文件名'),
    });
    expect(await json(await ask('?name=a.png&size=abc', cookie))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('文件大小'),
    });
    expect(await json(await ask('?name=a.exe&size=10', cookie))).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.wrongType,
    });
    expect(await json(await ask(`?name=a.png&size=${MAX_UPLOAD_BYTES + 1}`, cookie))).toMatchObject(
      { status: 400, msg: UPLOAD_MSG.tooLarge(MAX_UPLOAD_BYTES) },
    );
  });

  it('is for signed-in users only', async () => {
    expect(await json(await ask('?name=a.png&size=10'))).toMatchObject({
      status: 401,
      msg: '请先登录',
    });
  });
});
