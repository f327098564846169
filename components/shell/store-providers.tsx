'use client';

import type { ReactNode } from 'react';
import { MallStoreProvider, type MallInitialState } from '@/stores/store-provider';

export interface StoreProvidersProps {
  initial: MallInitialState;
  accountSiteUrl?: string;
  children: ReactNode;
}

/**
 * What every page has: the stores and the request layer's settings. antd's providers are a
 * separate module (antd-providers.tsx) that only the parts rendering antd import, so a page
 * without antd (the phone poster a shared link opens) loads none of antd's script.
 */
export function StoreProviders({ initial, accountSiteUrl, children }: StoreProvidersProps) {
  return (
    <MallStoreProvider initial={initial} requestSettings={{ accountSiteUrl }}>
      {children}
    </MallStoreProvider>
  );
}
