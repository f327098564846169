import { describe, expect, it } from 'vitest';
import { mobileTitle, seoPathKey } from './seo';

describe('seoPathKey', () => {
  it('keeps only the path', () => {
    expect(seoPathKey('/information/list?type=2#top')).toBe('/information/list');
    expect(seoPathKey('https://mall.example.com/help/aboutUs/')).toBe('/help/aboutUs');
    expect(seoPathKey('')).toBe('/');
    expect(seoPathKey('/')).toBe('/');
    expect(seoPathKey('designs//design-case')).toBe('/designs/design-case');
  });
});

describe('mobileTitle', () => {
  it('marks a phone page so it does not share its desktop twin title', () => {
    expect(mobileTitle('登录')).toBe('登录（手机版）');
    expect(mobileTitle('登录')).not.toBe('登录');
  });
});
