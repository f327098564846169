import { Base64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import {
  listingTitle,
  createListingUrl,
  EMPTY_PRODUCT_QUERY,
  highlightSegments,
  internalListingPath,
  listingPath,
  parseCategoryPath,
  parseIdList,
  parseListingState,
  parseProductQuery,
  searchWords,
  serializeProductQuery,
} from './product-query';

describe('parseProductQuery', () => {
  it('reads every field, trimming the keyword', () => {
    const q = parseProductQuery(
      new URLSearchParams(
        'keyword=%20%E5%9C%B0%E6%9D%BF%20&brandIds=3&brandIds=5,7&categoryId=5&categoryIds=51,52' +
          '&customRefer=home&customWord=%20%E5%AE%9E%E6%9C%A8&sort=price_asc&page=3',
      ),
    );
    expect(q).toEqual({
      keyword: '地板',
      brandIds: [3, 5, 7],
      categoryId: 5,
      categoryIds: [51, 52],
      customRefer: 'home',
      customWord: '实木',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('falls back on invalid values and accepts a record of params', () => {
    expect(
      parseProductQuery({ keyword: '   ', brandIds: ['x', '0', '4,4'], sort: 'bogus', page: '-2' }),
    ).toEqual({ ...EMPTY_PRODUCT_QUERY, brandIds: [4] });
    expect(parseProductQuery({ categoryId: '1e3', customWord: ' ' })).toEqual(EMPTY_PRODUCT_QUERY);
  });

  it('keeps at most 50 brand ids from a URL', () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1).join(',');
    expect(parseProductQuery({ brandIds: many }).brandIds).toHaveLength(50);
  });

  it('round-trips through serialize, leaving defaults out', () => {
    const q = parseProductQuery({ keyword: '瓷砖', brandIds: '2,9', sort: 'newest', page: '2' });
    expect(serializeProductQuery(q)).toBe(
      'keyword=%E7%93%B7%E7%A0%96&brandIds=2%2C9&sort=newest&page=2',
    );
    expect(parseProductQuery(new URLSearchParams(serializeProductQuery(q)))).toEqual(q);
    expect(serializeProductQuery(EMPTY_PRODUCT_QUERY)).toBe('');
  });

  it('parses id lists from repeated and comma values', () => {
    expect(parseIdList(['1,2', '2', ' 3 ', 'a'])).toEqual([1, 2, 3]);
  });
});

describe('category path', () => {
  it('accepts 1 to 3 numeric ids', () => {
    expect(parseCategoryPath('1')).toEqual([1]);
    expect(parseCategoryPath('1_5')).toEqual([1, 5]);
    expect(parseCategoryPath('1_5_51')).toEqual([1, 5, 51]);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '1_5_51_9', 'a', '1__5', '1_x', '0', '1_-5', '1.5', '_1', '%', '1_5%']) {
      expect(parseCategoryPath(bad)).toBeNull();
    }
  });

  it('builds paths', () => {
    expect(listingPath()).toBe('/product');
    expect(listingPath([1, 5])).toBe('/product/1_5');
  });
});

describe('internal listing path', () => {
  const internal = (path: string, qs = '') => internalListingPath(path, new URLSearchParams(qs));

  it('maps listings to one canonical cached path per state', () => {
    expect(internal('/product')).toBe('/product/all/_');
    expect(internal('/product/', 'page=1&sort=relevance')).toBe('/product/all/_');
    expect(internal('/product', 'sort=newest&keyword=%20地板%20&utm=x')).toBe(
      `/product/all/${Base64.encodeURI(`keyword=${encodeURIComponent('地板')}&sort=newest`)}`,
    );
    expect(internal('/product/1_5', 'categoryId=9&page=2')).toBe(
      `/product/1_5/${Base64.encodeURI('page=2')}`,
    );
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/product/item', '/product/item/12', '/product/1_5/x', '/brand']) {
      expect(internal(path)).toBeNull();
    }
  });

  it('reads back only canonical states', () => {
    expect(parseListingState('_')).toEqual(EMPTY_PRODUCT_QUERY);
    const state = Base64.encodeURI(`keyword=${encodeURIComponent('地板')}&sort=newest`);
    expect(parseListingState(state)).toMatchObject({
      keyword: '地板',
      sort: 'newest',
    });
    const reordered = `sort=newest&keyword=${encodeURIComponent('地板')}`;
    expect(parseListingState(Base64.encodeURI(reordered))).toBeNull();
    expect(parseListingState(Base64.encodeURI('page=1'))).toBeNull();
    expect(parseListingState('not base64!')).toBeNull();
  });
});

describe('createListingUrl', () => {
  const current = { ...EMPTY_PRODUCT_QUERY, keyword: '地板', page: 4 };

  it('keeps the state and resets the page on a filter change', () => {
    expect(createListingUrl('/product', current, { brandIds: [3] })).toBe(
      '/product?keyword=%E5%9C%B0%E6%9D%BF&brandIds=3',
    );
    expect(createListingUrl('/product/1_5', current, { sort: 'sales' })).toBe(
      '/product/1_5?keyword=%E5%9C%B0%E6%9D%BF&sort=sales',
    );
  });

  it('changes only the page when asked to', () => {
    expect(createListingUrl('/product', current, { page: 5 })).toBe(
      '/product?keyword=%E5%9C%B0%E6%9D%BF&page=5',
    );
    expect(createListingUrl('/product', EMPTY_PRODUCT_QUERY)).toBe('/product');
  });

  it('joins the keyword and the custom word', () => {
    expect(searchWords({ keyword: '地板', customWord: '实木' })).toBe('地板 实木');
    expect(searchWords({ keyword: '', customWord: undefined })).toBe('');
  });
});

describe('highlightSegments', () => {
  const marked = (text: string, kw: string) =>
    highlightSegments(text, kw)
      .map((s) => (s.hit ? `[${s.text}]` : s.text))
      .join('');

  it('marks every place a keyword token occurs', () => {
    expect(marked('圣象 实木复合地板 地暖专用', '实木地板')).toBe('圣象 [实木]复合[地板] 地暖专用');
    expect(marked('强化复合地板', '复合地板')).toBe('强化[复合地板]');
  });

  it('matches Latin words case-insensitively and lone characters', () => {
    expect(marked('ENF级 板材', 'enf')).toBe('[ENF]级 板材');
    expect(marked('地板 木板', '板')).toBe('地[板] 木[板]');
  });

  it('returns the plain text when nothing matches or there is no keyword', () => {
    expect(highlightSegments('瓷砖', '')).toEqual([{ text: '瓷砖', hit: false }]);
    expect(highlightSegments('瓷砖', '涂料')).toEqual([{ text: '瓷砖', hit: false }]);
    expect(highlightSegments('', '涂料')).toEqual([]);
  });
});

describe('listingTitle', () => {
  it('names the category, the keyword in it, a plain search or all products', () => {
    expect(listingTitle('墙体保温', undefined)).toBe('墙体保温');
    expect(listingTitle('墙体保温', '岩棉')).toBe('岩棉 - 墙体保温');
    expect(listingTitle(undefined, '岩棉')).toBe('岩棉 - 商品搜索');
    expect(listingTitle(undefined, undefined)).toBe('全部商品');
  });
});
