'use client';

import { Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useIsBuyer, useListingSelection } from './listing-selection';
import styles from './listing.module.css';
import { lazyWithAntd } from '@/components/shell/lazy-with-antd';

// Only buyers export: visitors' listings do not load the drawer (antd Drawer, Progress, dayjs).
const ExportTasks = lazyWithAntd(() => import('../export/export-tasks').then((m) => m.ExportTasks));

/** The buyer's listing toolbar: select the page, export the ticked products, see export tasks. */
export function ListingTools({ pageIds }: { pageIds: readonly number[] }) {
  const buyer = useIsBuyer();
  const ids = useListingSelection((s) => s.ids);
  const clear = useListingSelection((s) => s.clear);
  // A new listing starts with nothing ticked.
  useEffect(() => clear, [clear]);
  if (!buyer) return null;
  const allTicked = pageIds.length > 0 && pageIds.every((id) => ids.includes(id));
  const tickPage = () =>
    useListingSelection.setState({
      ids: allTicked
        ? ids.filter((id) => !pageIds.includes(id))
        : [...new Set([...ids, ...pageIds])],
    });
  return (
    <div className={styles.tools}>
      <Button variant="link" onClick={tickPage}>
        {allTicked ? '取消全选本页' : '全选本页'}
      </Button>
      {ids.length ? (
        <Button variant="link" onClick={clear}>
          清空选择
        </Button>
      ) : null}
      <Suspense fallback={null}>
        <ExportTasks selectedIds={ids} />
      </Suspense>
    </div>
  );
}
