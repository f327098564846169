'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LOADING_DONE_MS,
  LOADING_THROTTLE_MS,
  LOADING_TICK_MS,
  loadingProgress,
  startsNavigation,
} from './loading-progress';
import styles from './loading-bar.module.css';

interface Run {
  /** The address the navigation started from; a new one means the new page is in. */
  from: string;
  shownAt: number | null;
  throttle?: ReturnType<typeof setTimeout>;
  tick?: ReturnType<typeof setInterval>;
}

/**
 * The top loading bar (spec §4, §9): a click on a link to another page starts it; it shows
 * after 200 ms, runs to 100 within 5 s and completes as soon as the address changes.
 */
export function LoadingBar() {
  const [progress, setProgress] = useState<number | null>(null);
  const run = useRef<Run | null>(null);
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const finish = useCallback(() => {
    const current = run.current;
    if (!current) return;
    run.current = null;
    clearTimeout(current.throttle);
    clearInterval(current.tick);
    if (current.shownAt === null) return;
    setProgress(100);
    hide.current = setTimeout(() => setProgress(null), LOADING_DONE_MS);
  }, []);

  const start = useCallback(() => {
    if (run.current) return;
    clearTimeout(hide.current);
    const current: Run = { from: window.location.href, shownAt: null };
    run.current = current;
    const arrived = () => window.location.href !== current.from;
    current.throttle = setTimeout(() => {
      if (arrived()) {
        finish();
        return;
      }
      current.shownAt = Date.now();
      setProgress(0);
      current.tick = setInterval(() => {
        const next = loadingProgress(Date.now() - (current.shownAt ?? Date.now()));
        if (arrived() || next >= 100) finish();
        else setProgress(next);
      }, LOADING_TICK_MS);
    }, LOADING_THROTTLE_MS);
  }, [finish]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (startsNavigation(event, anchor, new URL(window.location.href))) start();
    };
    // Capture phase: Next's Link prevents the default before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      if (run.current) {
        clearTimeout(run.current.throttle);
        clearInterval(run.current.tick);
        run.current = null;
      }
      clearTimeout(hide.current);
    };
  }, [start]);

  if (progress === null) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="页面加载进度"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
