import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, registry } from './index';
import { defineApis, endpoint } from './registry';

const modulesDir = path.join(import.meta.dirname, 'modules');

describe('the mall registry', () => {
  it('declares the foundation calls with the exact names, methods and paths', () => {
    const expected: [string, string, string][] = [
      ['log', 'POST', '/v1/api/mall/log'],
      ['homeBasicInfo', 'GET', '/v1/api/homepage/homeBasicInfo'],
      ['getMainConfig', 'GET', '/v1/api/homepage/getMainConfig'],
      ['getClientId', 'GET', '/v1/api/user/getClientId'],
      ['getAllWebServerType', 'GET', '/v1/api/category/allWebServerType'],
      ['getAllServerType', 'GET', '/v1/api/category/allServerType'],
      ['getServerArea', 'GET', '/v1/api/address/getServerArea'],
      ['findAll', 'GET', '/v1/api/category/findAll'],
      ['findAllFront', 'GET', '/v1/api/category/findAllFront'],
      ['findByPid', 'GET', '/v1/api/category/findByPid/{pid}'],
      ['findFrontByName', 'GET', '/v1/api/category/findFrontByName'],
      ['seo', 'GET', '/v1/api/common/seo'],
      ['getUserLoginState', 'GET', '/v1/api/user/current'],
      ['getUserWorkbench', 'GET', '/v1/api/user/current/role'],
      ['getUserEnterprises', 'GET', '/v1/api/auth/enterprises'],
      ['changeUserEnterprises', 'GET', '/v1/api/auth/enterprise/switch'],
      ['getPopupInfoApi', 'GET', '/v1/api/directory/popupInfo'],
      ['getScenePopupInfo', 'GET', '/v1/api/directory/popupInfo/{scene}'],
      ['popupRead', 'POST', '/v1/api/directory/alreadyRead'],
      ['mallActivities', 'GET', '/v1/api/mall/activities'],
      ['activityPage', 'GET', '/v1/api/activity/page'],
      ['supplierApplication', 'POST', '/v1/api/promotion/SupplierApplication'],
      ['tenantSave', 'POST', '/v1/api/tenant/save'],
      ['deleteCart', 'DELETE', '/v1/api/cart/{id}'],
      ['captchaGet', 'POST', '/captcha/get'],
      ['captchaCheck', 'POST', '/captcha/check'],
    ];
    for (const [name, method, url] of expected) {
      expect(registry.get(name), name).toMatchObject({ method, url });
    }
  });

  it('keeps every API under /v1/api or /captcha', () => {
    for (const d of registry.list()) expect(d.url, d.name).toMatch(/^\/(v1\/api|captcha)\//);
  });

  it('has one module file per spec module, each declaring under its own name', () => {
    const files = readdirSync(modulesDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    const specModules = [
      'apply',
      'authentication',
      'bid',
      'certificates',
      'common',
      'competition',
      'demand',
      'designHall',
      'designs',
      'green-carbon',
      'help',
      'homepage',
      'inquiry',
      'm-reg',
      'order',
      'product',
      'recruit',
      'registration',
      'shopping-cart',
      'supplier',
      'websiteMsg',
      'yeation',
      'user',
      'enterprise',
      'search',
      'popup',
      'activity',
      'promotion',
      'tenant',
      'file',
      'category',
      'cart',
      'item',
      'auth',
      'address',
      // the operators' approval console (accounts issue) and the ops console's sections (issue 19)
      'ops',
      'ops-catalog',
      'ops-console',
      'ops-content',
      'ops-users',
      // the supplier centre's own catalogue (supplier-centre issue)
      'supplier-item',
      // 询比价: requests for quotation to many suppliers (issue 14)
      'rfq',
    ];
    expect(files).toEqual([...specModules].sort());
    expect([...new Set(registry.list().map((d) => d.module))].sort()).toEqual(files);
  });

  it('exposes every registered API on `api` (no name shadowed by another module)', () => {
    expect(Object.keys(api).sort()).toEqual(
      registry
        .list()
        .map((d) => d.name)
        .sort(),
    );
    for (const [name, fn] of Object.entries(api)) expect(fn.declaration.name).toBe(name);
  });

  it('keeps each "说明 METHOD /path" comment in step with its declaration', () => {
    let checked = 0;
    for (const file of readdirSync(modulesDir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(path.join(modulesDir, file), 'utf8');
      const entries = [
        ...source.matchAll(/\/\*\* (.+?) (GET|POST|PUT|DELETE|PATCH) (\S+) \*\/\s*\n\s*(\w+):/g),
      ];
      const declared = registry.list().filter((d) => d.module === file.replace(/\.ts$/, ''));
      expect(entries.map((m) => m[4]).sort(), file).toEqual(declared.map((d) => d.name).sort());
      for (const [, , method, url, name] of entries) {
        expect(registry.get(name!), `${file} ${name}`).toMatchObject({ method, url });
        checked++;
      }
    }
    expect(checked).toBe(registry.list().length);
  });

  it('throws at import time when another module reuses a name', () => {
    expect(() =>
      defineApis('shadow', { homeBasicInfo: endpoint()('GET', '/v1/api/shadow/homeBasicInfo') }),
    ).toThrow(/homeBasicInfo.*homepage.*shadow/);
    expect(registry.get('homeBasicInfo')?.module).toBe('homepage');
  });
});
