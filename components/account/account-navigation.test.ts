import { Base64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import { accountPageHref, returnTarget, themeReturnHosts } from './account-navigation';

describe('accountPageHref', () => {
  const query = { returnUrl: Base64.encode('/product?keyword=瓷砖'), from: 'mall' };

  it('carries returnUrl in each page’s own form, and from', () => {
    const login = new URL(accountPageHref('login', { returnUrl: '/cart', from: null }), 'http://x');
    expect(login.pathname).toBe('/reg/login');
    expect(Base64.decode(login.searchParams.get('returnUrl') ?? '')).toBe('/cart');
    expect(login.searchParams.has('from')).toBe(false);

    const register = new URL(accountPageHref('register', query, 'mobile'), 'http://x');
    expect(register.pathname).toBe('/mobile/reg/register');
    expect(register.searchParams.get('returnUrl')).toBe('/product?keyword=瓷砖');
    expect(register.searchParams.get('from')).toBe('mall');
  });

  it('drops an undecodable returnUrl and leaves a bare link without a query', () => {
    expect(accountPageHref('reset', { returnUrl: '%%%', from: null })).toBe('/reg/reset');
    expect(accountPageHref('login', { returnUrl: null, from: null })).toBe('/reg/login');
  });
});

describe('returnTarget', () => {
  const hosts = ['mall.localhost'];

  it('follows a Base64 or plain path and allowed hosts', () => {
    expect(returnTarget(Base64.encode('/shopping-cart'), hosts)).toBe('/shopping-cart');
    expect(returnTarget('/auth?type=1', hosts)).toBe('/auth?type=1');
    expect(returnTarget('http://mall.localhost:3000/bid/list', hosts)).toBe(
      'http://mall.localhost:3000/bid/list',
    );
  });

  it('sends anything else home', () => {
    for (const raw of [
      Base64.encode('//evil.com'),
      Base64.encode('https://evil.com/x'),
      Base64.encode('javascript:alert(1)'),
      '/%2F%2Fevil.com',
      null,
      '',
    ]) {
      expect(returnTarget(raw, hosts)).toBe('/');
    }
  });
});

describe('themeReturnHosts', () => {
  it('collects the domains and the realm URL hosts once', () => {
    expect(
      themeReturnHosts({
        domains: ['Jinwan.localhost'],
        domainNameUrl: 'http://jinwan.localhost',
        developerNameUrl: 'https://dev.jinwan.example/workbench',
        supplierNameUrl: 'not a url',
      }),
    ).toEqual(['jinwan.localhost', 'dev.jinwan.example']);
  });
});
