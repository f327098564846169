import styles from './panels.module.css';

/** The red dot of items under 3 days old (spec §4); decorative where a label already says so. */
export function NewDot({ decorative = false }: { decorative?: boolean }) {
  if (decorative) return <span className={styles.dot} aria-hidden />;
  return (
    <span className={styles.dot} title="新发布">
      <span className="visually-hidden">新发布</span>
    </span>
  );
}
