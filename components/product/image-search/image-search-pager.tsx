'use client';

import { Pagination } from 'antd';
import { useRouter } from 'next/navigation';
import { imageSearchUrl } from '@/components/search/use-image-search-upload';
import styles from './image-search.module.css';

export function ImageSearchPager(props: {
  url: string;
  pageNo: number;
  pageSize: number;
  total: number;
}) {
  const router = useRouter();
  if (props.total <= props.pageSize) return null;
  return (
    <nav className={styles.pager} aria-label="分页">
      <Pagination
        current={props.pageNo}
        pageSize={props.pageSize}
        total={props.total}
        showSizeChanger={false}
        onChange={(page) => router.push(`${imageSearchUrl(props.url)}&pageNo=${page}`)}
      />
    </nav>
  );
}
