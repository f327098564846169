import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceiveAddress } from '@/api/modules/address';
import { POST as deleteRoute } from '@/app/v1/api/receiveAddress/delete/[id]/route';
import { POST as listRoute } from '@/app/v1/api/receiveAddress/list/route';
import { POST as saveRoute } from '@/app/v1/api/receiveAddress/save/route';
import { POST as setDefaultRoute } from '@/app/v1/api/receiveAddress/setDefault/[id]/route';
import { POST as updateRoute } from '@/app/v1/api/receiveAddress/update/route';
import { insertBasics, json, request, signedInUser } from './fixtures';

beforeAll(async () => {
  await insertBasics();
});

const address = (name: string) => ({
  name,
  phone: '13900001111',
  provinceId: 440000,
  cityId: 440100,
  address: '天河路 1 号',
});

async function save(cookie: string, body: unknown) {
  return json<ReceiveAddress>(
    await saveRoute(request('/v1/api/receiveAddress/save', { method: 'POST', cookie, body })),
  );
}

async function list(cookie: string) {
  return (
    await json<ReceiveAddress[]>(
      await listRoute(request('/v1/api/receiveAddress/list', { method: 'POST', cookie })),
    )
  ).data;
}

const byId = (route: typeof deleteRoute, path: string, id: number, cookie: string) =>
  route(request(`${path}/${id}`, { method: 'POST', cookie }), {
    params: Promise.resolve({ id: String(id) }),
  });

describe('收货地址', () => {
  it('edits, sets the default and deletes only the buyer own addresses', async () => {
    const { cookie } = await signedInUser(2);
    const first = (await save(cookie, address('张一'))).data;
    const second = (await save(cookie, address('张二'))).data;
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);

    const edited = await json<ReceiveAddress>(
      await updateRoute(
        request('/v1/api/receiveAddress/update', {
          method: 'POST',
          cookie,
          body: { ...address('张二改'), id: second.id, cityId: 440300 },
        }),
      ),
    );
    expect(edited.data).toMatchObject({ name: '张二改', city: '深圳市' });

    expect(
      (await byId(setDefaultRoute, '/v1/api/receiveAddress/setDefault', second.id!, cookie)).status,
    ).toBe(200);
    const afterDefault = await list(cookie);
    expect(afterDefault.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);

    // Deleting the default passes it to the remaining address.
    expect(
      (await byId(deleteRoute, '/v1/api/receiveAddress/delete', second.id!, cookie)).status,
    ).toBe(200);
    const left = await list(cookie);
    expect(left.map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
  });

  it("answers 404 for someone else's address and changes nothing", async () => {
    const owner = await signedInUser(2);
    const other = await signedInUser(2);
    const mine = (await save(owner.cookie, address('李四'))).data;
    for (const [route, path] of [
      [deleteRoute, '/v1/api/receiveAddress/delete'],
      [setDefaultRoute, '/v1/api/receiveAddress/setDefault'],
    ] as const) {
      expect((await byId(route, path, mine.id!, other.cookie)).status).toBe(404);
    }
    const update = await updateRoute(
      request('/v1/api/receiveAddress/update', {
        method: 'POST',
        cookie: other.cookie,
        body: { ...address('偷改'), id: mine.id },
      }),
    );
    expect(update.status).toBe(404);
    expect((await list(owner.cookie)).map((a) => a.name)).toEqual(['李四']);
  });

  it('asks for the id on update and names the field', async () => {
    const { cookie } = await signedInUser(2);
    const res = await json(
      await updateRoute(
        request('/v1/api/receiveAddress/update', { method: 'POST', cookie, body: address('王五') }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.msg).toContain('地址');
  });

  it('asks for a missing field by its name and names the limit of a too long one', async () => {
    const { cookie } = await signedInUser(2);
    const { name: _, ...noName } = address('');
    expect(await save(cookie, noName)).toMatchObject({ status: 400, msg: '请输入收货人' });
    const { provinceId: __, ...noProvince } = address('王五');
    expect(await save(cookie, noProvince)).toMatchObject({ status: 400, msg: '请选择省份' });
    expect(await save(cookie, { ...address('王五'), phone: undefined })).toMatchObject({
      status: 400,
      msg: '请输入手机号',
    });
    const long = await save(cookie, { ...address('王五'), city: '城'.repeat(33) });
    expect(long).toMatchObject({ status: 400 });
    expect(long.msg).toMatch(/最多 32 个字/);
  });
});
