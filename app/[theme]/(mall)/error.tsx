'use client';

import { Button, Space } from 'antd';
import { BackButton } from '@/components/shell/back-button';
import { ErrorView } from '@/components/shell/error-view';
import { useRenderError } from '@/components/shell/use-render-error';
import { RENDER_ERROR_MESSAGE } from '@/lib/error-page';

export default function RenderError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useRenderError(error);
  return (
    <ErrorView
      status={500}
      message={RENDER_ERROR_MESSAGE}
      action={
        <Space>
          <Button onClick={reset}>重试</Button>
          <BackButton />
        </Space>
      }
    />
  );
}
