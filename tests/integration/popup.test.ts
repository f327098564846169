import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PopupInfo } from '@/api/types';
import { POST as alreadyRead } from '@/app/v1/api/directory/alreadyRead/route';
import { POST as changePopupInfo } from '@/app/v1/api/directory/changePopupInfo/route';
import { GET as popupInfo } from '@/app/v1/api/directory/popupInfo/route';
import { GET as scenePopupInfo } from '@/app/v1/api/directory/popupInfo/[scene]/route';
import { db } from '@/server/db';
import { popupReads } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { clearThemeCache } from '@/server/services/theme';
import { VISITOR_COOKIE } from '@/server/services/visitor';
import { json, request } from './fixtures';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  clearThemeCache();
});

const visitor = () => `${VISITOR_COOKIE}=${randomUUID()}`;
const signedIn = async (userId: number) =>
  `${SESSION_COOKIE}=${(await createSession(userId)).token}`;

async function popups(
  cookie: string,
  scene?: string,
  host?: string,
  query = '',
): Promise<PopupInfo[]> {
  const path = `${scene ? `/v1/api/directory/popupInfo/${scene}` : '/v1/api/directory/popupInfo'}${query}`;
  const req = request(path, { cookie, host });
  const res = await json<PopupInfo[]>(
    scene
      ? await scenePopupInfo(req, { params: Promise.resolve({ scene }) })
      : await popupInfo(req),
  );
  expect(res.status).toBe(200);
  return res.data;
}

async function read(cookie: string, popupId: unknown, route = alreadyRead) {
  return json(
    await route(
      request('/v1/api/directory/alreadyRead', { method: 'POST', cookie, body: { popupId } }),
    ),
  );
}

describe('popup info', () => {
  it("answers the live popups of the scene for the host's theme, with the extraJson shape", async () => {
    const home = await popups(visitor());
    expect(home).toEqual([
      {
        id: 1,
        extraJson: {
          displayMethod: 1,
          displayDuration: 8,
          buttonUrl: '/product',
          pcImgUrl: expect.stringMatching(/^\/files\//),
        },
      },
    ]);
    expect((await popups(visitor(), 'home', 'jinwan.localhost')).map((p) => p.id)).toEqual([2]);
    const product = await popups(visitor(), 'product', 'jinwan.localhost');
    expect(product.map((p) => p.id)).toEqual([4]);
    expect(await popups(visitor(), 'nothing-here')).toEqual([]);
  });

  it('keeps user-only popups from visitors', async () => {
    expect(await popups(visitor(), 'workbench')).toEqual([]);
    expect((await popups(await signedIn(DEMO.buyerUser), 'workbench')).map((p) => p.id)).toEqual([
      9,
    ]);
  });

  it("gives the showroom owner's prompt only to the supplier whose showroom is viewed", async () => {
    const own = `?tenantId=${DEMO.supplierEnterprise}`;
    const owner = await signedIn(DEMO.supplierUser);
    const prompt = await popups(owner, 'supplier', undefined, own);
    expect(prompt).toEqual([
      expect.objectContaining({
        id: 6,
        extraJson: expect.objectContaining({
          pcTitle: '完善企业展厅',
          buttonUrl: '/workbench/supplier/showroom',
        }),
      }),
    ]);
    // Another showroom, no showroom named, a visitor or a buyer on the same showroom: nothing.
    expect(await popups(owner, 'supplier', undefined, '?tenantId=2')).toEqual([]);
    expect(await popups(owner, 'supplier')).toEqual([]);
    expect(await popups(visitor(), 'supplier', undefined, own)).toEqual([]);
    expect(await popups(await signedIn(DEMO.buyerUser), 'supplier', undefined, own)).toEqual([]);
  });

  it('rejects a showroom id that is no positive number', async () => {
    const res = await json(
      await scenePopupInfo(request('/v1/api/directory/popupInfo/supplier?tenantId=x'), {
        params: Promise.resolve({ scene: 'supplier' }),
      }),
    );
    expect(res).toMatchObject({ status: 400, msg: expect.stringContaining('展厅') });
  });

  it('rejects a malformed scene', async () => {
    const res = await json(
      await scenePopupInfo(request('/v1/api/directory/popupInfo/x'), {
        params: Promise.resolve({ scene: 'Robert");--' }),
      }),
    );
    expect(res.status).toBe(400);
  });
});

describe('popup read state', () => {
  it('hides a popup a visitor has read from that visitor only', async () => {
    const a = visitor();
    const b = visitor();
    const user = await signedIn(DEMO.supplierUser);
    expect((await read(a, 1)).status).toBe(200);
    expect(await popups(a)).toEqual([]);
    expect((await popups(b)).map((p) => p.id)).toEqual([1]);
    expect((await popups(user)).map((p) => p.id)).toEqual([1]);
  });

  it('keys a signed-in reader by user, whatever the browser', async () => {
    const first = await signedIn(DEMO.multiUser);
    const second = await signedIn(DEMO.multiUser);
    const browser = visitor();
    expect((await read(`${first}; ${browser}`, 1)).status).toBe(200);
    expect(await popups(second)).toEqual([]);
    expect((await popups(browser)).map((p) => p.id)).toEqual([1]);
    expect((await popups(await signedIn(DEMO.buyerUser))).map((p) => p.id)).toEqual([1]);
  });

  it('is idempotent', async () => {
    const reader = visitor();
    expect((await read(reader, 4)).status).toBe(200);
    expect((await read(reader, 4)).status).toBe(200);
    const [row] = await db
      .select({ n: count() })
      .from(popupReads)
      .where(eq(popupReads.readerKey, `client:${reader.split('=')[1]}`));
    expect(row!.n).toBe(1);
  });

  it('records the version-update announcement through changePopupInfo', async () => {
    const reader = visitor();
    const res = await read(reader, 2, changePopupInfo);
    expect(res).toMatchObject({ status: 200, code: 0, data: null });
    expect(await popups(reader, 'home', 'jinwan.localhost')).toEqual([]);
    expect((await popups(visitor(), 'home', 'jinwan.localhost')).map((p) => p.id)).toEqual([2]);
  });

  it('rejects unknown popups, bad ids and unidentified visitors', async () => {
    expect(await read(visitor(), 999)).toMatchObject({ status: 404, msg: '弹窗不存在' });
    expect((await read(visitor(), 'x')).status).toBe(400);
    expect(await read('', 1)).toMatchObject({
      status: 400,
      msg: '无法识别访客，请刷新页面后重试',
    });
  });
});
