import type { ReactNode } from 'react';
import { AccountShell } from '@/components/account/account-shell';
import { ShellFeedback } from '@/components/shell/shell-feedback';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/**
 * The account site (spec §1): its own clean layout instead of the mall shell. Its forms are plain
 * controls; antd loads only when a toast or the captcha first shows (ShellFeedback).
 */
export default async function AccountLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <ShellFeedback themeColor={theme.themeColor}>
      <AccountShell theme={theme}>{children}</AccountShell>
    </ShellFeedback>
  );
}
