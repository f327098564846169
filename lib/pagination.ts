/** A gap in the page numbers, shown as an ellipsis. */
export const PAGE_GAP = 'gap';

export type PageItem = number | typeof PAGE_GAP;

/** Up to this many pages are all listed; more get gaps. */
const ALL_PAGES_UP_TO = 9;
/** Pages listed on each side of the current one. */
const AROUND = 2;

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/**
 * The page numbers a pager shows, as antd's pager does: every page up to nine, otherwise the
 * first, the last and two on each side of the current page, with gaps between; near either end
 * the window widens so the pager keeps its width.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= ALL_PAGES_UP_TO) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), count);
  let left = Math.max(2, page - AROUND);
  let right = Math.min(count - 1, page + AROUND);
  if (left === 2) right = Math.max(right, 2 + AROUND * 2 - 1);
  if (right === count - 1) left = Math.min(left, count - AROUND * 2);
  const middle = Array.from({ length: right - left + 1 }, (_, i) => left + i);
  const gap: PageItem[] = [PAGE_GAP];
  return [1, ...(left > 2 ? gap : []), ...middle, ...(right < count - 1 ? gap : []), count];
}
