import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toUserInfo } from '@/api/adapters';
import { request } from '@/api/request';
import type { EnterpriseListItem } from '@/api/types';
import { Providers } from '@/components/shell/test-providers';
import { USER_STORAGE_KEY } from '@/stores/user-store';
import { wireUser } from '@/tests/fixtures/wire-user';
import { UserMenu } from './user-menu';

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });
const server = setupServer();
const bodies: { path: string; query: string; body: unknown }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

const supplier = toUserInfo(wireUser());

const enterprises: EnterpriseListItem[] = [
  { id: 31, name: '东方建材', type: 1, status: 1 },
  { id: 33, name: '西部集采', type: 2, status: 1 },
  { id: 34, name: '北方新材', type: 1, status: -2 },
];

function record(path: string) {
  return async ({ request: r }: { request: Request }) => {
    const url = new URL(r.url);
    bodies.push({
      path,
      query: url.search,
      body: r.method === 'GET' ? null : await r.json().catch(() => null),
    });
    return ok(null);
  };
}

function renderMenu(list = enterprises, user = supplier) {
  const navigate = vi.fn();
  const reload = vi.fn();
  render(
    <Providers themeColor="#1d4ed8" initial={{ app: { runtimeEnv: 'local' } }}>
      <UserMenu
        user={user}
        enterprises={list}
        accountSettingsUrl="/workbench/supplier/account-settings"
        navigate={navigate}
        reload={reload}
      />
    </Providers>,
  );
  return { navigate, reload };
}

async function choose(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name: /李供应/ }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name }));
}

describe('UserMenu', () => {
  async function menuLink(name: string) {
    await userEvent.click(screen.getByRole('button', { name: /李供应/ }));
    const menu = await screen.findByRole('menu');
    return within(menu).getByRole('menuitem', { name });
  }

  it('links to the mall home and the account settings', async () => {
    renderMenu();
    expect(await menuLink('商城首页')).toHaveAttribute('href', '/');
    expect(screen.getByRole('menuitem', { name: '账号设置' })).toHaveAttribute(
      'href',
      '/workbench/supplier/account-settings',
    );
  });

  it('offers a buyer, and only a buyer, their orders', async () => {
    renderMenu(enterprises, { ...supplier, topType: 2 });
    expect(await menuLink('我的订单')).toHaveAttribute('href', '/workbench/developer/orders');
  });

  it('gives a supplier no order list', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /李供应/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: '我的订单' })).toBeNull();
  });

  it('confirms, activates the buyer sub-type, toasts and reloads', async () => {
    server.use(http.post(`${ORIGIN}/v1/api/enterprise/activateSubType`, record('activate')));
    const { reload } = renderMenu([enterprises[0]!]);
    await choose('开通采购商身份');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('您确定要开通采购商身份吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('您已成功切换为采购商身份')).toBeInTheDocument());
    expect(bodies).toEqual([{ path: 'activate', query: '', body: { type: 2 } }]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('does not activate when the confirmation is cancelled', async () => {
    const { reload } = renderMenu([enterprises[0]!]);
    await choose('开通采购商身份');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(bodies).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('hides the activation when the company already holds the other identity', async () => {
    renderMenu([...enterprises, { id: 35, name: '东方建材', type: 2, status: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: /李供应/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /开通/ })).not.toBeInTheDocument();
  });

  it('switches to an approved identity and reloads', async () => {
    server.use(http.get(`${ORIGIN}/v1/api/auth/enterprise/switch`, record('switch')));
    const { reload, navigate } = renderMenu();
    await choose(/西部集采/);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ path: 'switch', query: '?enterpriseId=33', body: null }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a non-approved identity to the certification page', async () => {
    const { reload, navigate } = renderMenu();
    await choose(/北方新材/);
    expect(navigate).toHaveBeenCalledWith('/auth?type=1&id=34');
    expect(bodies).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs out: ends the session, forgets the stored user and reloads', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: { userInfo: supplier } }));
    server.use(http.post(`${ORIGIN}/v1/api/auth/logout`, record('logout')));
    const { reload } = renderMenu();
    await choose('退出登录');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(bodies.map((b) => b.path)).toEqual(['logout']);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('is a menu button: Enter opens it with the focus on the first item', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: /李供应/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: '商城首页' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: '账号设置' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown too', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: /李供应/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: '商城首页' })).toHaveFocus(),
    );
  });

  it('logs out by keyboard alone: arrow keys to 退出登录, Enter', async () => {
    server.use(http.post(`${ORIGIN}/v1/api/auth/logout`, record('logout')));
    const { reload } = renderMenu();
    const trigger = screen.getByRole('button', { name: /李供应/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const logout = within(menu).getByRole('menuitem', { name: '退出登录' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: '商城首页' })).toHaveFocus(),
    );
    // Up from the first item wraps round to the last one.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(bodies.map((b) => b.path)).toEqual(['logout']);
  });

  it('leaves the focus where it is when the mouse opens it', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: /李供应/ });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    expect(trigger).toHaveFocus();
  });
});
