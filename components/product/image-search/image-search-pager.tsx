'use client';

import { LinkPagination } from '@/components/pagination/link-pagination';
import { imageSearchUrl } from '@/components/search/use-image-search-upload';
import styles from './image-search.module.css';

/** Pages of the image search results; a client component, as the search URL is built here. */
export function ImageSearchPager(props: {
  url: string;
  pageNo: number;
  pageSize: number;
  total: number;
}) {
  return (
    <LinkPagination
      className={styles.pager}
      current={props.pageNo}
      pageSize={props.pageSize}
      total={props.total}
      href={(page) => `${imageSearchUrl(props.url)}&pageNo=${page}`}
    />
  );
}
