import Link from 'next/link';
import { PAGE_GAP, pageCount, pageItems } from '@/lib/pagination';
import styles from './link-pagination.module.css';

export interface LinkPaginationProps {
  current: number;
  total: number;
  pageSize: number;
  /** The URL of a page, with the list's other filters. */
  href: (page: number) => string;
  /** Says how many records there are (共 N 条). */
  showTotal?: boolean;
  className?: string;
}

/**
 * Page numbers as links: every page has its own URL, so it can be shared, opened in a new tab,
 * reached with Back and followed by search engines, and the pager costs the page no script.
 * Renders nothing for a single page.
 */
export function LinkPagination({
  current,
  total,
  pageSize,
  href,
  showTotal = false,
  className,
}: LinkPaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const page = Math.min(Math.max(1, current), count);
  const step = (to: number, label: string, rel: 'prev' | 'next', text: string) =>
    to < 1 || to > count ? (
      <span className={`${styles.item} ${styles.step}`} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link
        className={`${styles.item} ${styles.step}`}
        href={href(to)}
        rel={rel}
        aria-label={label}
        prefetch={false}
      >
        {text}
      </Link>
    );
  return (
    <nav className={`${styles.pager} ${className ?? ''}`} aria-label="分页">
      {showTotal ? <span className={styles.total}>共 {total} 条</span> : null}
      <ul className={styles.list}>
        <li>{step(page - 1, '上一页', 'prev', '‹ 上一页')}</li>
        {pageItems(page, count).map((item, i) =>
          item === PAGE_GAP ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.item}
                href={href(item)}
                aria-label={`第 ${item} 页`}
                aria-current={item === page ? 'page' : undefined}
                prefetch={false}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, '下一页', 'next', '下一页 ›')}</li>
      </ul>
    </nav>
  );
}
