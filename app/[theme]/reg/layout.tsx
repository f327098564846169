import type { ReactNode } from 'react';
import { AccountShell } from '@/components/account/account-shell';
import { AntdPageProviders } from '@/components/shell/antd-page-providers';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/** The account site (spec §1): its own clean layout instead of the mall shell. */
export default async function AccountLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <AntdPageProviders themeColor={theme.themeColor}>
      <AccountShell theme={theme}>{children}</AccountShell>
    </AntdPageProviders>
  );
}
