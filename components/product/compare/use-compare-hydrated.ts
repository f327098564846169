'use client';

import { useSyncExternalStore } from 'react';
import { useMallStores } from '@/stores/store-provider';

/** True once the compare store has read its cache (expired entries are dropped by then). */
export function useCompareHydrated(): boolean {
  const { persist } = useMallStores().compare;
  return useSyncExternalStore(persist.onFinishHydration, persist.hasHydrated, () => false);
}
