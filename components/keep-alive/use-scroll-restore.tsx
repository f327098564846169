'use client';

import { useEffect } from 'react';

const PREFIX = 'keep-alive:scroll:';

export function scrollStorageKey(id: string): string {
  return `${PREFIX}${id}`;
}

function read(id: string): number | null {
  try {
    const raw = sessionStorage.getItem(scrollStorageKey(id));
    const y = raw === null ? NaN : Number(raw);
    return Number.isFinite(y) && y >= 0 ? y : null;
  } catch {
    return null;
  }
}

function write(id: string, y: number): void {
  try {
    sessionStorage.setItem(scrollStorageKey(id), String(Math.round(y)));
  } catch {
    // Storage full or blocked: the list just opens at the top.
  }
}

/**
 * Keeps a list's scroll position across a visit to a detail page and Back, the way a
 * keep-alive list does. The list's filters and page live in its URL, so `id` (normally that
 * URL) keys the position: each list state returns to where the user left it.
 */
export function useScrollRestore(id: string): void {
  useEffect(() => {
    const saved = read(id);
    let retry: ReturnType<typeof setTimeout> | undefined;
    if (saved !== null) {
      window.scrollTo(0, saved);
      // The router may scroll on its own right after a Back navigation: set it once more.
      retry = setTimeout(() => {
        if (Math.abs(window.scrollY - saved) > 2) window.scrollTo(0, saved);
      }, 150);
    }
    // Written on every scroll (cheap), not on unmount: by then the next page may have scrolled.
    const save = () => write(id, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      clearTimeout(retry);
      window.removeEventListener('scroll', save);
    };
  }, [id]);
}

/** Drop-in for server-rendered lists: `<ScrollRestore id={listUrl} />`. */
export function ScrollRestore({ id }: { id: string }) {
  useScrollRestore(id);
  return null;
}
