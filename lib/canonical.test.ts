import { describe, expect, it } from 'vitest';
import { canonicalOf } from './canonical';

const verdict = (url: string) => {
  const u = new URL(url, 'http://x');
  return canonicalOf(decodeURI(u.pathname), u.searchParams);
};

describe('canonicalOf', () => {
  it.each([
    // url, canonical path, indexed
    ['/product?keyword=地板', '/product?keyword=地板', true],
    ['/product?keyword=地板&sort=price_asc&pageNo=3', '/product?keyword=地板', false],
    ['/product?keyword=地板&page=2', '/product?keyword=地板', false],
    ['/product?keyword=地板&page=1', '/product?keyword=地板', true],
    ['/product?keyword=地板&sort=relevance', '/product?keyword=地板', true],
    ['/product?keyword=地板&utm_source=wx&shareId=9', '/product?keyword=地板', true],
    ['/product?brandIds=3&keyword=地板', '/product?brandIds=3&keyword=地板', true],
    ['/product?brandIds=3,4&keyword=地板', '/product?keyword=地板', false],
    ['/product/1_5?categoryIds=51,52', '/product/1_5', false],
    ['/product/1_5/', '/product/1_5', true],
    ['/brand/shengxiang?pageNo=2', '/brand/shengxiang', false],
    ['/bid/list?nonresidentialType=2&sortColumn=time', '/bid/list?nonresidentialType=2', false],
    ['/inquiry/list?key=岩棉', '/inquiry/list', false],
    ['/demand/list?styleId=2&sortIng=1', '/demand/list?styleId=2', false],
    ['/information/list?type=3', '/information/list?type=3', true],
    ['/list?keyword=地板&memberLevel=x', '/list?keyword=地板', false],
    ['/activitys/details?id=3&title=x', '/activitys/details?id=3', true],
    ['/other-bid/details?id=5&title=公告', '/other-bid/details?id=5', true],
    ['/mobile/poster/home?id=1&shareId=abc', '/mobile/poster/home?id=1', true],
    ['/product/item/1?from=timeline', '/product/item/1', true],
  ])('%s → %s (index %s)', (url, path, index) => {
    const got = verdict(url);
    expect({ path: decodeURIComponent(got.path), index: got.index }).toEqual({ path, index });
  });
});
