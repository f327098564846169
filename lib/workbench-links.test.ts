import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/types';
import {
  joinWorkbenchPath,
  themeWorkbenchBases,
  userWorkbenchLinks,
  workbenchUrlFor,
} from './workbench-links';

const hosts = ['localhost', '127.0.0.1', 'mall.localhost'];

describe('workbenchUrlFor', () => {
  it('keeps a site path, without a trailing slash', () => {
    expect(workbenchUrlFor('/workbench/developer/', hosts, '/x')).toBe('/workbench/developer');
  });

  it("turns an absolute URL on the realm's own host into its path (any port)", () => {
    expect(workbenchUrlFor('http://localhost/workbench/developer', hosts, '/x')).toBe(
      '/workbench/developer',
    );
    expect(workbenchUrlFor('https://MALL.localhost:3000/workbench/supplier', hosts, '/x')).toBe(
      '/workbench/supplier',
    );
  });

  it('keeps an external workbench absolute', () => {
    expect(workbenchUrlFor('https://srm.example.com/wb/', hosts, '/x')).toBe(
      'https://srm.example.com/wb',
    );
  });

  it('falls back on an empty, protocol-relative or unusable value', () => {
    expect(workbenchUrlFor('', hosts, '/workbench/developer')).toBe('/workbench/developer');
    expect(workbenchUrlFor('//evil.example/x', hosts, '/fb')).toBe('/fb');
    expect(workbenchUrlFor('javascript:alert(1)', hosts, '/fb')).toBe('/fb');
    expect(workbenchUrlFor('not a url', hosts, '/fb')).toBe('/fb');
    expect(workbenchUrlFor('http://localhost/', hosts, '/fb')).toBe('/fb');
  });
});

describe('joinWorkbenchPath', () => {
  it('joins relative and absolute bases with one slash', () => {
    expect(joinWorkbenchPath('/workbench/developer', 'message')).toBe(
      '/workbench/developer/message',
    );
    expect(joinWorkbenchPath('https://srm.example.com/wb/', '/message')).toBe(
      'https://srm.example.com/wb/message',
    );
    expect(joinWorkbenchPath('/workbench/personal', '')).toBe('/workbench/personal');
  });
});

const user = (over: Partial<UserInfo>) =>
  ({ topType: 2, enterpriseStatus: 1, ...over }) as Pick<UserInfo, 'topType' | 'enterpriseStatus'>;

describe('userWorkbenchLinks', () => {
  const bases = themeWorkbenchBases({
    domains: hosts,
    developerNameUrl: 'http://localhost/workbench/developer',
    supplierNameUrl: '/workbench/supplier',
  });

  it('sends an approved buyer to 采购中心 pages', () => {
    const links = userWorkbenchLinks(user({}), bases);
    expect(links).toMatchObject({
      side: 'developer',
      home: '/workbench/developer',
      message: '/workbench/developer/message',
      accountSettings: '/workbench/developer/account-settings',
      enterprise: '/workbench/developer/enterprise',
    });
    expect(links.messageOf(1)).toBe('/workbench/supplier/message');
  });

  it('sends a supplier to 供应中心 pages', () => {
    const links = userWorkbenchLinks(user({ topType: 1 }), bases);
    expect(links.message).toBe('/workbench/supplier/message');
    expect(links.accountSettings).toBe('/workbench/supplier/account-settings');
  });

  it('sends top type 3 and a buyer still in review to 个人中心 for everything', () => {
    for (const u of [user({ topType: 3, enterpriseStatus: null }), user({ enterpriseStatus: 0 })]) {
      const links = userWorkbenchLinks(u, bases);
      expect(links.home).toBe('/workbench/personal');
      expect(links.message).toBe('/workbench/personal/message');
      expect(links.messageOf(2)).toBe('/workbench/personal/message');
      expect(links.accountSettings).toBe('/workbench/personal/account-settings');
    }
  });

  it('builds absolute links under an external workbench', () => {
    const external = themeWorkbenchBases({
      domains: hosts,
      developerNameUrl: 'https://srm.example.com/dev',
      supplierNameUrl: 'https://srm.example.com/sup',
    });
    expect(userWorkbenchLinks(user({}), external).message).toBe(
      'https://srm.example.com/dev/message',
    );
    // 个人中心 has no realm setting: it is always the mall's own.
    expect(userWorkbenchLinks(user({ topType: 3 }), external).home).toBe('/workbench/personal');
  });
});
