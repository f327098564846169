'use client';

import { useEffect } from 'react';
import { errorPageTitle } from '@/lib/error-page';

/** A route's error boundary: the 500 title for the tab, and the error itself for the log. */
export function useRenderError(error: Error): void {
  useEffect(() => {
    document.title = errorPageTitle(500);
    console.error(error);
  }, [error]);
}
