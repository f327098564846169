'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  activeNavPath,
  WORKBENCH_NAV,
  workbenchHref,
  type WorkbenchSide,
} from '@/lib/workbench-nav';
import styles from './workbench.module.css';

/** The centre's side menu; the current page is marked for screen readers too. */
export function WorkbenchNav({ side }: { side: WorkbenchSide }) {
  const active = activeNavPath(side, usePathname() ?? '');
  return (
    <nav className={styles.nav} aria-label="工作台菜单">
      {WORKBENCH_NAV[side].map((group) => (
        <div key={group.title} className={styles.navGroup}>
          <p className={styles.navTitle}>{group.title}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link
                  href={workbenchHref(side, item.path)}
                  prefetch={false}
                  className={item.path === active ? styles.navActive : undefined}
                  aria-current={item.path === active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
