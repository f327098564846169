/**
 * The state of both centres' order lists as it lives in the URL (tab, keyword, dates, page):
 * parsed leniently from search params (a bad value is dropped) and written back in one form.
 */
import { isCalendarDay } from './dates';
import { isOrderTabKey, type OrderTabKey } from './order-lifecycle';

export const ORDER_KEYWORD_MAX = 50;
export const ORDER_PAGE_SIZE = 10;

export interface OrderListState {
  tab: OrderTabKey;
  keyword: string;
  /** YYYY-MM-DD (Asia/Shanghai), inclusive. */
  dateFrom: string | null;
  dateTo: string | null;
  pageNo: number;
}

export const EMPTY_ORDER_LIST_STATE: OrderListState = {
  tab: 'all',
  keyword: '',
  dateFrom: null,
  dateTo: null,
  pageNo: 1,
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function read(source: ParamSource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const v = source[key];
  return Array.isArray(v) ? v[0] : v;
}

const isDay = (text: string | undefined): text is string => !!text && isCalendarDay(text);

export function parseOrderListState(source: ParamSource): OrderListState {
  const tab = read(source, 'tab');
  const page = Number(read(source, 'pageNo'));
  let dateFrom = read(source, 'dateFrom');
  let dateTo = read(source, 'dateTo');
  dateFrom = isDay(dateFrom) ? dateFrom : undefined;
  dateTo = isDay(dateTo) ? dateTo : undefined;
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  return {
    tab: isOrderTabKey(tab) ? tab : 'all',
    keyword: (read(source, 'keyword') ?? '').trim().slice(0, ORDER_KEYWORD_MAX),
    dateFrom: dateFrom ?? null,
    dateTo: dateTo ?? null,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list's URL for a state; defaults are left out so one state has one URL. */
export function orderListHref(path: string, state: Partial<OrderListState>): string {
  const s = { ...EMPTY_ORDER_LIST_STATE, ...state };
  const q = new URLSearchParams();
  if (s.tab !== 'all') q.set('tab', s.tab);
  if (s.keyword.trim()) q.set('keyword', s.keyword.trim());
  if (s.dateFrom) q.set('dateFrom', s.dateFrom);
  if (s.dateTo) q.set('dateTo', s.dateTo);
  if (s.pageNo > 1) q.set('pageNo', String(s.pageNo));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

/** The API query of a state (what the registry sends). */
export function orderListQuery(state: OrderListState) {
  return {
    tab: state.tab === 'all' ? undefined : state.tab,
    keyword: state.keyword || undefined,
    dateFrom: state.dateFrom ?? undefined,
    dateTo: state.dateTo ?? undefined,
  };
}
