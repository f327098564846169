import { describe, expect, it } from 'vitest';
import { APP_ENVS } from './env';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('shuts everything outside prod', () => {
    for (const env of APP_ENVS.filter((e) => e !== 'prod')) {
      expect(robotsTxt(env, 'https://a.cn')).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  it('opens the catalogue in prod, closes private paths and list states, names the sitemap', () => {
    const text = robotsTxt('prod', 'https://jinwan.cn');
    const lines = text.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/v1/api/', '/shopping-cart', '/orders', '/workbench/', '/auth', '/ops']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /*?*sort=');
    expect(lines).toContain('Disallow: /*?*pageNo=');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://jinwan.cn/sitemap.xml');
  });
});
