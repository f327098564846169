'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { keepAliveKey, readScroll, saveScroll } from './scroll-store';

const RESTORE_TRIES = 40;

/**
 * Keeps a list "alive" across a visit to a detail page (spec §2): its filters and page live in
 * the URL (server-rendered from the query), and this island stores the scroll offset under
 * that URL in session storage, restoring it when the same URL is shown again (Back). Drop
 * `<KeepAliveScroll />` anywhere in a list page.
 */
export function KeepAliveScroll() {
  // Cached pages are rendered without a request, so the URL is only read in the browser.
  return (
    <Suspense fallback={null}>
      <ScrollKeeper />
    </Suspense>
  );
}

function ScrollKeeper() {
  // Re-runs the effect when the list's URL changes (a filter or another page).
  const search = useSearchParams().toString();
  useEffect(() => {
    const key = keepAliveKey(window.location.pathname, window.location.search);
    const storage = window.sessionStorage;
    const target = readScroll(storage, key);
    let frame = 0;
    let tries = 0;
    // The page may still be growing (images, islands): retry until the offset is reachable.
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 2 && ++tries < RESTORE_TRIES) {
        frame = window.setTimeout(restore, 50);
      }
    };
    if (target > 0) restore();

    let timer = 0;
    const save = () => saveScroll(storage, key, window.scrollY);
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(save, 80);
    };
    // Saved again right before leaving, so a quick scroll-then-click is not lost.
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pointerdown', save, { capture: true });
    window.addEventListener('keydown', save, { capture: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointerdown', save, { capture: true });
      window.removeEventListener('keydown', save, { capture: true });
      window.removeEventListener('pagehide', save);
    };
  }, [search]);
  return null;
}
