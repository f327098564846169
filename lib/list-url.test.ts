import { describe, expect, it } from 'vitest';
import { firstParam, listHref } from './list-url';

describe('listHref', () => {
  it('leaves out empty values and page 1 so one state has one URL', () => {
    expect(listHref('/bid/list', { title: '', status: undefined, pageNo: 1 })).toBe('/bid/list');
    expect(listHref('/bid/list', { title: '地板', nonresidentialType: 2 })).toBe(
      '/bid/list?title=%E5%9C%B0%E6%9D%BF&nonresidentialType=2',
    );
  });

  it('applies a patch over the current params', () => {
    expect(listHref('/inquiry/list', { key: 'a', pageNo: 3 }, { pageNo: 4 })).toBe(
      '/inquiry/list?key=a&pageNo=4',
    );
    expect(listHref('/inquiry/list', { key: 'a', pageNo: 3 }, { pageNo: 1 })).toBe(
      '/inquiry/list?key=a',
    );
  });
});

describe('firstParam', () => {
  it('takes the first of repeated values', () => {
    expect(firstParam(['1', '2'])).toBe('1');
    expect(firstParam('x')).toBe('x');
    expect(firstParam(undefined)).toBeUndefined();
  });
});
