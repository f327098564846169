import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_LAYOUT,
  HOME_BLOCKS,
  homeLayoutError,
  homeLayoutOf,
  isHomeLayout,
} from './home-layout';

describe('homeLayoutError', () => {
  it('accepts known blocks in any order, each once', () => {
    expect(homeLayoutError(['updates', 'hero'])).toBeUndefined();
    expect(homeLayoutError([...HOME_BLOCKS].reverse())).toBeUndefined();
    expect(homeLayoutError(['recommended'])).toBeUndefined();
  });

  it('needs at least one block', () => {
    expect(homeLayoutError([])).toBe('首页布局至少需要一个板块');
  });

  it('names an unknown block', () => {
    expect(homeLayoutError(['hero', 'ads'])).toBe('首页布局包含未知板块：ads');
    expect(homeLayoutError(['Hero'])).toBe('首页布局包含未知板块：Hero');
  });

  it('names a repeated block', () => {
    expect(homeLayoutError(['hero', 'featured', 'hero'])).toBe('首页布局中板块重复：hero');
  });
});

describe('homeLayoutOf', () => {
  it('keeps a valid layout and its order', () => {
    const layout = ['featured', 'hero'];
    expect(isHomeLayout(layout)).toBe(true);
    expect(homeLayoutOf(layout)).toEqual(['featured', 'hero']);
  });

  it('falls back to the default layout when the stored one breaks the rule', () => {
    expect(homeLayoutOf([])).toBe(DEFAULT_HOME_LAYOUT);
    expect(homeLayoutOf(['hero', 'hero'])).toBe(DEFAULT_HOME_LAYOUT);
    expect(homeLayoutOf(['banner'])).toBe(DEFAULT_HOME_LAYOUT);
  });

  it('the default layout keeps the rule itself', () => {
    expect(homeLayoutError(DEFAULT_HOME_LAYOUT)).toBeUndefined();
  });
});
