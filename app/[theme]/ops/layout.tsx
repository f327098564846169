import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from '@/components/ops/ops.module.css';
import { AntdPageProviders } from '@/components/shell/antd-page-providers';
import { getPageTheme } from '@/server/services/theme';

export const metadata: Metadata = { title: '运营后台', robots: { index: false, follow: false } };

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/** The operator console's own plain layout (not the mall shell). */
export default async function OpsLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <p className={styles.brand}>{theme.shortName} · 运营后台</p>
        <nav className={styles.headerLinks} aria-label="运营后台导航">
          <Link href="/" prefetch={false}>
            返回商城
          </Link>
        </nav>
      </header>
      <main className={styles.main}>
        <AntdPageProviders themeColor={theme.themeColor}>{children}</AntdPageProviders>
      </main>
    </div>
  );
}
