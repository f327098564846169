import type { ReactNode } from 'react';
import styles from './opportunity.module.css';

/** The label/value facts of an opportunity detail page (招标、询价、活动、需求概况). */
export function FactList({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The open/closed status badge beside those facts. */
export function StatusTag({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <span className={`${styles.tag} ${open ? styles.tagOpen : styles.tagClosed}`}>{children}</span>
  );
}
