'use client';

import { App } from 'antd';
import { useEffect } from 'react';
import { AntdProviders } from './antd-providers';
import type { MallFeedback } from './mall-feedback';

type Apis = Pick<MallFeedback, 'message' | 'modal'>;

function Capture({ onReady }: { onReady: (apis: Apis) => void }) {
  const { message, modal } = App.useApp();
  useEffect(() => onReady({ message, modal }), [message, modal, onReady]);
  return null;
}

/** antd's themed message and modal APIs, for ShellFeedback, which loads this on first use. */
export default function AntdFeedbackHost({
  themeColor,
  onReady,
}: {
  themeColor: string;
  onReady: (apis: Apis) => void;
}) {
  return (
    <AntdProviders themeColor={themeColor}>
      <Capture onReady={onReady} />
    </AntdProviders>
  );
}
