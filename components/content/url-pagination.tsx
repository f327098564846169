'use client';

import { Pagination } from 'antd';
import { useRouter } from 'next/navigation';
import { listUrl } from '@/lib/list-query';
import styles from './content.module.css';

interface Props {
  path: string;
  /** The list's other query parameters (filters), kept when the page changes. */
  params?: Record<string, string | number | undefined | null>;
  pageNo: number;
  pageSize: number;
  total: number;
}

/** Page numbers that change the URL, so every page can be shared and reached with Back. */
export function UrlPagination({ path, params = {}, pageNo, pageSize, total }: Props) {
  const router = useRouter();
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pager} aria-label="分页">
      <Pagination
        current={pageNo}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        onChange={(page) => {
          router.push(listUrl(path, { ...params, pageNo: page }));
          window.scrollTo({ top: 0 });
        }}
      />
    </nav>
  );
}
