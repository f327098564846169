'use client';

import { Button, Space } from 'antd';
import { useEffect } from 'react';
import { BackButton } from '@/components/shell/back-button';
import { ErrorView } from '@/components/shell/error-view';
import { errorPageTitle } from '@/lib/error-page';

export default function RenderError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    document.title = errorPageTitle(500);
    console.error(error);
  }, [error]);
  return (
    <ErrorView
      status={500}
      message={error.message || 'Internal Server Error'}
      action={
        <Space>
          <Button onClick={reset}>重试</Button>
          <BackButton />
        </Space>
      }
    />
  );
}
