'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

/**
 * `?isPortal=1`: the mall is framed inside a portal with its own top area. Read on the client
 * (the page HTML is shared by every visitor), so callers sit inside a Suspense boundary; outside
 * the app router (tests) it falls back to the window's own query string.
 */
export function useIsPortal(): boolean {
  const params = useSearchParams();
  const search =
    params ?? (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search));
  return search?.get('isPortal') === '1';
}

/** Its children, except under `?isPortal=1` (spec §2: it hides the whole top bar). */
export function HiddenInPortal({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <PortalAware>{children}</PortalAware>
    </Suspense>
  );
}

function PortalAware({ children }: { children: ReactNode }) {
  return useIsPortal() ? null : children;
}
