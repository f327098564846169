import type { TopConfigNode } from '@/api/types';
import { MORE_MENU_COLUMNS } from '@/lib/navigation';
import styles from './panels.module.css';

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** 更多: the theme's link columns, 6 columns (spec §2). */
export function MorePanel({ columns }: { columns: TopConfigNode[] }) {
  return (
    <div
      className={styles.more}
      style={{ gridTemplateColumns: `repeat(${MORE_MENU_COLUMNS}, minmax(0, 1fr))` }}
    >
      {columns.map((column) => (
        <section key={column.name} className={styles.moreColumn} aria-label={column.name}>
          <h3>{column.name}</h3>
          <ul>
            {(column.children ?? []).map((link) => (
              <li key={`${link.name}-${link.link}`}>
                <a
                  href={link.link}
                  {...(isExternal(link.link)
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
