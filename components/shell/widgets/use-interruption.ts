'use client';

import { useEffect } from 'react';
import { currentInterruption, type Interruption } from '@/lib/interruption';
import { useMallStores, usePopupStore } from '@/stores/store-provider';

/**
 * Queues `kind` for the screen while `wants` holds (lib/interruption); true while it is the
 * one to show. Unmounting leaves the queue.
 */
export function useInterruption(kind: Interruption, wants: boolean): boolean {
  const { popup } = useMallStores();
  useEffect(() => {
    popup.getState().setWaiting(kind, wants);
    return () => popup.getState().setWaiting(kind, false);
  }, [popup, kind, wants]);
  const shown = usePopupStore((s) => currentInterruption(s.waiting) === kind);
  return wants && shown;
}
