'use client';

import { useEffect, type ReactNode } from 'react';
import { api } from '@/api';
import { PRODUCT_SEARCH_KEY } from '@/lib/search-understanding';

const ITEM_HREF = /^\/product\/item\/(\d+)/;

const report = (record: Parameters<typeof api.trackReport>[0]) =>
  void api.trackReport(record, { skipErrorHandler: true }).catch(() => undefined);

/**
 * Reports a keyword listing the way ops read it (server/services/search-gaps): the first page
 * with its real result count, and each click on a result with the product and its place in the
 * whole list. The page itself is cached, so the browser reports; a lost report is fine and
 * never holds up the page.
 */
export function SearchReport({
  keyword,
  total,
  offset,
  children,
}: {
  keyword: string;
  total: number;
  /** Results before this page (0 on the first). */
  offset: number;
  children: ReactNode;
}) {
  useEffect(() => {
    if (keyword && offset === 0) {
      report({
        event: 'search',
        key: PRODUCT_SEARCH_KEY,
        word: keyword,
        total,
        url: location.href,
      });
    }
  }, [keyword, total, offset]);

  const onClickCapture = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const id = link?.getAttribute('href')?.match(ITEM_HREF)?.[1];
    const card = link?.closest('li');
    if (!keyword || !id || !card?.parentElement) return;
    const position = offset + [...card.parentElement.children].indexOf(card) + 1;
    report({
      event: 'click',
      key: PRODUCT_SEARCH_KEY,
      word: keyword,
      total: 0,
      itemId: Number(id),
      position,
    });
  };
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
