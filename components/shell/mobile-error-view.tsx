import { errorPageText, errorPageTitle } from '@/lib/error-page';
import { BackLink } from './back-link';
import styles from './mobile-error-view.module.css';

/**
 * The error page of the phone layout (/mobile/**): the desktop page's title and
 * '{status} - {message}' line in a card, with 返回上一页 and, for a failed render, 重试.
 */
export function MobileErrorView({
  status,
  message,
  onRetry,
}: {
  status: number;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
        <h1 className={styles.title}>{errorPageTitle(status)}</h1>
        <p className={styles.text} data-testid="error-text">
          {errorPageText(status, message)}
        </p>
        <div className={styles.actions}>
          {onRetry ? (
            <button type="button" className={styles.primary} onClick={onRetry}>
              重试
            </button>
          ) : null}
          <BackLink className={onRetry ? styles.secondary : styles.primary} />
        </div>
      </section>
    </main>
  );
}
