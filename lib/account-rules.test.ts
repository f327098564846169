import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  defaultUserName,
  isSmsPurpose,
  isValidPassword,
  safeReturnUrl,
  SMS_CODE_PATTERN,
  SMS_SENT_TEXT,
} from './account-rules';

const HOSTS = ['localhost', '127.0.0.1', 'mall.localhost', 'jinwan.localhost'];

describe('safeReturnUrl', () => {
  it.each([
    '/',
    '/cart',
    '/search?keyword=%E5%9C%B0%E6%9D%BF&type=8#top',
    '/search?keyword=地板',
    '/product/12?from=//evil.com',
    '/a%20b',
  ])('keeps the site path %s as given', (raw) => {
    expect(safeReturnUrl(raw, HOSTS)).toBe(raw);
  });

  it.each([
    ['http://jinwan.localhost:3000/cart', 'http://jinwan.localhost:3000/cart'],
    ['https://mall.localhost/supplier/1?x=1', 'https://mall.localhost/supplier/1?x=1'],
    ['HTTP://JINWAN.LOCALHOST/Cart', 'http://jinwan.localhost/Cart'],
    ['http://localhost:3000', 'http://localhost:3000/'],
    ['http://127.0.0.1:3000/x', 'http://127.0.0.1:3000/x'],
  ])('keeps the theme-domain URL %s (normalised)', (raw, expected) => {
    expect(safeReturnUrl(raw, HOSTS)).toBe(expected);
  });

  it.each([
    // protocol-relative and backslash tricks
    '//evil.com',
    '//evil.com/path',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '//jinwan.localhost/cart',
    // other hosts and look-alikes
    'https://evil.com',
    'http://evil.com/cart',
    'https://jinwan.localhost.evil.com',
    'https://evil.com/jinwan.localhost',
    'https://evil.com?jinwan.localhost',
    'https://evil.com#jinwan.localhost',
    'https://jinwan.localhost@evil.com',
    'https://evil.com@jinwan.localhost/',
    'https://user:pass@jinwan.localhost/',
    'https://jinwan.localhost./',
    'https://xjinwan.localhost/',
    'https:evil.com',
    'https:/evil.com',
    'https://[::1]/',
    // other schemes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript://jinwan.localhost/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://jinwan.localhost/',
    'mailto:a@jinwan.localhost',
    // relative paths that are not rooted at the site
    'cart',
    'evil.com',
    './/evil.com',
    '',
    // whitespace and control characters browsers strip
    ' //evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '\u0000//evil.com',
    // encoded variants
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%255C%255Cevil.com',
    '/%252F%252Fevil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    'https://evil.com%2F@jinwan.localhost',
    'https://evil.com%252F@jinwan.localhost',
    'https%3A%2F%2Fevil.com',
    '/%E0%A4%A',
  ])('rejects %j', (raw) => {
    expect(safeReturnUrl(raw, HOSTS)).toBeUndefined();
  });

  it('rejects missing and overlong values', () => {
    expect(safeReturnUrl(undefined, HOSTS)).toBeUndefined();
    expect(safeReturnUrl(null, HOSTS)).toBeUndefined();
    expect(safeReturnUrl(`/${'a'.repeat(2048)}`, HOSTS)).toBeUndefined();
  });

  it('rejects every absolute URL when no host is allowed, and compares hosts case-blind', () => {
    expect(safeReturnUrl('http://localhost/', [])).toBeUndefined();
    expect(safeReturnUrl('/cart', [])).toBe('/cart');
    expect(safeReturnUrl('http://jinwan.localhost/', ['JinWan.Localhost'])).toBe(
      'http://jinwan.localhost/',
    );
  });
});

describe('password policy', () => {
  it.each(['Mall@2026', 'abc12345', 'A1234567', '12345678a', 'a1'.repeat(10), 'pass_word1'])(
    'accepts %s',
    (pw) => {
      expect(isValidPassword(pw)).toBe(true);
    },
  );

  it.each([
    ['too short', 'abc1234'],
    ['too long', `${'a1'.repeat(10)}x`],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['symbols and digits', '@@@@1234'],
    ['a space', 'abcd 1234'],
    ['Chinese', '密码abc12345'],
    ['full-width digits', 'abcdefg１'],
    ['empty', ''],
  ])('rejects %s', (_, pw) => {
    expect(isValidPassword(pw)).toBe(false);
  });

  it('says the rule in Chinese', () => {
    expect(ACCOUNT_MSG.passwordPolicy).toContain('8-20位');
    expect(ACCOUNT_MSG.passwordPolicy).toContain('字母和数字');
  });
});

describe('SMS codes', () => {
  it('are exactly 6 ASCII digits', () => {
    expect(SMS_CODE_PATTERN.test('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '１２３４５６', '']) {
      expect(SMS_CODE_PATTERN.test(bad)).toBe(false);
    }
  });

  it('know the three purposes', () => {
    for (const p of ['login', 'register', 'reset']) expect(isSmsPurpose(p)).toBe(true);
    for (const p of ['Login', 'sso', '', undefined, 1]) expect(isSmsPurpose(p)).toBe(false);
  });

  it('use the spec texts', () => {
    expect(SMS_SENT_TEXT).toBe('发送成功，请注意查收');
    expect(ACCOUNT_MSG.codeInvalid).toBe('验证码错误或已失效');
    expect(ACCOUNT_MSG.sendTooSoon(42)).toBe('发送过于频繁，请42秒后再试');
    expect(ACCOUNT_MSG.dailyLimit).toBe('今日验证码发送次数已达上限');
    expect(ACCOUNT_MSG.phoneUnregistered).toBe('该手机号尚未注册');
    expect(ACCOUNT_MSG.phoneRegistered).toBe('该手机号已注册，请直接登录');
  });
});

describe('defaultUserName', () => {
  it('is 用户 and the last 4 digits', () => {
    expect(defaultUserName('13912345678')).toBe('用户5678');
  });
});
