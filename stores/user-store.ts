import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { toUserInfo } from '@/api/adapters';
import { authApi } from '@/api/modules/auth';
import { abortCalls, callsSettled } from '@/api/request';
import { userApi } from '@/api/modules/user';
import type { PermissionNode, UserInfo } from '@/api/types';
import { hasSignedInHint } from '@/lib/session-hint';
import { sessionAndLocalStorage } from './storage';

/** Storage key of the persisted user info (session and local storage). */
export const USER_STORAGE_KEY = 'userInfo';

export interface UserState {
  /** null for a visitor. */
  userInfo: UserInfo | null;
  permissionTree: PermissionNode[];
}

export interface UserActions {
  setUserInfo: (userInfo: UserInfo | null) => void;
  setPermissionTree: (permissionTree: PermissionNode[]) => void;
  /** Forgets the user in memory and in both storages. */
  clearUser: () => void;
}

export type UserStore = UserState & UserActions;

export const defaultUserState: UserState = { userInfo: null, permissionTree: [] };

export function createUserStore(initState: Partial<UserState> = {}) {
  return createStore<UserStore>()(
    persist(
      (set, _get, api) => ({
        ...defaultUserState,
        ...initState,
        setUserInfo: (userInfo) => set({ userInfo }),
        setPermissionTree: (permissionTree) => set({ permissionTree }),
        clearUser: () => {
          set({ userInfo: null, permissionTree: [] });
          api.persist.clearStorage();
        },
      }),
      {
        name: USER_STORAGE_KEY,
        storage: createJSONStorage(() => sessionAndLocalStorage),
        partialize: (state) => ({ userInfo: state.userInfo }),
        // Server data comes first; the provider decides on mount whether storage may fill in.
        skipHydration: true,
      },
    ),
  );
}

export type UserStoreApi = ReturnType<typeof createUserStore>;

/**
 * Runs once on mount. When the server said who the user is (`fromServer` is not undefined),
 * that answer is written to storage (a visitor clears it); otherwise storage fills the store,
 * unless the session cookie is gone (no signed-in hint): a stored user would then only earn 401s.
 */
export function syncUserStorage(
  store: UserStoreApi,
  fromServer: UserInfo | null | undefined,
): Promise<void> {
  const known = fromServer === undefined && !hasSignedInHint(document.cookie) ? null : fromServer;
  if (known === undefined) return store.persist.rehydrate();
  if (known === null) store.persist.clearStorage();
  else store.getState().setUserInfo(known);
  return Promise.resolve();
}

/** Reads the user info straight from storage, for code outside React (e.g. a tracking hook). */
export function readStoredUserInfo(): UserInfo | null {
  const raw = sessionAndLocalStorage.getItem(USER_STORAGE_KEY);
  if (typeof raw !== 'string') return null;
  try {
    const parsed = JSON.parse(raw) as { state?: { userInfo?: UserInfo | null } };
    return parsed.state?.userInfo ?? null;
  } catch {
    return null;
  }
}

/**
 * Fetches the signed-in user; any failure makes the user a visitor without a message (spec §7).
 * Without the signed-in hint there is no session to ask about, so a visitor is not answered 401.
 */
export async function refreshUserInfo(store: UserStoreApi): Promise<UserInfo | null> {
  if (!hasSignedInHint(document.cookie)) {
    store.getState().setUserInfo(null);
    return null;
  }
  try {
    const userInfo = toUserInfo(
      await userApi.getUserLoginState(undefined, { skipErrorHandler: true }),
    );
    store.getState().setUserInfo(userInfo);
    return userInfo;
  } catch {
    store.getState().setUserInfo(null);
    return null;
  }
}

export interface LogoutDeps {
  /** Ends the server session; defaults to userLogOut. */
  signOut?: () => Promise<unknown>;
  /** Defaults to window.location.reload. */
  reload?: () => void;
}

/** How long logging out waits for the page's calls under way (api/request callsSettled). */
const LOGOUT_SETTLE_MS = 3_000;

/** Logout (spec §4): end the session, clear the local user state and storages, reload. */
export async function logout(store: UserStoreApi, deps: LogoutDeps = {}): Promise<void> {
  await callsSettled(LOGOUT_SETTLE_MS);
  abortCalls();
  const signOut = deps.signOut ?? (() => authApi.userLogOut(undefined, { skipErrorHandler: true }));
  try {
    await signOut();
  } catch {
    // An expired session still has to be forgotten locally.
  }
  store.getState().clearUser();
  // Calls the page began while the session ended are moot: the page reloads.
  abortCalls();
  (deps.reload ?? (() => window.location.reload()))();
}
