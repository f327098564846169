'use client';

import { useId } from 'react';
import { valueStates, type SelectableSku, type Selection } from '@/lib/sku-selection';
import styles from './detail.module.css';

export interface SkuSelectorProps {
  attributes: readonly { key: string; values: readonly string[] }[];
  skus: readonly SelectableSku[];
  selection: Selection;
  onChoose: (key: string, value: string) => void;
}

/** One row of value buttons per sales attribute; combinations without stock are disabled. */
export function SkuSelector({ attributes, skus, selection, onChoose }: SkuSelectorProps) {
  const baseId = useId();
  return (
    <div className={styles.skuSelector}>
      {attributes.map((attr, i) => {
        const labelId = `${baseId}-${i}`;
        return (
          <div key={attr.key} className={styles.row} role="group" aria-labelledby={labelId}>
            <span id={labelId} className={styles.rowLabel}>
              {attr.key}
            </span>
            <div className={styles.values}>
              {valueStates(skus, attr.key, attr.values, selection).map(({ value, disabled }) => {
                const selected = selection[attr.key] === value;
                return (
                  <button
                    key={value}
                    type="button"
                    className={`${styles.value} ${selected ? styles.valueSelected : ''}`}
                    aria-pressed={selected}
                    disabled={disabled}
                    title={disabled ? '暂无库存' : undefined}
                    onClick={() => onChoose(attr.key, value)}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
