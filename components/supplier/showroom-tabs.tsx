'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { routeNameOf, showroomPath, showroomTabOf, SHOWROOM_TABS } from '@/lib/supplier';
import styles from './showroom.module.css';

/**
 * The showroom menu; the entry lit up follows the route name (supplier-id-…) of the page, so
 * factory-map/detail keeps 工厂实景 highlighted.
 */
export function ShowroomTabs({ tenantId }: { tenantId: number }) {
  const pathname = usePathname();
  const active = showroomTabOf(routeNameOf(pathname));
  return (
    <nav className={styles.tabs} aria-label="展厅导航">
      <ul>
        {SHOWROOM_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={showroomPath(tenantId, tab.key)}
              prefetch={false}
              aria-current={active === tab.key ? 'page' : undefined}
              data-route-name={tab.key === 'home' ? 'supplier-id' : `supplier-id-${tab.key}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
