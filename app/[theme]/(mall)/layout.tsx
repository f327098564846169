import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { ShellFeedback } from '@/components/shell/shell-feedback';
import { SiteHeader } from '@/components/shell/site-header';
import { ShellWidgets } from '@/components/shell/widgets';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/**
 * The desktop mall's shell: every desktop page wears the same header and footer. The shell loads
 * no antd (its toasts and dialogs load it on first use); pages that render antd are in (antd).
 */
export default async function MallLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <ShellFeedback themeColor={theme.themeColor}>
      <SiteHeader theme={theme} />
      {children}
      <SiteFooter theme={theme} />
      <ShellWidgets shortName={theme.shortName} />
    </ShellFeedback>
  );
}
