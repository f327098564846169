'use client';

import type { ReactNode } from 'react';
import { AntdProviders } from './antd-providers';
import { useMallFeedback } from './mall-feedback';

/** antd's providers around a part that renders antd on a page that loads none (ShellFeedback). */
export function AntdIsland({ children }: { children: ReactNode }) {
  return <AntdProviders themeColor={useMallFeedback().themeColor}>{children}</AntdProviders>;
}
