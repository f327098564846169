import { Base64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import { buildLoginUrl, buildRegisterUrl, decodeReturnUrl } from './account-links';

const back = 'https://mall.example.com/product?keyword=地板&categoryId=5';

describe('buildLoginUrl', () => {
  it('Base64-encodes the return URL, then URL-encodes it, and marks from=mall', () => {
    const url = buildLoginUrl({ accountSiteUrl: 'https://account.example.com', returnUrl: back });
    const expected = encodeURIComponent(Base64.encode(back));
    expect(url).toBe(`https://account.example.com/reg/login?returnUrl=${expected}&from=mall`);
    expect(expected).not.toBe(Base64.encode(back)); // '+', '/' or '=' must be escaped
  });

  it('round-trips through URLSearchParams and decodeReturnUrl', () => {
    const url = new URL(buildLoginUrl({ returnUrl: back }), 'http://localhost');
    expect(url.pathname).toBe('/reg/login');
    expect(decodeReturnUrl(url.searchParams.get('returnUrl'))).toBe(back);
  });

  it('defaults to the same site and takes a custom from marker', () => {
    expect(buildLoginUrl({ returnUrl: '/', from: 'mobile' })).toBe(
      `/reg/login?returnUrl=${encodeURIComponent(Base64.encode('/'))}&from=mobile`,
    );
    expect(buildLoginUrl({ accountSiteUrl: 'https://a.example.com/', returnUrl: '/' })).toMatch(
      /^https:\/\/a\.example\.com\/reg\/login\?/,
    );
  });

  it("opens this site's phone login for a phone page; another account site has one address", () => {
    expect(buildLoginUrl({ returnUrl: '/mobile/authentication', phone: true })).toMatch(
      /^\/mobile\/reg\/login\?returnUrl=/,
    );
    const other = { accountSiteUrl: 'https://a.example.com', returnUrl: '/', phone: true };
    expect(buildLoginUrl(other)).toMatch(/^https:\/\/a\.example\.com\/reg\/login\?/);
  });
});

describe('buildRegisterUrl', () => {
  it('sends the return URL plain (only URL-encoded), not Base64', () => {
    expect(buildRegisterUrl({ accountSiteUrl: 'https://a.example.com', returnUrl: back })).toBe(
      `https://a.example.com/reg/register?returnUrl=${encodeURIComponent(back)}&from=mall`,
    );
    const url = new URL(buildRegisterUrl({ returnUrl: back }), 'http://localhost');
    expect(url.searchParams.get('returnUrl')).toBe(back);
    expect(decodeReturnUrl(url.searchParams.get('returnUrl'))).toBe(back);
  });
});

describe('decodeReturnUrl', () => {
  it('decodes Base64 even when a raw + arrived as a space', () => {
    const encoded = Base64.encode('https://x.example.com/a?b=>>>');
    expect(encoded).toContain('+');
    expect(decodeReturnUrl(encoded.replace(/\+/g, ' '))).toBe('https://x.example.com/a?b=>>>');
  });

  it('returns null for missing, garbage and non-navigable values', () => {
    expect(decodeReturnUrl(null)).toBeNull();
    expect(decodeReturnUrl(undefined)).toBeNull();
    expect(decodeReturnUrl('  ')).toBeNull();
    expect(decodeReturnUrl('%%%')).toBeNull();
    expect(decodeReturnUrl(Base64.encode('javascript:alert(1)'))).toBeNull();
    expect(decodeReturnUrl('javascript://%0aalert(1)')).toBeNull();
  });
});
