'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/api';
import { getWebStorage } from '@/stores/storage';
import { reloadOnChunkError } from './chunk-reload';
import styles from './page-effects.module.css';
import { useMallFeedback } from '@/components/shell/mall-feedback';

export const OFFLINE_TEXT = '网络连接已断开，请检查网络设置';
export const ONLINE_TEXT = '网络已恢复连接';

function subscribeConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online (spec §4 connectivity); true while rendering on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeConnectivity,
    () => navigator.onLine,
    () => true,
  );
}

/** The name of a click-tracked element: the nearest `data-track` around the click target. */
export function trackedEventOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const name = target.closest('[data-track]')?.getAttribute('data-track')?.trim();
  return name || null;
}

/** Forces a reload when `error` is a failed chunk load (spec §8), at most once per 10 s. */
export function reloadIfChunkError(error: unknown): boolean {
  return reloadOnChunkError(error, {
    storage: getWebStorage('session'),
    reload: () => window.location.reload(),
    now: Date.now(),
  });
}

/**
 * The page-wide listeners: connectivity toasts and state, click tracking of `data-track`
 * elements, and a forced reload when a code chunk fails to load (spec §8).
 */
export function PageEffects() {
  const { message } = useMallFeedback();
  const online = useOnline();

  useEffect(() => {
    const offline = () => void message.warning(OFFLINE_TEXT);
    const back = () => void message.success(ONLINE_TEXT);
    window.addEventListener('offline', offline);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', back);
    };
  }, [message]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const name = trackedEventOf(event.target);
      if (!name) return;
      api
        .trackReport(
          { event: 'click', key: name.slice(0, 32), word: '', total: 0, url: window.location.href },
          { skipErrorHandler: true },
        )
        .catch(() => undefined);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const onError = (event: ErrorEvent) => void reloadIfChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => void reloadIfChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return online ? null : (
    <div className={styles.offline} role="status">
      {OFFLINE_TEXT}
    </div>
  );
}
