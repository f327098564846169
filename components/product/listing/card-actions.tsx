'use client';

import { useAddToCompare } from '../compare/use-add-to-compare';
import { useIsBuyer, useListingSelection } from './listing-selection';
import styles from './listing.module.css';

interface Props {
  item: { id: number; name: string; mainImage: string | null };
}

/** A listing card's own controls: add to compare, and for buyers a tick for export. */
export function CardActions({ item }: Props) {
  const addToCompare = useAddToCompare();
  const buyer = useIsBuyer();
  const selected = useListingSelection((s) => s.ids.includes(item.id));
  const toggle = useListingSelection((s) => s.toggle);
  return (
    <span className={styles.cardActions}>
      {buyer ? (
        <label className={styles.cardSelect}>
          <input type="checkbox" checked={selected} onChange={() => toggle(item.id)} />
          <span>选择</span>
          <span className="visually-hidden">{item.name}</span>
        </label>
      ) : null}
      <button
        type="button"
        className={styles.cardCompare}
        aria-label={`加入对比 ${item.name}`}
        onClick={() =>
          addToCompare({ id: item.id, name: item.name, picUrl: item.mainImage ?? undefined })
        }
      >
        + 对比
      </button>
    </span>
  );
}
