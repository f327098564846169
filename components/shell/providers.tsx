'use client';

import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';

dayjs.locale('zh-cn');

/**
 * antd runs in zero-runtime mode: styles come from the prebuilt antd.css plus the theme's
 * variable sheet rendered by the layout, so no CSS-in-JS work happens per request.
 */
export function Providers({ themeColor, children }: { themeColor: string; children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        zeroRuntime: true,
        cssVar: { key: 'css-var-mall' },
        token: { colorPrimary: themeColor },
      }}
    >
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
