import '@/themes/antd/rest.css';
import type { ReactNode } from 'react';
import { AntdProviders } from './antd-providers';

/**
 * antd's providers and the rest of its styles (themes/antd/rest.css), for the layouts and pages
 * that render antd: importing the sheet here links it in their head and nowhere else, so the
 * pages people open first load only themes/antd/core.css (docs/architecture.md).
 */
export function AntdPageProviders({
  themeColor,
  children,
}: {
  themeColor: string;
  children: ReactNode;
}) {
  return <AntdProviders themeColor={themeColor}>{children}</AntdProviders>;
}
