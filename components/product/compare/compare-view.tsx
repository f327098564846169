'use client';

import { Button, Result, Spin, Switch } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@/api';
import type { ComparedItem } from '@/api/types';
import {
  buildCompareMatrix,
  compareFieldsOf,
  MAX_COMPARE,
  MISSING_VALUE,
  parseCompareIds,
  visibleRows,
} from '@/lib/compare';
import { resizedUrl } from '@/lib/image-params';
import { productPriceText } from '@/lib/price';
import { useCompareStore } from '@/stores/store-provider';
import styles from './compare.module.css';
import { useCompareHydrated } from './use-compare-hydrated';

type Load = { state: 'done'; key: string; items: ComparedItem[] } | { state: 'error'; key: string };

/** /compare-item: the URL's `?ids=` when given (a shared comparison), else the compare store. */
export function CompareView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const urlIds = useMemo(() => parseCompareIds(searchParams.get('ids')), [searchParams]);
  const hydrated = useCompareHydrated();
  const stored = useCompareStore((s) => s.compareData);
  const removeCompareItem = useCompareStore((s) => s.removeCompareItem);
  const fromUrl = urlIds.length > 0;
  const ids = useMemo(
    () => (fromUrl ? urlIds : stored.slice(0, MAX_COMPARE).map((i) => i.id)),
    [fromUrl, urlIds, stored],
  );
  const key = ids.join(',');
  const ready = fromUrl || hydrated;
  const [load, setLoad] = useState<Load | null>(null);
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ready || !key) return;
    let live = true;
    const loadKey = `${key}#${attempt}`;
    api
      .itemComparison({ itemIds: key.split(',').map(Number) })
      .then((items) => live && setLoad({ state: 'done', key: loadKey, items }))
      .catch(() => live && setLoad({ state: 'error', key: loadKey }));
    return () => {
      live = false;
    };
  }, [ready, key, attempt]);

  // A result for other ids (or an earlier attempt) counts as still loading.
  const current = load?.key === `${key}#${attempt}` ? load : null;
  const items = current?.state === 'done' ? current.items : null;
  const rows = useMemo(() => buildCompareMatrix((items ?? []).map(compareFieldsOf)), [items]);

  const remove = (id: number) => {
    removeCompareItem(id);
    if (fromUrl) {
      const rest = urlIds.filter((i) => i !== id);
      router.replace(rest.length ? `${pathname}?ids=${rest.join(',')}` : pathname);
    }
  };

  if (!ready || (key && !current)) {
    return (
      <div className={styles.status} role="status">
        <Spin /> 正在加载对比商品…
      </div>
    );
  }
  if (current?.state === 'error') {
    return (
      <Result
        status="warning"
        title="对比商品加载失败"
        extra={
          <Button aria-label="重试" onClick={() => setAttempt((n) => n + 1)}>
            重试
          </Button>
        }
      />
    );
  }
  if (!items?.length) {
    return (
      <div className={styles.empty}>
        <p>暂无对比商品，请先在商品页加入对比</p>
        <Link href="/product" className={styles.emptyLink}>
          去挑选商品
        </Link>
      </div>
    );
  }

  const shown = visibleRows(rows, onlyDifferent);
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <span>
          已选 {items.length}/{MAX_COMPARE} 件商品
        </span>
        <label className={styles.toggle}>
          <Switch
            size="small"
            checked={onlyDifferent}
            onChange={setOnlyDifferent}
            aria-label="只看不同"
          />
          只看不同
        </label>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">商品对比</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHead}>
                商品
              </th>
              {items.map((item) => (
                <th
                  scope="col"
                  key={item.id}
                  className={styles.column}
                  data-testid="compare-column"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
                  <img src={resizedUrl(item.mainImage, 160)} alt="" width={160} height={160} />
                  <Link href={`/product/item/${item.id}`} className={styles.name}>
                    {item.name}
                  </Link>
                  <span className={styles.price}>{productPriceText(item.skuDtoList)}</span>
                  <Button
                    size="small"
                    onClick={() => remove(item.id)}
                    aria-label={`移除 ${item.name}`}
                  >
                    移除
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? styles.differs : undefined}
                data-differs={row.differs || undefined}
              >
                <th scope="row" className={styles.rowHead}>
                  {row.key}
                </th>
                {row.values.map((value, i) => (
                  <td key={items[i]?.id ?? i}>{value ?? MISSING_VALUE}</td>
                ))}
              </tr>
            ))}
            {!shown.length ? (
              <tr>
                <td colSpan={items.length + 1} className={styles.none}>
                  所选商品的参数完全相同
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
