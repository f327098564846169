import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RealmDetail } from '@/api/modules/ops-console';
import type { Province, UploadSignature } from '@/api/types';
import { GET as findAll } from '@/app/v1/api/address/findAll/route';
import { GET as serverArea } from '@/app/v1/api/address/getServerArea/route';
import { GET as qrCode } from '@/app/v1/api/common/officialAccountQrCode/route';
import { GET as getSign } from '@/app/v1/api/file/getSign/route';
import { GET as stsPublicUpload } from '@/app/v1/api/file/stsPublicUpload/route';
import { GET as realmGet, PUT as realmPut } from '@/app/v1/api/ops/realms/[code]/route';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG } from '@/lib/upload-rules';
import { db } from '@/server/db';
import { opsRoles, uploadedFiles } from '@/server/db/schema';
import { fileUrlOf } from '@/server/services/upload';
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
  const ask = (host: string) =>
    qrCode(request('/v1/api/common/officialAccountQrCode', { host })).then((res) =>
      json<string | null>(res),
    );
  const at = (code: string) => ({ params: Promise.resolve({ code }) });

  /** Saves jinwan's QR code through the ops console's realm route, as its operator would. */
  async function setJinwanQr(cookie: string, officialAccountQr: string | null) {
    const { data: realm } = await json<RealmDetail>(
      await realmGet(request('/v1/api/ops/realms/jinwan', { cookie }), at('jinwan')),
    );
    const { code: _c, published: _p, isDefault: _d, updatedAt: _u, ...form } = realm;
    // The test database has none of the categories and suppliers the seeded realm features.
    const body = { ...form, featuredCategoryIds: [], featuredSupplierIds: [], officialAccountQr };
    const saved = await json<RealmDetail>(
      await realmPut(
        request('/v1/api/ops/realms/jinwan', { method: 'PUT', cookie, body }),
        at('jinwan'),
      ),
    );
    expect(saved).toMatchObject({ status: 200, data: { officialAccountQr } });
  }

  it('answers null while a realm has no QR code, cacheable by anyone', async () => {
    const res = await qrCode(
      request('/v1/api/common/officialAccountQrCode', { host: 'jinwan.localhost' }),
    );
    expect(res.headers.get('cache-control')).toContain('public');
    expect(await json(res)).toMatchObject({ status: 200, code: 0, data: null });
    expect((await ask('localhost:3000')).data).toBeNull();
  });

  it("answers the request realm's own QR code once its operator uploads one", async () => {
    const operator = await signedInUser();
    await db
      .insert(opsRoles)
      .values({ userId: operator.user.id, role: 'realm', themeCode: 'jinwan' });
    const key = `public/202611/${randomUUID()}.png`;
    await db
      .insert(uploadedFiles)
      .values({ key, name: '公众号.png', type: 'png', size: 100, ownerId: operator.user.id });
    const url = fileUrlOf(key);

    await setJinwanQr(operator.cookie, url);
    expect((await ask('jinwan.localhost')).data).toBe(url);
    expect((await ask('jinwan.localhost:3000')).data).toBe(url);
    // Other realms keep theirs: none.
    expect((await ask('nancheng.localhost')).data).toBeNull();
    expect((await ask('localhost:3000')).data).toBeNull();

    await setJinwanQr(operator.cookie, null);
    expect((await ask('jinwan.localhost')).data).toBeNull();
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
