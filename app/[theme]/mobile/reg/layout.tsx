import type { ReactNode } from 'react';
import { MobileAccountShell } from '@/components/account/account-shell';
import { AntdPageProviders } from '@/components/shell/antd-page-providers';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/** The phone-sized account pages (spec §2 /mobile/reg). */
export default async function MobileAccountLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <AntdPageProviders themeColor={theme.themeColor}>
      <MobileAccountShell theme={theme}>{children}</MobileAccountShell>
    </AntdPageProviders>
  );
}
