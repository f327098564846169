import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryNode } from '@/api/types';
import {
  createAppStore,
  loadServerArea,
  loadServerTypes,
  SERVER_TYPE_CACHE_KEYS,
} from './app-store';

const node = (id: number, name: string): CategoryNode => ({
  id,
  name,
  status: 1,
  hasChildren: 0,
  level: 1,
});
const all = [node(1, '建材供应')];
const web = [node(5, '地板')];

afterEach(() => sessionStorage.clear());

describe('server-type lists', () => {
  it('fetch once, then come from sessionStorage', async () => {
    const fetchers = {
      serverType: vi.fn().mockResolvedValue(all),
      webServerType: vi.fn().mockResolvedValue(web),
    };
    const first = createAppStore();
    await loadServerTypes(first, fetchers);
    expect(first.getState()).toMatchObject({ serverType: all, webServerType: web });
    expect(JSON.parse(sessionStorage.getItem(SERVER_TYPE_CACHE_KEYS.serverType) ?? 'null')).toEqual(
      all,
    );
    expect(
      JSON.parse(sessionStorage.getItem(SERVER_TYPE_CACHE_KEYS.webServerType) ?? 'null'),
    ).toEqual(web);

    const second = createAppStore();
    await loadServerTypes(second, fetchers);
    expect(second.getState()).toMatchObject({ serverType: all, webServerType: web });
    expect(fetchers.serverType).toHaveBeenCalledTimes(1);
    expect(fetchers.webServerType).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed fetch', async () => {
    const store = createAppStore();
    await loadServerTypes(store, {
      serverType: () => Promise.reject(new Error('down')),
      webServerType: () => Promise.resolve(web),
    });
    expect(store.getState()).toMatchObject({ serverType: [], webServerType: web });
    expect(sessionStorage.getItem(SERVER_TYPE_CACHE_KEYS.serverType)).toBeNull();
  });
});

describe('server area', () => {
  it('loads once per store', async () => {
    const area = [{ id: 44, name: '广东省', citys: [{ id: 4401, name: '广州市' }] }];
    const fetchArea = vi.fn().mockResolvedValue(area);
    const store = createAppStore();
    await loadServerArea(store, fetchArea);
    await loadServerArea(store, fetchArea);
    expect(store.getState().serverArea).toEqual(area);
    expect(fetchArea).toHaveBeenCalledTimes(1);
  });
});
