import Link from 'next/link';
import styles from './content.module.css';

export interface FilterOption {
  label: string;
  href: string;
  active: boolean;
}

/** A row of filter links; the chosen one is marked as the current page for screen readers. */
export function FilterLinks({ label, options }: { label: string; options: FilterOption[] }) {
  return (
    <ul className={styles.filters} aria-label={label}>
      <li className={styles.filterLabel}>{label}</li>
      {options.map((o) => (
        <li key={o.href}>
          <Link href={o.href} aria-current={o.active ? 'page' : undefined} prefetch={false}>
            {o.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
