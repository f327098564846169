import styles from './account.module.css';

/** Shown while the form waits for the address bar's query on the client. */
export function AccountFormFallback() {
  return (
    <div className={styles.fallback} role="status" aria-label="正在加载">
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className={styles.fallbackLine} />
      ))}
    </div>
  );
}
