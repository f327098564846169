import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getServerArea } from '@/app/v1/api/address/getServerArea/route';
import { GET as allServerType } from '@/app/v1/api/category/allServerType/route';
import { GET as allWebServerType } from '@/app/v1/api/category/allWebServerType/route';
import { GET as findAll } from '@/app/v1/api/category/findAll/route';
import { GET as findAllFront } from '@/app/v1/api/category/findAllFront/route';
import { GET as findByPid } from '@/app/v1/api/category/findByPid/[pid]/route';
import { GET as findFrontByName } from '@/app/v1/api/category/findFrontByName/route';
import { GET as getMainConfig } from '@/app/v1/api/homepage/getMainConfig/route';
import { GET as homeBasicInfo } from '@/app/v1/api/homepage/homeBasicInfo/route';
import { GET as favicon } from '@/app/v1/api/mall/favicon/route';
import { GET as themeCss } from '@/app/v1/api/mall/theme-css/route';
import { GET as getClientId } from '@/app/v1/api/user/getClientId/route';
import type { CategoryNode } from '@/lib/category-tree';
import type { HomeBasicInfo } from '@/server/services/theme';
import { insertBasics, json, request, signedInUser } from './fixtures';

beforeAll(insertBasics);

const ids = (nodes: CategoryNode[]): number[] =>
  nodes.flatMap((n) => [n.id, ...ids(n.subordinate)]);
const withPid = (pid: string) => ({ params: Promise.resolve({ pid }) });

describe('homeBasicInfo and themes by host', () => {
  it('gives each realm its own name, logos, colour and footer', async () => {
    const main = (
      await json<HomeBasicInfo>(await homeBasicInfo(request('/v1/api/homepage/homeBasicInfo')))
    ).data;
    const partner = (
      await json<HomeBasicInfo>(
        await homeBasicInfo(request('/x', { host: 'jinwan.localhost:3000' })),
      )
    ).data;
    expect(main.name).toBe('筑采建材集采商城');
    expect(partner.name).toBe('金湾建材集采平台');
    expect(partner.basicExtraConfig.themeColor).not.toBe(main.basicExtraConfig.themeColor);
    expect(partner.basicExtraConfig.writeBackgroundLogo).not.toBe(
      main.basicExtraConfig.writeBackgroundLogo,
    );
    expect(partner.bottomConfig).toEqual({
      companyMobile: '400-660-1818',
      companyEmail: 'jicai@jinwan-build.cn',
    });
    expect(Object.keys(main.realmNameDto)).toEqual([
      'domainNameUrl',
      'developerNameUrl',
      'supplierNameUrl',
    ]);
    expect(main.favicon).toMatch(/^\/v1\/api\/mall\/favicon/);
    expect(main.topConfigList.some((n) => n.name === '查SCI')).toBe(true);
  });

  it('serves unknown hosts the default theme', async () => {
    const info = (
      await json<HomeBasicInfo>(await homeBasicInfo(request('/x', { host: 'unknown.example.com' })))
    ).data;
    expect(info.themeType).toBe(1);
  });

  it('returns the alternate template for the second partner', async () => {
    const info = (
      await json<HomeBasicInfo>(await homeBasicInfo(request('/x', { host: 'nancheng.localhost' })))
    ).data;
    expect(info.applicationTemplateId).toBe(2);
  });

  it('serves each theme its own favicon', async () => {
    const main = await favicon(request('/v1/api/mall/favicon'));
    const partner = await favicon(request('/v1/api/mall/favicon', { host: 'nancheng.localhost' }));
    expect(main.headers.get('content-type')).toBe('image/svg+xml');
    const [a, b] = [await main.text(), await partner.text()];
    expect(a).toContain('<svg');
    expect(a).toContain('#1d4ed8');
    expect(b).toContain('#c2410c');
  });

  it('serves a theme colour its CSS variables, cacheable for good, and no other colour', async () => {
    const res = themeCss(request('/v1/api/mall/theme-css?color=c2410c'));
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('--mall-primary:#c2410c;');
    expect(themeCss(request('/v1/api/mall/theme-css?color=red')).status).toBe(404);
  });

  it('returns the realm configuration from getMainConfig', async () => {
    const cfg = (
      await json<Record<string, unknown>>(
        await getMainConfig(request('/x', { host: 'jinwan.localhost' })),
      )
    ).data;
    expect(cfg).toMatchObject({ partnerZone: true, customerServiceHotline: '400-660-1818' });
  });
});

describe('category calls', () => {
  it('findAll and allServerType return every node with spec fields', async () => {
    for (const route of [findAll, allServerType]) {
      const tree = (await json<CategoryNode[]>(await route(request('/x')))).data;
      expect(ids(tree)).toEqual([1, 5, 51, 52, 22, 23, 231, 2, 37]);
      expect(tree[0]).toMatchObject({
        id: 1,
        name: '装饰建材',
        level: 1,
        status: 1,
        hasChildren: 1,
      });
    }
  });

  it('findAllFront and allWebServerType leave hidden nodes and their children out', async () => {
    for (const route of [findAllFront, allWebServerType]) {
      const tree = (await json<CategoryNode[]>(await route(request('/x')))).data;
      expect(ids(tree)).toEqual([1, 5, 51, 52, 22, 2, 37]);
    }
  });

  it('findByPid lists direct children with hasChildren', async () => {
    const res = await json<CategoryNode[]>(await findByPid(request('/x'), withPid('1')));
    expect(res.data.map((n) => [n.id, n.hasChildren])).toEqual([
      [5, 1],
      [22, 0],
      [23, 1],
    ]);
    expect((await findByPid(request('/x'), withPid('abc'))).status).toBe(400);
  });

  it('findFrontByName finds shown categories with their path', async () => {
    const res = await json<{ id: number; pathNames: string[] }[]>(
      await findFrontByName(request('/x?name=%E5%A4%8D%E5%90%88')),
    );
    expect(res.data.map((n) => n.id)).toEqual([51, 52]);
    expect(res.data[0]?.pathNames).toEqual(['装饰建材', '地板', '实木复合地板']);
    expect((await json(await findFrontByName(request('/x?name=%E5%81%9C%E7%94%A8')))).data).toEqual(
      [],
    );
    const missing = await json(await findFrontByName(request('/x')));
    expect([missing.status, missing.msg]).toEqual([400, '请填写类目名称']);
  });
});

describe('getServerArea', () => {
  it('returns provinces with their citys', async () => {
    const res = await json<{ id: number; name: string; citys: { id: number; name: string }[] }[]>(
      await getServerArea(request('/x')),
    );
    expect(res.data).toEqual([
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
  });
});

describe('getClientId', () => {
  it('gives a visitor a stable id through an httpOnly cookie', async () => {
    const first = await getClientId(request('/x'));
    const id = (await json<string>(first.clone())).data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`mall_cid=${id}`);
    expect(cookie.toLowerCase()).toContain('httponly');
    const again = await getClientId(request('/x', { cookie: `mall_cid=${id}` }));
    expect((await json<string>(again)).data).toBe(id);
  });

  it("gives a signed-in user the account's client id", async () => {
    const { user, cookie } = await signedInUser(2);
    expect((await json<string>(await getClientId(request('/x', { cookie })))).data).toBe(
      user.clientId,
    );
  });
});
