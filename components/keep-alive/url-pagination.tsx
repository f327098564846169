'use client';

import { Pagination } from 'antd';
import { useRouter } from 'next/navigation';
import { listHref, type ListParams } from '@/lib/list-url';

interface Props {
  path: string;
  /** The list's current filters (pageNo is replaced). */
  params?: ListParams;
  pageNo: number;
  total: number;
  pageSize: number;
}

/** Page numbers that change the URL, so a keep-alive list comes back on the same page. */
export function UrlPagination({ path, params = {}, pageNo, total, pageSize }: Props) {
  const router = useRouter();
  if (total <= pageSize) return null;
  return (
    <nav aria-label="分页">
      <Pagination
        align="center"
        current={pageNo}
        total={total}
        pageSize={pageSize}
        showSizeChanger={false}
        showTotal={(n) => `共 ${n} 条`}
        onChange={(page) => {
          router.push(listHref(path, params, { pageNo: page }));
          window.scrollTo({ top: 0 });
        }}
      />
    </nav>
  );
}
