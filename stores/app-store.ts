import { createStore } from 'zustand/vanilla';
import { addressApi } from '@/api/modules/address';
import { categoryApi } from '@/api/modules/category';
import type { CategoryNode, MainConfig, Province, TopConfigNode } from '@/api/types';
import type { AppEnv } from '@/lib/env';
import { readJson, writeJson } from './storage';

export interface AppState {
  runtimeEnv: AppEnv;
  themeType: number;
  /** The theme's top-navigation link configuration. */
  topConfigTabs: TopConfigNode[];
  /** getMainConfig. */
  configuration: MainConfig;
  /** Provinces with their citys (getServerArea). */
  serverArea: Province[];
  /** All server types (getAllServerType). */
  serverType: CategoryNode[];
  /** The front category tree (getAllWebServerType). */
  webServerType: CategoryNode[];
}

export interface AppActions {
  setServerArea: (serverArea: Province[]) => void;
  setServerType: (serverType: CategoryNode[]) => void;
  setWebServerType: (webServerType: CategoryNode[]) => void;
  setConfiguration: (configuration: MainConfig) => void;
  setTopConfigTabs: (topConfigTabs: TopConfigNode[]) => void;
}

export type AppStore = AppState & AppActions;

export const defaultAppState: AppState = {
  runtimeEnv: 'local',
  themeType: 1,
  topConfigTabs: [],
  configuration: {},
  serverArea: [],
  serverType: [],
  webServerType: [],
};

export function createAppStore(initState: Partial<AppState> = {}) {
  return createStore<AppStore>()((set) => ({
    ...defaultAppState,
    ...initState,
    setServerArea: (serverArea) => set({ serverArea }),
    setServerType: (serverType) => set({ serverType }),
    setWebServerType: (webServerType) => set({ webServerType }),
    setConfiguration: (configuration) => set({ configuration }),
    setTopConfigTabs: (topConfigTabs) => set({ topConfigTabs }),
  }));
}

export type AppStoreApi = ReturnType<typeof createAppStore>;

/** sessionStorage keys of the server-type lists (spec §3, §7). */
export const SERVER_TYPE_CACHE_KEYS = {
  serverType: 'allServerType',
  webServerType: 'allWebServerType',
} as const;

export interface ServerTypeFetchers {
  serverType: () => Promise<CategoryNode[]>;
  webServerType: () => Promise<CategoryNode[]>;
}

const defaultFetchers: ServerTypeFetchers = {
  serverType: () => categoryApi.getAllServerType(undefined, { skipErrorHandler: true }),
  webServerType: () => categoryApi.getAllWebServerType(undefined, { skipErrorHandler: true }),
};

/**
 * Fills both server-type lists, from this tab's sessionStorage when cached, else from the
 * server (then cached). A failed fetch leaves that list as it was and is not cached.
 */
export async function loadServerTypes(
  store: AppStoreApi,
  fetchers: ServerTypeFetchers = defaultFetchers,
): Promise<void> {
  await Promise.all(
    (Object.keys(SERVER_TYPE_CACHE_KEYS) as (keyof ServerTypeFetchers)[]).map(async (field) => {
      const key = SERVER_TYPE_CACHE_KEYS[field];
      let list = readJson<CategoryNode[]>('session', key);
      if (!Array.isArray(list)) {
        try {
          list = await fetchers[field]();
        } catch {
          return;
        }
        writeJson('session', key, list);
      }
      store.setState({ [field]: list } as Pick<AppState, typeof field>);
    }),
  );
}

/** Loads the provinces with their cities once per store. */
export async function loadServerArea(
  store: AppStoreApi,
  fetchArea: () => Promise<Province[]> = () =>
    addressApi.getServerArea(undefined, { skipErrorHandler: true }),
): Promise<Province[]> {
  const current = store.getState().serverArea;
  if (current.length > 0) return current;
  const serverArea = await fetchArea();
  store.getState().setServerArea(serverArea);
  return serverArea;
}
