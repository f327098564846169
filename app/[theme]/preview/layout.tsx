import type { ReactNode } from 'react';
import styles from '@/components/preview/preview.module.css';

/** The file preview window: no mall header, footer or widgets. */
export default function PreviewLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>文件预览</header>
      <main>{children}</main>
    </div>
  );
}
