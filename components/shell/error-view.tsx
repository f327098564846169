import type { ReactNode } from 'react';
import { errorPageText, errorPageTitle } from '@/lib/error-page';
import styles from './error-view.module.css';

export function ErrorView({
  status,
  message,
  action,
}: {
  status: number;
  message: string;
  action: ReactNode;
}) {
  return (
    <main className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{errorPageTitle(status)}</h1>
      <p className={styles.text} data-testid="error-text">
        {errorPageText(status, message)}
      </p>
      {action}
    </main>
  );
}
