'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OrderTabCounts } from '@/api/modules/order';
import { workbenchHref } from '@/lib/workbench-nav';
import styles from './supplier-product.module.css';

/** Orders waiting for the supplier (confirm, ship); left out when the counts cannot be read. */
export function SupplierOrderTiles() {
  const [counts, setCounts] = useState<OrderTabCounts | null>(null);
  useEffect(() => {
    let active = true;
    api.getSupplierOrderCounts({}, { skipErrorHandler: true }).then(
      (next) => active && setCounts(next),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  if (!counts) return null;
  return (
    <>
      <li>
        <Link
          className={styles.tile}
          href={`${workbenchHref('supplier', 'orders')}?tab=awaiting_supplier`}
          prefetch={false}
        >
          <span className={styles.tileValue}>{counts.awaiting_supplier ?? 0}</span>
          待确认订单
        </Link>
      </li>
      <li>
        <Link
          className={styles.tile}
          href={`${workbenchHref('supplier', 'orders')}?tab=to_ship`}
          prefetch={false}
        >
          <span className={styles.tileValue}>{counts.to_ship ?? 0}</span>
          待发货订单
        </Link>
      </li>
    </>
  );
}
