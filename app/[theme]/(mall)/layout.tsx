import type { ReactNode } from 'react';
import { AntdProviders } from '@/components/shell/antd-providers';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { ShellWidgets } from '@/components/shell/widgets';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/** The desktop mall's shell: every desktop page wears the same header and footer. */
export default async function MallLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <AntdProviders themeColor={theme.themeColor}>
      <SiteHeader theme={theme} />
      {children}
      <SiteFooter theme={theme} />
      <ShellWidgets shortName={theme.shortName} />
    </AntdProviders>
  );
}
