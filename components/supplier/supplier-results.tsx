import { Empty } from 'antd';
import type { Page, SupplierListItem } from '@/api/types';
import { formatCount } from '@/lib/format';
import { SupplierCard } from './supplier-card';
import styles from './supplier.module.css';
import { UrlPagination } from './url-pagination';

interface Props {
  page: Page<SupplierListItem>;
  /** What the count counts, e.g. 家供应商. */
  unit: string;
  /** What the empty state suggests trying. */
  empty: string;
  /** The list URL of page 1, with its filters. */
  href: string;
}

/** The supplier rows of a supplier list: count, cards or an empty state, and pagination. */
export function SupplierResults({ page, unit, empty, href }: Props) {
  return (
    <>
      <div className={styles.toolbar}>
        <p role="status">{`共 ${formatCount(page.total)} ${unit}`}</p>
      </div>
      {page.records.length ? (
        <ul className={styles.grid} aria-label="供应商列表">
          {page.records.map((s) => (
            <SupplierCard key={s.id} supplier={s} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Empty description={empty} />
        </div>
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={href}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </>
  );
}
