'use client';

import type { ReactNode } from 'react';
import { api } from '@/api';
import { PRODUCT_SEARCH_KEY } from '@/lib/search-understanding';

const ITEM_HREF = /^\/product\/item\/(\d+)/;

/**
 * Reports a click on a search result (the searched word, the product and its place in the
 * whole result list), so ops can see queries that are searched but never clicked. Wraps the
 * server-rendered grid; reporting never holds up the navigation, and a lost report is fine.
 */
export function SearchClicks({
  keyword,
  offset,
  children,
}: {
  keyword: string;
  /** Results before this page. */
  offset: number;
  children: ReactNode;
}) {
  const onClickCapture = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const id = link?.getAttribute('href')?.match(ITEM_HREF)?.[1];
    const card = link?.closest('li');
    if (!keyword || !id || !card?.parentElement) return;
    const position = offset + [...card.parentElement.children].indexOf(card) + 1;
    api
      .trackReport(
        {
          event: 'click',
          key: PRODUCT_SEARCH_KEY,
          word: keyword,
          total: 0,
          itemId: Number(id),
          position,
        },
        { skipErrorHandler: true },
      )
      .catch(() => undefined);
  };
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
