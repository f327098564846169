import type { StateStorage } from 'zustand/middleware';

export type StorageKind = 'local' | 'session';

/** Web Storage when it exists; undefined on the server or when the browser blocks it. */
export function getWebStorage(kind: StorageKind): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(kind: StorageKind, key: string): T | undefined {
  const raw = getWebStorage(kind)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    getWebStorage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory store still holds the value.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  getWebStorage(kind)?.removeItem(key);
}

/**
 * Keeps a value in both session and local storage (spec §3: user info lives in both);
 * reads prefer the tab's own session copy. Silent no-ops on the server.
 */
export const sessionAndLocalStorage: StateStorage = {
  getItem: (name) =>
    getWebStorage('session')?.getItem(name) ?? getWebStorage('local')?.getItem(name) ?? null,
  setItem: (name, value) => {
    for (const kind of ['session', 'local'] as const) {
      try {
        getWebStorage(kind)?.setItem(name, value);
      } catch {
        // See writeJson.
      }
    }
  },
  removeItem: (name) => {
    removeItem('session', name);
    removeItem('local', name);
  },
};
