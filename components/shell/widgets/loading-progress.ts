/** The loading bar waits this long before showing, so quick navigations show nothing (spec §9). */
export const LOADING_THROTTLE_MS = 200;
/** The bar runs from 0 to 100 over at most this long, then hides (spec §9). */
export const LOADING_DURATION_MS = 5000;
export const LOADING_TICK_MS = 100;
/** How long the full bar stays before it fades out. */
export const LOADING_DONE_MS = 300;

/** Progress in percent after `elapsedMs` of showing, 0 to 100. */
export function loadingProgress(
  elapsedMs: number,
  durationMs: number = LOADING_DURATION_MS,
): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(100, Math.round((elapsedMs / durationMs) * 1000) / 10);
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute: (name: string) => boolean;
}

/**
 * Whether a click on a link starts an in-app navigation to another page of this origin
 * (same page with another hash, new tabs, downloads and other sites do not).
 */
export function startsNavigation(click: ClickLike, anchor: AnchorLike, current: URL): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
    return false;
  }
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  if (!URL.canParse(anchor.href, current)) return false;
  const next = new URL(anchor.href, current);
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
