import type { ReactNode } from 'react';
import { AntdPageProviders } from '@/components/shell/antd-page-providers';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/**
 * The desktop pages that render antd get its providers here. The pages people open first (home,
 * product listing and detail) sit outside this group and load no antd (docs/architecture.md).
 */
export default async function AntdPagesLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return <AntdPageProviders themeColor={theme.themeColor}>{children}</AntdPageProviders>;
}
