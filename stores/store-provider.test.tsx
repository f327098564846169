import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toUserInfo } from '@/api/adapters';
import { getRequestSettings, resetRequestState } from '@/api/request';
import type { UserInfo } from '@/api/types';
import {
  MallStoreProvider,
  useCartStore,
  useLogout,
  useMallStores,
  useUserStore,
} from './store-provider';
import { SIGNED_IN_COOKIE } from '@/lib/session-hint';
import { USER_STORAGE_KEY } from './user-store';

const user: UserInfo = toUserInfo({
  id: 3,
  name: '王五',
  phone: '13700000000',
  enterpriseId: null,
  enterpriseName: null,
  enterpriseStatus: null,
  designerStatus: 1,
  userType: 1,
  isPersonalAccount: true,
  isDesignerAccount: true,
  topType: 3,
  labels: [],
  clientId: 'c',
  tenantStatus: null,
  tenantStatusDesc: null,
  headPhotoUrl: null,
  developersLevel: null,
  tenant: null,
});

function UserName() {
  const name = useUserStore((s) => s.userInfo?.name ?? '访客');
  const cart = useCartStore((s) => s.cartTotal);
  return (
    <p>
      {name}/{cart}
    </p>
  );
}

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; max-age=0; path=/`;
  sessionStorage.clear();
  localStorage.clear();
  resetRequestState();
});

describe('MallStoreProvider', () => {
  it('serves the server data and writes the user to storage on mount', async () => {
    render(
      <MallStoreProvider initial={{ user: { userInfo: user }, cartTotal: 120 }}>
        <UserName />
      </MallStoreProvider>,
    );
    expect(screen.getByText('王五/120')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(USER_STORAGE_KEY)).toContain('王五'));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('王五');
  });

  it('falls back to storage when the server did not look the user up', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ state: { userInfo: user }, version: 0 }),
    );
    render(
      <MallStoreProvider>
        <UserName />
      </MallStoreProvider>,
    );
    expect(await screen.findByText('王五/0')).toBeInTheDocument();
  });

  it('treats a server-side visitor as a visitor and clears stale storage', async () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ state: { userInfo: user }, version: 0 }),
    );
    render(
      <MallStoreProvider initial={{ user: { userInfo: null } }}>
        <UserName />
      </MallStoreProvider>,
    );
    expect(screen.getByText('访客/0')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull());
  });

  it('gives each provider its own stores', () => {
    const seen: unknown[] = [];
    function Grab() {
      seen.push(useMallStores().user);
      return null;
    }
    render(
      <>
        <MallStoreProvider initial={{ user: { userInfo: user } }}>
          <Grab />
        </MallStoreProvider>
        <MallStoreProvider initial={{ user: { userInfo: null } }}>
          <Grab />
        </MallStoreProvider>
      </>,
    );
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('passes the runtime env and account site to the request layer', async () => {
    render(
      <MallStoreProvider
        initial={{ app: { runtimeEnv: 'prod' } }}
        requestSettings={{ accountSiteUrl: 'https://account.example.com' }}
      >
        <UserName />
      </MallStoreProvider>,
    );
    await waitFor(() => expect(getRequestSettings().runtimeEnv).toBe('prod'));
    expect(getRequestSettings().accountSiteUrl).toBe('https://account.example.com');
  });

  it('useLogout clears the user everywhere and reloads', async () => {
    const reload = vi.fn();
    function LogoutButton() {
      const logout = useLogout();
      return (
        <button type="button" onClick={() => void logout({ signOut: async () => null, reload })}>
          退出登录
        </button>
      );
    }
    render(
      <MallStoreProvider initial={{ user: { userInfo: user } }}>
        <UserName />
        <LogoutButton />
      </MallStoreProvider>,
    );
    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('访客/0')).toBeInTheDocument();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('hooks throw outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<UserName />)).toThrow(/MallStoreProvider/);
    spy.mockRestore();
  });
});
