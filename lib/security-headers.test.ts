import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, staleHeaders } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((h) => h.key === key)?.value;

describe('contentSecurityPolicy', () => {
  it('allows only this site by default, inline scripts and styles included', () => {
    const csp = contentSecurityPolicy({ APP_ENV: 'local' });
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets the browser post uploads to the bucket and follow private links to it', () => {
    const bucket = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'mall',
      S3_REGION: 'oss-cn-hangzhou',
    } as const;
    const oss = contentSecurityPolicy({
      APP_ENV: 'prod',
      ...bucket,
      S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
      S3_FORCE_PATH_STYLE: false,
    });
    for (const name of ['connect-src', 'img-src', 'frame-src'])
      expect(directive(oss, name)).toContain('https://mall.oss-cn-hangzhou.aliyuncs.com');
    const minio = contentSecurityPolicy({
      APP_ENV: 'prod',
      ...bucket,
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example.com',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(directive(minio, 'connect-src')).toEqual(["'self'", 'https://files.example.com']);
    expect(
      directive(contentSecurityPolicy({ APP_ENV: 'prod', S3_BUCKET: 'mall' }), 'connect-src'),
    ).toEqual(["'self'"]);
  });

  it("adds 'unsafe-eval' only for next dev", () => {
    expect(
      directive(contentSecurityPolicy({ APP_ENV: 'local' }, { dev: true }), 'script-src'),
    ).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ APP_ENV: 'local' })).not.toContain('unsafe-eval');
  });

  it('allows the origin of the tracking script this environment loads', () => {
    const urls = {
      TRACKING_SCRIPT_URL: 'https://hm.example.cn/hm.js?abc',
      TRACKING_SCRIPT_TEST_URL: 'https://test-hm.example.cn:8443/t.js',
    };
    const prod = contentSecurityPolicy({ APP_ENV: 'prod', ...urls });
    for (const name of ['script-src', 'img-src', 'connect-src'])
      expect(directive(prod, name)).toContain('https://hm.example.cn');
    expect(prod).not.toContain('test-hm');
    const sit = contentSecurityPolicy({ APP_ENV: 'sit', ...urls });
    expect(directive(sit, 'script-src')).toContain('https://test-hm.example.cn:8443');
    expect(sit).not.toContain('https://hm.example.cn');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy and the framing policy everywhere', () => {
    const headers = securityHeaders({ APP_ENV: 'sit' });
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'X-Frame-Options')).toBe('SAMEORIGIN');
    // The policy is the proxy's, per process: its origins are settings of the running server.
    expect(header(headers, 'Content-Security-Policy')).toBeUndefined();
  });

  it('sends HSTS for a year in prod only', () => {
    expect(header(securityHeaders({ APP_ENV: 'prod' }), 'Strict-Transport-Security')).toBe(
      'max-age=31536000',
    );
    for (const APP_ENV of ['local', 'sit', 'dev', 'uat'] as const)
      expect(header(securityHeaders({ APP_ENV }), 'Strict-Transport-Security')).toBeUndefined();
  });
});

describe('staleHeaders', () => {
  it('is empty when the build was made for this environment', () => {
    const prod = securityHeaders({ APP_ENV: 'prod' });
    expect(staleHeaders(prod, [...prod, { key: 'X-Other', value: '1' }])).toEqual([]);
  });

  it('names what a build for another environment gets wrong', () => {
    const prod = securityHeaders({ APP_ENV: 'prod' });
    const sit = securityHeaders({ APP_ENV: 'sit' });
    expect(staleHeaders(prod, sit)).toEqual(['Strict-Transport-Security']);
    expect(staleHeaders(sit, prod)).toEqual(['Strict-Transport-Security']);
  });
});
