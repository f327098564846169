import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { toUserInfo } from '@/api/adapters';
import { SIGNED_IN_COOKIE } from '@/lib/session-hint';
import { wireUser } from '@/tests/fixtures/wire-user';
import {
  createUserStore,
  logout,
  readStoredUserInfo,
  syncUserStorage,
  USER_STORAGE_KEY,
} from './user-store';

const user = toUserInfo(
  wireUser({
    id: 1,
    name: '李四',
    phone: '13900000000',
    enterpriseId: 9,
    enterpriseName: '甲供应链',
    clientId: 'cid',
  }),
);

const stored = (storage: Storage) => {
  const raw = storage.getItem(USER_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: { userInfo: unknown } }).state.userInfo;
};

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; max-age=0; path=/`;
  sessionStorage.clear();
  localStorage.clear();
});

describe('user store persistence', () => {
  it('writes the user info to both sessionStorage and localStorage', () => {
    const store = createUserStore();
    store.getState().setUserInfo(user);
    expect(stored(sessionStorage)).toEqual(user);
    expect(stored(localStorage)).toEqual(user);
    expect(readStoredUserInfo()).toEqual(user);
  });

  it('persists only the user info, not the permission tree', () => {
    const store = createUserStore();
    store.getState().setPermissionTree([{ name: '订单', alias: 'order' }]);
    const raw = JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY) ?? '{}') as { state: object };
    expect(raw.state).toEqual({ userInfo: null });
  });

  it('does not touch storage when created (server data first)', () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ state: { userInfo: user }, version: 0 }),
    );
    const store = createUserStore({ userInfo: null });
    expect(store.getState().userInfo).toBeNull();
    expect(stored(localStorage)).toEqual(user);
  });

  it('fills the store from storage when the server did not say', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ state: { userInfo: user }, version: 0 }),
    );
    const store = createUserStore();
    await syncUserStorage(store, undefined);
    expect(store.getState().userInfo).toEqual(user);
  });

  it('forgets a stored user once the session cookie is gone (no signed-in hint)', async () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ state: { userInfo: user }, version: 0 }),
    );
    const store = createUserStore();
    await syncUserStorage(store, undefined);
    expect(store.getState().userInfo).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('writes the server answer to storage, and a visitor answer clears it', async () => {
    const store = createUserStore({ userInfo: user });
    await syncUserStorage(store, user);
    expect(stored(sessionStorage)).toEqual(user);

    const visitor = createUserStore({ userInfo: null });
    await syncUserStorage(visitor, null);
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('logout', () => {
  it('ends the session, clears the store and both storages, then reloads', async () => {
    const store = createUserStore();
    store.getState().setUserInfo(user);
    store.getState().setPermissionTree([{ name: '订单', alias: 'order' }]);
    const signOut = vi.fn().mockResolvedValue(null);
    let storageAtReload: (string | null)[] = [];
    const reload = vi.fn(() => {
      storageAtReload = [
        sessionStorage.getItem(USER_STORAGE_KEY),
        localStorage.getItem(USER_STORAGE_KEY),
      ];
    });

    await logout(store, { signOut, reload });

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storageAtReload).toEqual([null, null]);
    expect(store.getState()).toMatchObject({ userInfo: null, permissionTree: [] });
    expect(readStoredUserInfo()).toBeNull();
  });

  it('ends the session only after the page calls under way have been answered', async () => {
    const order: string[] = [];
    const server = setupServer(
      http.get('*/v1/api/user/current/role', async () => {
        await delay(150);
        order.push('call answered');
        return HttpResponse.json({ code: 0, msg: 'success', data: [] });
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const store = createUserStore();
      store.getState().setUserInfo(user);
      const call = api.getUserWorkbench(undefined, { skipErrorHandler: true });
      const signOut = vi.fn(async () => void order.push('signed out'));

      await logout(store, { signOut, reload: vi.fn() });
      await call;

      expect(order).toEqual(['call answered', 'signed out']);
    } finally {
      server.close();
    }
  });

  it('cancels a call that outlasts the wait before ending the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const server = setupServer(http.get('*/v1/api/user/current/role', () => delay('infinite')));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const store = createUserStore();
      const call = api.getUserWorkbench(undefined, { skipErrorHandler: true, timeout: 60_000 });
      const outcome = call.then(
        () => 'answered',
        (error: { kind?: string }) => error.kind,
      );
      let canceledBeforeSignOut: string | undefined;
      const signOut = vi.fn(async () => {
        canceledBeforeSignOut = await outcome;
      });
      const done = logout(store, { signOut, reload: vi.fn() });
      await vi.advanceTimersByTimeAsync(3_000);
      await done;
      expect(canceledBeforeSignOut).toBe('canceled');
    } finally {
      vi.useRealTimers();
      server.close();
    }
  });

  it('still clears and reloads when the server call fails', async () => {
    const store = createUserStore();
    store.getState().setUserInfo(user);
    const reload = vi.fn();
    await logout(store, { signOut: () => Promise.reject(new Error('offline')), reload });
    expect(store.getState().userInfo).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
