import { describe, expect, it } from 'vitest';
import { firstParam, idParam, listUrl, pageParam } from './list-query';

describe('list query helpers', () => {
  it('reads the first value, trimmed', () => {
    expect(firstParam({ a: [' x ', 'y'] }, 'a')).toBe('x');
    expect(firstParam({}, 'a')).toBe('');
  });

  it('accepts only positive integer ids', () => {
    expect(idParam({ id: '12' }, 'id')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '9999999999']) {
      expect(idParam({ id: bad }, 'id')).toBeUndefined();
    }
  });

  it('clamps the page number', () => {
    expect(pageParam({})).toBe(1);
    expect(pageParam({ pageNo: '3' })).toBe(3);
    expect(pageParam({ pageNo: '99999' })).toBe(10_000);
    expect(pageParam({ pageNo: 'x' })).toBe(1);
  });

  it('builds stable URLs without empty values or page 1', () => {
    expect(listUrl('/rent', { kind: '', pageNo: 1 })).toBe('/rent');
    expect(listUrl('/information/list', { type: 2, pageNo: 3 })).toBe(
      '/information/list?type=2&pageNo=3',
    );
    expect(listUrl('/designs/search-filiter', { keyword: '新 中式', name: null })).toBe(
      '/designs/search-filiter?keyword=%E6%96%B0+%E4%B8%AD%E5%BC%8F',
    );
  });
});
