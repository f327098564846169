'use client';

import { MobileErrorView } from '@/components/shell/mobile-error-view';
import { useRenderError } from '@/components/shell/use-render-error';
import { RENDER_ERROR_MESSAGE } from '@/lib/error-page';

/** A phone page that failed to render: a Chinese message (the error's own is for the log). */
export default function MobileRenderError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useRenderError(error);
  return <MobileErrorView status={500} message={RENDER_ERROR_MESSAGE} onRetry={reset} />;
}
