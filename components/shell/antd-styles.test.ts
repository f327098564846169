import { describe, expect, it } from 'vitest';
import { needsRestOfAntd } from './antd-styles';

describe('needsRestOfAntd', () => {
  it('leaves the rest of antd out of home, listing, detail and the phone poster', () => {
    for (const path of [
      '/',
      '/product',
      '/product/12/40',
      '/product/item/1',
      '/mobile/poster/home',
    ])
      expect(needsRestOfAntd(path)).toBe(false);
  });

  it('loads it on every other page', () => {
    for (const path of ['/auth', '/productx', '/workbench/developer', '/mobile/reg', '/reg/login'])
      expect(needsRestOfAntd(path)).toBe(true);
  });
});
