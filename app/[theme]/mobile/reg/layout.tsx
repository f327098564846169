import type { ReactNode } from 'react';
import { MobileAccountShell } from '@/components/account/account-shell';
import { ShellFeedback } from '@/components/shell/shell-feedback';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/**
 * The phone-sized account pages (spec §2 /mobile/reg), where a shared link sends a visitor to sign
 * in: plain controls, antd only once a toast or the captcha shows (ShellFeedback).
 */
export default async function MobileAccountLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <ShellFeedback themeColor={theme.themeColor}>
      <MobileAccountShell theme={theme}>{children}</MobileAccountShell>
    </ShellFeedback>
  );
}
