import { describe, expect, it } from 'vitest';
import { mobileTitle, realmSeoRow, seoPathKey } from './seo';

describe('seoPathKey', () => {
  it('keeps only the path', () => {
    expect(seoPathKey('/information/list?type=2#top')).toBe('/information/list');
    expect(seoPathKey('https://mall.example.com/help/aboutUs/')).toBe('/help/aboutUs');
    expect(seoPathKey('')).toBe('/');
    expect(seoPathKey('/')).toBe('/');
    expect(seoPathKey('designs//design-case')).toBe('/designs/design-case');
  });
});

describe('realmSeoRow', () => {
  const every = { themeType: null, title: '全部专区' };
  const jinwan = { themeType: 3, title: '金湾' };
  const other = { themeType: 41, title: '新河' };

  it("prefers the realm's own row, else the row for every realm", () => {
    expect(realmSeoRow([every, jinwan, other], 3)).toBe(jinwan);
    expect(realmSeoRow([jinwan, every], 3)).toBe(jinwan);
    expect(realmSeoRow([every, other], 3)).toBe(every);
    expect(realmSeoRow([other], 3)).toBeUndefined();
    expect(realmSeoRow([], 3)).toBeUndefined();
  });

  it('gives a request without a realm only the row for every realm', () => {
    expect(realmSeoRow([jinwan, every], null)).toBe(every);
    expect(realmSeoRow([jinwan], null)).toBeUndefined();
  });
});

describe('mobileTitle', () => {
  it('marks a phone page so it does not share its desktop twin title', () => {
    expect(mobileTitle('登录')).toBe('登录（手机版）');
    expect(mobileTitle('登录')).not.toBe('登录');
  });
});
