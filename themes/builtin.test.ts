import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_LAYOUT, homeLayoutError } from '@/lib/home-layout';
import { builtinThemes } from './builtin';

describe('built-in realms', () => {
  it('each has a valid home layout of its own; the main mall keeps the default one', () => {
    for (const t of builtinThemes) expect(homeLayoutError(t.homeLayout), t.code).toBeUndefined();
    expect(new Set(builtinThemes.map((t) => t.homeLayout.join())).size).toBe(builtinThemes.length);
    expect(builtinThemes.find((t) => t.code === 'main')?.homeLayout).toEqual(DEFAULT_HOME_LAYOUT);
  });

  it('each has its own ICP number and footer links, all keeping help and about us', () => {
    const icps = builtinThemes.map((t) => t.basicConfig.icp);
    expect(new Set(icps).size).toBe(builtinThemes.length);
    expect(new Set(builtinThemes.map((t) => JSON.stringify(t.footerLinks))).size).toBe(
      builtinThemes.length,
    );
    for (const t of builtinThemes) {
      expect(t.footerLinks.slice(0, 2), t.code).toEqual([
        { label: '帮助中心', href: '/help' },
        { label: '关于我们', href: '/help/aboutUs' },
      ]);
    }
  });
});
