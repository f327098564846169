'use client';

import { useSearchParams } from 'next/navigation';

/**
 * `?isPortal=1` hides the top bar (spec §2). Read on the client (the page HTML is shared by
 * every visitor), so callers sit inside a Suspense boundary; outside the app router (tests,
 * storybook-like hosts) it falls back to the window's own query string.
 */
export function useIsPortal(): boolean {
  const params = useSearchParams();
  const search =
    params ?? (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search));
  return search?.get('isPortal') === '1';
}
