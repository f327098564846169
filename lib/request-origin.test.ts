import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, isRealmHost, refuseWrite } from './request-origin';

const DOMAINS = ['localhost', 'mall.example.com', 'jinwan.localhost'];
const isOwnHost = (host: string) => isRealmHost(host, DOMAINS);
const client = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE };

const verdict = (method: string, headers: Record<string, string>) =>
  refuseWrite({ method, headers: new Headers(headers), isOwnHost });

describe('refuseWrite', () => {
  it('refuses whatever a browser marks as cross-site, even with the client header', () => {
    expect(verdict('POST', { ...client, 'sec-fetch-site': 'cross-site' })).toBe('cross-site');
    expect(verdict('GET', { 'sec-fetch-site': 'cross-site' })).toBe('cross-site');
  });

  it('refuses an Origin, or a Referer without Origin, outside our hosts', () => {
    expect(verdict('POST', { ...client, origin: 'https://evil.example' })).toBe('foreign-origin');
    expect(verdict('POST', { ...client, origin: 'null' })).toBe('foreign-origin');
    expect(verdict('GET', { referer: 'https://evil.example/page' })).toBe('foreign-origin');
    // A look-alike suffix is not a sub-domain.
    expect(verdict('POST', { ...client, origin: 'https://evilmall.example.com' })).toBe(
      'foreign-origin',
    );
  });

  it('accepts the mall script on any realm host, with or without Origin', () => {
    expect(verdict('POST', { ...client, origin: 'http://localhost:3000' })).toBeNull();
    expect(verdict('PUT', { ...client, origin: 'https://www.jinwan.localhost' })).toBeNull();
    expect(verdict('DELETE', { ...client, referer: 'https://mall.example.com/cart' })).toBeNull();
    expect(verdict('POST', client)).toBeNull();
  });

  it('requires the client header on writes made by script', () => {
    expect(verdict('POST', { origin: 'http://localhost:3000' })).toBe('no-client-header');
    expect(verdict('POST', {})).toBe('no-client-header');
    expect(verdict('DELETE', { 'sec-fetch-site': 'same-origin' })).toBe('no-client-header');
  });

  it('lets a link on our own pages perform a GET write', () => {
    expect(verdict('GET', { 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(verdict('GET', { 'sec-fetch-site': 'none' })).toBeNull();
    expect(verdict('GET', { referer: 'http://localhost:3000/product/1' })).toBeNull();
    expect(
      verdict('GET', { 'sec-fetch-site': 'same-site', referer: 'https://jinwan.localhost/' }),
    ).toBeNull();
  });

  it('refuses a GET write with no sign of where it came from', () => {
    expect(verdict('GET', {})).toBe('no-client-header');
    // A sibling sub-domain that hides its Referer.
    expect(verdict('GET', { 'sec-fetch-site': 'same-site' })).toBe('no-client-header');
    expect(verdict('GET', client)).toBeNull();
  });
});

describe('isRealmHost', () => {
  it('takes a domain and the sub-domains of a dotted one', () => {
    expect(isRealmHost('localhost', DOMAINS)).toBe(true);
    expect(isRealmHost('www.mall.example.com', DOMAINS)).toBe(true);
    expect(isRealmHost('evil.localhost', DOMAINS)).toBe(false);
    expect(isRealmHost('example.com', DOMAINS)).toBe(false);
  });
});
