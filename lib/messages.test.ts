import { describe, expect, it } from 'vitest';
import { messageFilterQuery, messageSideOf, parseMessageFilter, safeMessageLink } from './messages';

describe('parseMessageFilter', () => {
  it('reads kind, read state and page', () => {
    expect(parseMessageFilter({ type: 'order', read: 'unread', pageNo: '3' })).toEqual({
      kind: 'order',
      read: 'unread',
      pageNo: 3,
    });
  });

  it('falls back on unknown values', () => {
    expect(parseMessageFilter({ type: 'x', read: ['read', 'unread'], pageNo: '-2' })).toEqual({
      kind: null,
      read: 'all',
      pageNo: 1,
    });
  });
});

describe('messageFilterQuery', () => {
  it('leaves the defaults out', () => {
    expect(messageFilterQuery({ kind: null, read: 'all', pageNo: 1 })).toBe('');
    expect(messageFilterQuery({ kind: 'bid', read: 'read', pageNo: 2 })).toBe(
      '?type=bid&read=read&pageNo=2',
    );
  });
});

describe('messageSideOf', () => {
  it('lists one side in the enterprise centres and all in 个人中心', () => {
    expect(messageSideOf('developer')).toBe('developer');
    expect(messageSideOf('supplier')).toBe('supplier');
    expect(messageSideOf('personal')).toBeNull();
  });
});

describe('safeMessageLink', () => {
  it('keeps in-app paths only', () => {
    expect(safeMessageLink('/workbench/developer/orders/3')).toBe('/workbench/developer/orders/3');
    expect(safeMessageLink('https://evil.example')).toBeNull();
    expect(safeMessageLink('//evil.example')).toBeNull();
    expect(safeMessageLink('javascript:alert(1)')).toBeNull();
    expect(safeMessageLink(null)).toBeNull();
  });
});
