import { describe, expect, it } from 'vitest';
import {
  LOADING_DURATION_MS,
  LOADING_THROTTLE_MS,
  loadingProgress,
  startsNavigation,
  type AnchorLike,
  type ClickLike,
} from './loading-progress';

describe('loadingProgress', () => {
  it('runs from 0 to 100 over 5 s at most', () => {
    expect(LOADING_THROTTLE_MS).toBe(200);
    expect(LOADING_DURATION_MS).toBe(5000);
    expect(loadingProgress(0)).toBe(0);
    expect(loadingProgress(-10)).toBe(0);
    expect(loadingProgress(1000)).toBe(20);
    expect(loadingProgress(2500)).toBe(50);
    expect(loadingProgress(5000)).toBe(100);
    expect(loadingProgress(9000)).toBe(100);
  });
});

describe('startsNavigation', () => {
  const current = new URL('http://mall.test/product?keyword=a#top');
  const click: ClickLike = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
  };
  const link = (href: string, target = '', download = false): AnchorLike => ({
    href,
    target,
    hasAttribute: (name) => download && name === 'download',
  });

  it('starts on a plain click to another page of the site', () => {
    expect(startsNavigation(click, link('http://mall.test/yeation'), current)).toBe(true);
    expect(startsNavigation(click, link('/product?keyword=b'), current)).toBe(true);
    expect(startsNavigation(click, link('/bid/list', '_self'), current)).toBe(true);
  });

  it('ignores the same page, other sites, new tabs, downloads and modified clicks', () => {
    expect(startsNavigation(click, link('/product?keyword=a#list'), current)).toBe(false);
    expect(startsNavigation(click, link('https://sci.example.cn/'), current)).toBe(false);
    expect(startsNavigation(click, link('/yeation', '_blank'), current)).toBe(false);
    expect(startsNavigation(click, link('/files/a.pdf', '', true), current)).toBe(false);
    expect(startsNavigation({ ...click, ctrlKey: true }, link('/yeation'), current)).toBe(false);
    expect(startsNavigation({ ...click, button: 1 }, link('/yeation'), current)).toBe(false);
  });
});
