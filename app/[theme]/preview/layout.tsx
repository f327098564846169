import type { ReactNode } from 'react';
import styles from '@/components/preview/preview.module.css';
import { AntdPageProviders } from '@/components/shell/antd-page-providers';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/** The file preview window: no mall header, footer or widgets. */
export default async function PreviewLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>文件预览</header>
      <main>
        <AntdPageProviders themeColor={theme.themeColor}>{children}</AntdPageProviders>
      </main>
    </div>
  );
}
