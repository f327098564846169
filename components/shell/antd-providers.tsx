'use client';

import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo, type ReactNode } from 'react';
import { setFeedback } from '@/api/feedback';
import { antdTokenOf } from '@/themes/tokens';
import { FeedbackProvider } from './mall-feedback';

dayjs.locale('zh-cn');

/** Gives the request layer and useMallFeedback antd's themed message and modal APIs. */
function AppFeedback({ themeColor, children }: { themeColor: string; children: ReactNode }) {
  const { message, modal } = App.useApp();
  useEffect(() => setFeedback(message), [message]);
  const value = useMemo(() => ({ message, modal, themeColor }), [message, modal, themeColor]);
  return <FeedbackProvider value={value}>{children}</FeedbackProvider>;
}

/**
 * What a part of the mall that renders antd components needs around it: its layout or page puts
 * it there, not the root layout (see store-providers.tsx). antd runs in zero-runtime mode: styles come from the prebuilt antd.css plus the
 * theme's variable sheet rendered by the layout, so no CSS-in-JS work happens per request.
 */
export function AntdProviders({
  themeColor,
  children,
}: {
  themeColor: string;
  children: ReactNode;
}) {
  return (
    <ConfigProvider
      locale={zhCN}
      // Keep two-character labels such as 确定 intact (antd would render 确 定).
      button={{ autoInsertSpace: false }}
      theme={{
        zeroRuntime: true,
        cssVar: { key: 'css-var-mall' },
        // The same tokens as the layout's variable sheet (themes/css-vars.ts).
        token: antdTokenOf(themeColor),
      }}
    >
      <App component={false}>
        <AppFeedback themeColor={themeColor}>{children}</AppFeedback>
      </App>
    </ConfigProvider>
  );
}
