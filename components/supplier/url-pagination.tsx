'use client';

import { Pagination } from 'antd';
import { useRouter } from 'next/navigation';

interface Props {
  /** The list URL of page 1, with its other filters. */
  href: string;
  current: number;
  total: number;
  pageSize: number;
}

/** Page numbers kept in the URL (`page=`), so every page can be shared and reached with Back. */
export function UrlPagination({ href, current, total, pageSize }: Props) {
  const router = useRouter();
  if (total <= pageSize) return null;
  return (
    <Pagination
      align="center"
      current={current}
      total={total}
      pageSize={pageSize}
      showSizeChanger={false}
      onChange={(page) => {
        const url = new URL(href, 'http://x');
        if (page > 1) url.searchParams.set('page', String(page));
        else url.searchParams.delete('page');
        router.push(`${url.pathname}${url.search}`);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
