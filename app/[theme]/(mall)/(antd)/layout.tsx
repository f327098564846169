import type { ReactNode } from 'react';
import { AntdProviders } from '@/components/shell/antd-providers';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/**
 * The desktop pages that render antd get its providers here. The pages people open first (home,
 * product listing and detail) sit outside this group and load no antd (docs/architecture.md).
 */
export default async function AntdPagesLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return <AntdProviders themeColor={theme.themeColor}>{children}</AntdProviders>;
}
