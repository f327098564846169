import styles from './lazy-loading.module.css';

/**
 * What a person sees between opening a dialog whose code loads on demand and the dialog itself:
 * announced to screen readers (role status), gone when the dialog takes the focus.
 */
export function LazyLoading() {
  return (
    <p className={styles.loading} role="status">
      正在加载…
    </p>
  );
}
