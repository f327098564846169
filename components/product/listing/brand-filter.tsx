'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SearchRelatedInfo } from '@/api/types';
import { Button } from '@/components/ui/button';
import { canConfirm, toggleSelection } from '@/lib/multi-select';
import { createListingUrl, type ProductQuery } from '@/lib/product-query';
import styles from './listing.module.css';

interface Props {
  path: string;
  query: ProductQuery;
  brands: SearchRelatedInfo['brands'];
}

/** 品牌 filter: choose several brands (at most 50), then 确定 puts them in the URL. */
export function BrandFilter({ path, query, brands }: Props) {
  const router = useRouter();
  const [selected, setSelected] = useState<number[]>(query.brandIds);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: number) => {
    const result = toggleSelection(selected, id);
    setSelected(result.selected);
    setError(result.error);
  };

  return (
    <div className={styles.brandFilter}>
      <ul className={styles.brandList} aria-label="品牌">
        {brands.map((b) => (
          <li key={b.id}>
            <label className={styles.brandOption}>
              <input
                type="checkbox"
                checked={selected.includes(b.id)}
                onChange={() => toggle(b.id)}
              />
              {b.name}
              <span className={styles.count}>({b.count})</span>
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.brandActions}>
        {error ? (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        ) : null}
        <Button
          size="small"
          variant="primary"
          disabled={!canConfirm(selected)}
          onClick={() => router.push(createListingUrl(path, query, { brandIds: selected }))}
        >
          确定
        </Button>
        {query.brandIds.length ? (
          <Button
            size="small"
            onClick={() => {
              setSelected([]);
              setError(null);
              router.push(createListingUrl(path, query, { brandIds: [] }));
            }}
          >
            清除
          </Button>
        ) : null}
      </div>
    </div>
  );
}
