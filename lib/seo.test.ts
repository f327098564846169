import { describe, expect, it } from 'vitest';
import { seoPathKey } from './seo';

describe('seoPathKey', () => {
  it('keeps only the path', () => {
    expect(seoPathKey('/information/list?type=2#top')).toBe('/information/list');
    expect(seoPathKey('https://mall.example.com/help/aboutUs/')).toBe('/help/aboutUs');
    expect(seoPathKey('')).toBe('/');
    expect(seoPathKey('/')).toBe('/');
    expect(seoPathKey('designs//design-case')).toBe('/designs/design-case');
  });
});
