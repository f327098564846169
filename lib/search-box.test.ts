import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALTERNATE_SEARCH_TABS,
  DEFAULT_SEARCH_KIND,
  EMPTY_FLASH_MS,
  RECOMMENDED_CATEGORIES,
  SEARCH_KINDS,
  SEARCH_MENU_TYPE,
  SEARCH_TYPE,
  SUGGEST_PAGE_SIZE,
  SUGGEST_THROTTLE_MS,
  categoryListingUrl,
  isEmptyKeyword,
  normalizeKeyword,
  searchTarget,
  trimmedKeywordQuery,
  searchTrackingRecord,
  suggestQuery,
  suggestsFrom,
  suggestType,
  throttle,
} from './search-box';

describe('search box constants (spec §9)', () => {
  it('numbers the search and menu types', () => {
    expect(SEARCH_TYPE).toEqual({ product: 8, supplier: 12, case: 2 });
    expect(SEARCH_MENU_TYPE).toEqual({ product: 0, supplier: 1, case: 2 });
    expect(SEARCH_KINDS.map((k) => SEARCH_MENU_TYPE[k.kind])).toEqual([0, 1, 2]);
  });

  it('defaults to products and lists the switcher in spec order', () => {
    expect(DEFAULT_SEARCH_KIND).toBe('product');
    expect(SEARCH_KINDS.map((k) => k.label)).toEqual(['产品', '供应商', '案例']);
  });

  it('throttles suggestions at 1 s, asks for 10 and flashes for 500 ms', () => {
    expect(SUGGEST_THROTTLE_MS).toBe(1000);
    expect(SUGGEST_PAGE_SIZE).toBe(10);
    expect(EMPTY_FLASH_MS).toBe(500);
  });
});

describe('keywords', () => {
  it('trims', () => {
    expect(normalizeKeyword('  瓷砖 \n')).toBe('瓷砖');
    expect(normalizeKeyword(undefined)).toBe('');
    expect(normalizeKeyword(null)).toBe('');
  });

  it('treats blank input as empty', () => {
    expect(isEmptyKeyword('')).toBe(true);
    expect(isEmptyKeyword('   ')).toBe(true);
    expect(isEmptyKeyword('\u3000')).toBe(true);
    expect(isEmptyKeyword(' 地板 ')).toBe(false);
  });
});

describe('trimmedKeywordQuery', () => {
  it('trims a keyword the browser sent with its spaces, keeping the other parameters', () => {
    expect(
      trimmedKeywordQuery(new URLSearchParams('keyword=++%E5%9C%B0%E6%9D%BF+&sort=sales')),
    ).toBe(`keyword=${encodeURIComponent('地板')}&sort=sales`);
  });

  it('drops a keyword of spaces only', () => {
    expect(trimmedKeywordQuery(new URLSearchParams('keyword=%E3%80%80+&pageNo=2'))).toBe(
      'pageNo=2',
    );
  });

  it('answers null when there is nothing to trim', () => {
    expect(trimmedKeywordQuery(new URLSearchParams('keyword=%E5%9C%B0%E6%9D%BF'))).toBeNull();
    expect(trimmedKeywordQuery(new URLSearchParams('sort=sales'))).toBeNull();
  });
});

describe('searchTarget', () => {
  it('sends products to /product', () => {
    expect(searchTarget('product', ' 瓷砖 ')).toBe(
      `/product?keyword=${encodeURIComponent('瓷砖')}`,
    );
  });

  it('sends suppliers to /yeation/more', () => {
    expect(searchTarget('supplier', '东方雨虹')).toBe(
      `/yeation/more?keyword=${encodeURIComponent('东方雨虹')}`,
    );
  });

  it('sends cases to /designs/search-filiter', () => {
    expect(searchTarget('case', '别墅')).toBe(
      `/designs/search-filiter?keyword=${encodeURIComponent('别墅')}`,
    );
  });

  it('encodes characters that would break the query', () => {
    expect(searchTarget('product', 'a&b=c #1')).toBe('/product?keyword=a%26b%3Dc%20%231');
  });
});

describe('suggestions', () => {
  it('asks type 1 for products and 2 for suppliers, nothing for cases', () => {
    expect(suggestType('product')).toBe(1);
    expect(suggestType('supplier')).toBe(2);
    expect(suggestType('case')).toBeNull();
  });

  it('builds the query with the trimmed name and page size 10', () => {
    expect(suggestQuery('product', ' 涂料 ')).toEqual({ name: '涂料', type: 1, pageSize: 10 });
    expect(suggestQuery('supplier', '雨虹')).toEqual({ name: '雨虹', type: 2, pageSize: 10 });
  });

  it('asks nothing for a blank keyword or for cases', () => {
    expect(suggestQuery('product', '  ')).toBeNull();
    expect(suggestQuery('case', '别墅')).toBeNull();
  });

  it('asks nothing for a lone Latin letter or digit; two letters or one Han character do', () => {
    expect(suggestQuery('product', ' c ')).toBeNull();
    expect(suggestQuery('supplier', '8')).toBeNull();
    expect(suggestQuery('product', 'ci')?.name).toBe('ci');
    expect(suggestQuery('product', '板')?.name).toBe('板');
    expect(suggestsFrom('C')).toBe(false);
    expect(suggestsFrom('')).toBe(false);
    expect(suggestsFrom('8x')).toBe(true);
  });
});

describe('searchTrackingRecord', () => {
  it('records the trimmed word, the search type number and the total', () => {
    expect(searchTrackingRecord('product', ' 瓷砖 ', 7)).toEqual({
      word: '瓷砖',
      key: '8',
      total: 7,
    });
    expect(searchTrackingRecord('supplier', '雨虹', 0).key).toBe('12');
    expect(searchTrackingRecord('case', '别墅', 3).key).toBe('2');
  });
});

describe('alternate theme search', () => {
  it('has the 搜产品 / 搜供应商 tabs', () => {
    expect(ALTERNATE_SEARCH_TABS.map((t) => t.label)).toEqual(['搜产品', '搜供应商']);
  });

  it('recommends floor, paint and wall insulation (ids 5, 22, 37)', () => {
    expect(RECOMMENDED_CATEGORIES).toEqual([
      { id: 5, name: '地板' },
      { id: 22, name: '涂料' },
      { id: 37, name: '墙体保温' },
    ]);
    expect(categoryListingUrl(22)).toBe('/product?categoryId=22');
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the latest pending call when the wait ends', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000);
    t('a');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('a');
    vi.advanceTimersByTime(200);
    t('ab');
    vi.advanceTimersByTime(200);
    t('abc');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(599);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('abc');
  });

  it('runs again at once after a quiet period', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000);
    t(1);
    vi.advanceTimersByTime(1500);
    t(2);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(2);
  });

  it('keeps at most one call per wait while calls keep coming', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000);
    for (let i = 0; i < 30; i++) {
      t(i);
      vi.advanceTimersByTime(100);
    }
    // 3 s of calls: the leading call at 0 plus one at each of 1 s, 2 s and 3 s.
    expect(fn).toHaveBeenCalledTimes(4);
    expect(fn).toHaveBeenLastCalledWith(29);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000);
    t('a');
    t('b');
    t.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
