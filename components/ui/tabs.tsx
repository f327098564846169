'use client';

import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The accessible name of the tablist. */
  label: string;
  className?: string;
  /** Added to the tab bar's and the panel's own classes (a bar laid out around a link). */
  listClassName?: string;
  panelClassName?: string;
}

/** The tab a key moves to, wrapping at either end; null for other keys. */
function targetIndex(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs after the WAI-ARIA pattern with automatic activation: the arrow keys (wrapping), Home and
 * End move the focus and select. Only the active panel is rendered; an unknown activeKey selects
 * the first tab. The header and the account forms use these rather than antd's Tabs, which
 * would load rc-tabs on every page and on the login a shared link opens.
 */
export function Tabs<K extends string>({
  items,
  activeKey,
  onChange,
  label,
  className,
  listClassName,
  panelClassName,
}: TabsProps<K>) {
  const id = useId();
  const active = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );
  const current = items[active];
  if (!current) return null;

  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

  const select = (key: K) => {
    if (key !== current.key) onChange(key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
    const from = tabs.indexOf(e.target as HTMLElement);
    const to = from < 0 ? null : targetIndex(e.key, from, tabs.length);
    const next = to === null ? undefined : items[to];
    if (to === null || !next) return;
    e.preventDefault();
    tabs[to]?.focus();
    select(next.key);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={`${styles.tabList} ${listClassName ?? ''}`}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === active;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(index)}
              className={styles.tab}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(active)}
        tabIndex={0}
        className={panelClassName}
      >
        {current.children}
      </div>
    </div>
  );
}
