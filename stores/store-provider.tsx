'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { configureRequest, type RequestSettings } from '@/api/request';
import { createAppStore, type AppState, type AppStore, type AppStoreApi } from './app-store';
import { createCartStore, type CartStore, type CartStoreApi } from './cart-store';
import { createCompareStore, type CompareStore, type CompareStoreApi } from './compare-store';
import {
  createEnterpriseStore,
  type EnterpriseState,
  type EnterpriseStore,
  type EnterpriseStoreApi,
} from './enterprise-store';
import { createPopupStore, type PopupStore, type PopupStoreApi } from './popup-store';
import { createSearchStore, type SearchStore, type SearchStoreApi } from './search-store';
import {
  createUserStore,
  logout,
  syncUserStorage,
  type LogoutDeps,
  type UserState,
  type UserStore,
  type UserStoreApi,
} from './user-store';
import type { PopupInfo } from '@/api/types';

/**
 * What the server knows when it renders the layout. Leave `user.userInfo` undefined when the
 * server did not look the user up: the client then reads it from storage.
 */
export interface MallInitialState {
  app?: Partial<AppState>;
  user?: Partial<UserState>;
  enterprise?: Partial<EnterpriseState>;
  cartTotal?: number;
  popupInfo?: PopupInfo[];
  topBarKeyword?: string;
}

export interface MallStores {
  app: AppStoreApi;
  user: UserStoreApi;
  enterprise: EnterpriseStoreApi;
  cart: CartStoreApi;
  popup: PopupStoreApi;
  search: SearchStoreApi;
  compare: CompareStoreApi;
}

export function createMallStores(initial: MallInitialState = {}): MallStores {
  return {
    app: createAppStore(initial.app),
    user: createUserStore(initial.user),
    enterprise: createEnterpriseStore(initial.enterprise),
    cart: createCartStore(initial.cartTotal === undefined ? {} : { cartTotal: initial.cartTotal }),
    popup: createPopupStore(
      initial.popupInfo === undefined ? {} : { popupInfo: initial.popupInfo },
    ),
    search: createSearchStore(
      initial.topBarKeyword === undefined ? {} : { topBarKeyword: initial.topBarKeyword },
    ),
    compare: createCompareStore(),
  };
}

const MallStoresContext = createContext<MallStores | null>(null);

export interface MallStoreProviderProps {
  initial?: MallInitialState;
  /** Settings of the request layer that only the server knows (account site origin …). */
  requestSettings?: Partial<Omit<RequestSettings, 'runtimeEnv'>>;
  children: ReactNode;
}

/**
 * Creates the stores once per mount from the server's data (zustand's Next.js pattern), so
 * no user data ever sits in a module-level store shared between requests.
 */
export function MallStoreProvider({ initial, requestSettings, children }: MallStoreProviderProps) {
  const [mount] = useState(() => ({
    stores: createMallStores(initial),
    userFromServer: initial?.user?.userInfo,
    request: { ...requestSettings, runtimeEnv: initial?.app?.runtimeEnv },
  }));

  useEffect(() => {
    const { runtimeEnv, ...rest } = mount.request;
    configureRequest(runtimeEnv ? { ...rest, runtimeEnv } : rest);
    void syncUserStorage(mount.stores.user, mount.userFromServer);
    void mount.stores.compare.persist.rehydrate();
  }, [mount]);

  return <MallStoresContext value={mount.stores}>{children}</MallStoresContext>;
}

/** The store APIs themselves, for imperative use (getState, subscribe, helpers). */
export function useMallStores(): MallStores {
  const stores = useContext(MallStoresContext);
  if (!stores) throw new Error('useMallStores 只能在 <MallStoreProvider> 内使用');
  return stores;
}

export function useAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(useMallStores().app, selector);
}

export function useUserStore<T>(selector: (state: UserStore) => T): T {
  return useStore(useMallStores().user, selector);
}

export function useEnterpriseStore<T>(selector: (state: EnterpriseStore) => T): T {
  return useStore(useMallStores().enterprise, selector);
}

export function useCartStore<T>(selector: (state: CartStore) => T): T {
  return useStore(useMallStores().cart, selector);
}

export function usePopupStore<T>(selector: (state: PopupStore) => T): T {
  return useStore(useMallStores().popup, selector);
}

export function useSearchStore<T>(selector: (state: SearchStore) => T): T {
  return useStore(useMallStores().search, selector);
}

export function useCompareStore<T>(selector: (state: CompareStore) => T): T {
  return useStore(useMallStores().compare, selector);
}

/** Returns the logout action of spec §4 bound to this provider's user store. */
export function useLogout(): (deps?: LogoutDeps) => Promise<void> {
  const { user } = useMallStores();
  return useCallback((deps?: LogoutDeps) => logout(user, deps), [user]);
}
