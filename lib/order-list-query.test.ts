import { describe, expect, it } from 'vitest';
import { orderListHref, orderListQuery, parseOrderListState } from './order-list-query';

describe('parseOrderListState', () => {
  it('reads tab, keyword, dates and page from the URL', () => {
    const s = parseOrderListState(
      new URLSearchParams(
        'tab=to_ship&keyword=%20滨江%20&dateFrom=2026-11-01&dateTo=2026-11-25&pageNo=3',
      ),
    );
    expect(s).toEqual({
      tab: 'to_ship',
      keyword: '滨江',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-25',
      pageNo: 3,
    });
  });
  it('drops what is not valid and swaps reversed dates', () => {
    expect(
      parseOrderListState({ tab: 'nope', pageNo: '-2', dateFrom: '2026-02-30', dateTo: 'x' }),
    ).toEqual({ tab: 'all', keyword: '', dateFrom: null, dateTo: null, pageNo: 1 });
    const swapped = parseOrderListState({ dateFrom: '2026-11-25', dateTo: '2026-11-01' });
    expect([swapped.dateFrom, swapped.dateTo]).toEqual(['2026-11-01', '2026-11-25']);
  });
  it('caps the keyword at 50 characters', () => {
    expect(parseOrderListState({ keyword: '甲'.repeat(80) }).keyword).toHaveLength(50);
  });
});

describe('orderListHref', () => {
  it('leaves defaults out and round-trips', () => {
    expect(orderListHref('/o', {})).toBe('/o');
    const href = orderListHref('/o', { tab: 'closed', keyword: 'A 1', pageNo: 2 });
    expect(href).toBe('/o?tab=closed&keyword=A+1&pageNo=2');
    expect(parseOrderListState(new URL(href, 'http://x').searchParams)).toMatchObject({
      tab: 'closed',
      keyword: 'A 1',
      pageNo: 2,
    });
  });
  it('gives the API query without the all tab', () => {
    expect(orderListQuery(parseOrderListState({ keyword: 'P' }))).toEqual({
      tab: undefined,
      keyword: 'P',
      dateFrom: undefined,
      dateTo: undefined,
    });
  });
});
