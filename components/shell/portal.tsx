'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import styles from './portal.module.css';

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

/**
 * Its children, hidden under `?isPortal=1` (spec §2: it hides the whole top bar). The children are
 * not inside the Suspense boundary: reading the query bails a cached page out to rendering that
 * boundary in the browser, which would replace the server's markup (and what a visitor already
 * typed into the search box) with a new copy. Only the switch that hides them is rendered there.
 */
export function HiddenInPortal({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <PortalSwitch />
      </Suspense>
      <div className={styles.hideable}>{children}</div>
    </>
  );
}

function PortalSwitch() {
  return useIsPortal() ? <style>{`.${styles.hideable}{display:none}`}</style> : null;
}
