'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { compareHref, MAX_COMPARE } from '@/lib/compare';
import { resizedUrl } from '@/lib/image-params';
import { useCompareStore } from '@/stores/store-provider';
import styles from './compare.module.css';
import { useCompareHydrated } from './use-compare-hydrated';

/** The floating bar of the products chosen for comparison (up to 4). */
export function CompareBar() {
  const hydrated = useCompareHydrated();
  const items = useCompareStore((s) => s.compareData);
  const removeCompareItem = useCompareStore((s) => s.removeCompareItem);
  const clearCompare = useCompareStore((s) => s.clearCompare);
  if (!hydrated || !items.length) return null;
  const chosen = items.slice(0, MAX_COMPARE);

  return (
    // The actions come first: the right end of the bar sits under the lead form when it is open.
    <aside className={styles.bar} aria-label="商品对比栏">
      <div className={styles.barActions}>
        <Link href={compareHref(chosen.map((i) => i.id))} className={styles.barCompare}>
          对比
        </Link>
        <Button variant="link" onClick={clearCompare}>
          清空
        </Button>
      </div>
      <ul className={styles.barItems}>
        {Array.from({ length: MAX_COMPARE }, (_, i) => {
          const item = chosen[i];
          return item ? (
            <li key={item.id} className={styles.barItem}>
              {item.picUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                <img src={resizedUrl(item.picUrl, 48)} alt="" width={48} height={48} />
              ) : null}
              <span className={styles.barName}>{item.name}</span>
              <button
                type="button"
                className={styles.barRemove}
                onClick={() => removeCompareItem(item.id)}
                aria-label={`移除 ${item.name}`}
              >
                ×
              </button>
            </li>
          ) : (
            <li key={`empty-${i}`} className={`${styles.barItem} ${styles.barSlot}`}>
              可继续添加
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
