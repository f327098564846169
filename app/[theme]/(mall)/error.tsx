'use client';

import { BackButton } from '@/components/shell/back-button';
import { ErrorView } from '@/components/shell/error-view';
import { useRenderError } from '@/components/shell/use-render-error';
import { Button } from '@/components/ui/button';
import { RENDER_ERROR_MESSAGE } from '@/lib/error-page';
import styles from '@/components/shell/error-view.module.css';

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
        <div className={styles.actions}>
          <Button onClick={reset}>重试</Button>
          <BackButton />
        </div>
      }
    />
  );
}
