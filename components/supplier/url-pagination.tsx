import { LinkPagination } from '@/components/pagination/link-pagination';

interface Props {
  /** The list URL of page 1, with its other filters. */
  href: string;
  current: number;
  total: number;
  pageSize: number;
}

function pageHref(href: string, page: number): string {
  const url = new URL(href, 'http://x');
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  return `${url.pathname}${url.search}`;
}

/** Page numbers kept in the URL (`page=`), so every page can be shared and reached with Back. */
export function UrlPagination({ href, current, total, pageSize }: Props) {
  return (
    <LinkPagination
      current={current}
      total={total}
      pageSize={pageSize}
      href={(page) => pageHref(href, page)}
    />
  );
}
