import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './supplier.module.css';

/** One labelled row of a supplier list's filter panel. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.filterRow}>
      <h2 className={styles.filterLabel}>{label}</h2>
      {children}
    </div>
  );
}

export interface Chip {
  name: string;
  href: string;
  active: boolean;
}

/** A filter row of link chips; the active one is marked with aria-current. */
export function ChipRow({
  label,
  listLabel = label,
  chips,
}: {
  label: string;
  /** The chip list's accessible name when it is not the row label. */
  listLabel?: string;
  chips: readonly Chip[];
}) {
  return (
    <FilterRow label={label}>
      <ul className={styles.chips} aria-label={listLabel}>
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link href={chip.href} aria-current={chip.active ? 'true' : undefined} prefetch={false}>
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </FilterRow>
  );
}

/** The keyword row: a GET form to `action` that carries the other filters along. */
export function KeywordSearch({
  action,
  keyword,
  keep,
}: {
  action: string;
  keyword: string;
  /** The other filters; empty ones are left out. */
  keep: Record<string, string | number | undefined>;
}) {
  return (
    <FilterRow label="搜索">
      <form action={action} className={styles.searchForm} role="search">
        <input
          name="keyword"
          defaultValue={keyword}
          aria-label="供应商名称、主营产品或品牌"
          placeholder="供应商名称、主营产品或品牌"
          maxLength={50}
        />
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={String(value)} /> : null,
        )}
        <button type="submit">搜索</button>
      </form>
    </FilterRow>
  );
}
