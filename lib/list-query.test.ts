import { describe, expect, it } from 'vitest';
import { firstParam, idParam, pageParam, searchOf } from './list-query';

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
});

describe('searchOf', () => {
  it('rebuilds the query, repeating array values', () => {
    expect(searchOf({ returnUrl: 'L2NhcnQ=', from: 'mall', a: ['1', '2'], b: undefined })).toBe(
      '?returnUrl=L2NhcnQ%3D&from=mall&a=1&a=2',
    );
    expect(searchOf({})).toBe('');
  });
});
