import { Base64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import { internalListPath, parseListState } from './cached-list';
import { decodeListState, encodeListState } from './list-state';

const internal = (path: string, qs = '') => internalListPath(path, new URLSearchParams(qs));

describe('internal list path', () => {
  it('keeps only the list params, without empties, keys sorted, as one trailing segment', () => {
    expect(internal('/bid/list')).toBe('/bid/list/_');
    expect(internal('/bid/list/', 'utm=x&title=')).toBe('/bid/list/_');
    expect(internal('/bid/list', 'pageNo=2&title=门窗&utm=x&desc=false')).toBe(
      `/bid/list/${Base64.encodeURI(`desc=false&pageNo=2&title=${encodeURIComponent('门窗')}`)}`,
    );
    expect(internal('/other-bid/list', 'area=上海&area=北京')).toBe(
      `/other-bid/list/${Base64.encodeURI(`area=${encodeURIComponent('上海')}`)}`,
    );
    expect(internal('/brand/nature', 'pageNo=3&sort=x')).toBe(
      `/brand/nature/${Base64.encodeURI('pageNo=3')}`,
    );
  });

  it('gives equivalent URLs one path', () => {
    expect(internal('/demand/list', 'sortIng=hot&status=1')).toBe(
      internal('/demand/list', 'status=1&x=9&sortIng=hot'),
    );
  });

  it('covers the product listing with its own canonical form', () => {
    expect(internal('/product', 'page=1')).toBe('/product/all/_');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/brand', '/bid/details/3', '/bid/list/x', '/brand/a/b', '/list']) {
      expect(internal(path, 'pageNo=2')).toBeNull();
    }
  });
});

describe('list state', () => {
  it('round-trips through the internal path', () => {
    const path = internal('/inquiry/list', 'status=1&key=瓷砖&pageNo=2')!;
    const params = parseListState(path.split('/').pop()!);
    expect(Object.fromEntries(params!)).toEqual({ key: '瓷砖', pageNo: '2', status: '1' });
    expect(parseListState('_')?.toString()).toBe('');
  });

  it('reads back only canonical segments', () => {
    expect(parseListState(Base64.encodeURI('title=a&pageNo=2'))).toBeNull();
    expect(parseListState(Base64.encodeURI('pageNo=2&pageNo=3'))).toBeNull();
    expect(parseListState(Base64.encodeURI('pageNo=&title=a'))).toBeNull();
    expect(parseListState(Base64.encode('title=门窗??'))).toBeNull();
    expect(parseListState('not base64!')).toBeNull();
    expect(parseListState('')).toBeNull();
  });

  it('encodes an empty query as _ and rejects non-canonical base64', () => {
    expect(encodeListState('')).toBe('_');
    expect(decodeListState('_')).toBe('');
    expect(decodeListState(`${Base64.encodeURI('a=1')}=`)).toBeNull();
  });
});
