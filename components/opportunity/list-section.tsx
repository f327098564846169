import Link from 'next/link';
import type { ReactNode } from 'react';
import { UrlPagination } from '@/components/keep-alive';
import type { ListPageState } from '@/lib/list-page-state';
import { ListEmpty } from './list-empty';
import styles from './opportunity.module.css';

interface Props<T> {
  state: ListPageState;
  page: { records: readonly T[]; total: number };
  /** The count line above the results. */
  status: ReactNode;
  /** One record a line, or cards in a grid. */
  layout: 'rows' | 'grid';
  /** The list's accessible name; left out where a surrounding region names it. */
  label?: string;
  /** What the empty state suggests trying. */
  empty: string;
  /** One record's `<li>`. */
  children: (record: T) => ReactNode;
}

/** The results of an opportunity list: count, records or an empty state, and URL pagination. */
export function ListSection<T>({ state, page, status, layout, label, empty, children }: Props<T>) {
  return (
    <>
      <p className={styles.muted} role="status">
        {status}
      </p>
      {page.records.length ? (
        <ul className={styles[layout]} aria-label={label}>
          {page.records.map((record) => children(record))}
        </ul>
      ) : (
        <ListEmpty text={empty} />
      )}
      <div className={styles.pagination}>
        <UrlPagination
          path={state.path}
          params={state.params}
          pageNo={state.pageNo}
          total={page.total}
          pageSize={state.pageSize}
        />
      </div>
    </>
  );
}

/** A one-line record of a `rows` list: its linked title, facts, then its tags. */
export function ListRow({
  href,
  title,
  meta,
  children,
}: {
  href: string;
  title: string;
  meta: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Link className={styles.rowTitle} href={href}>
          {title}
        </Link>
        <div className={styles.meta}>{meta}</div>
      </div>
      {children}
    </li>
  );
}
