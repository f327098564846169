import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLoginUrl } from '@/lib/account-links';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '@/lib/session-hint';
import { setFeedback } from './feedback';
import { api } from './index';
import {
  configureRequest,
  LOGIN_REDIRECT_DELAY_MS,
  redirectToLoginSoon,
  resetRequestState,
} from './request';

const server = setupServer();
const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
const unauthorized = () =>
  HttpResponse.json({ code: 401, msg: '未登录', data: null }, { status: 401 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setFeedback(toast);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  server.resetHandlers();
  resetRequestState();
  setFeedback(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('HTTP 401 in the browser', () => {
  it('toasts 请先登录, then after 3 s sends the user to the account site login page', async () => {
    configureRequest({ accountSiteUrl: 'https://account.example.com' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(http.get(new URL('/v1/api/user/current', window.location.href).href, unauthorized));

    const error = await api.getUserLoginState().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(toast.warning).toHaveBeenCalledExactlyOnceWith('请先登录');

    expect(LOGIN_REDIRECT_DELAY_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      buildLoginUrl({
        accountSiteUrl: 'https://account.example.com',
        returnUrl: window.location.href,
        from: 'mall',
      }),
    );
  });

  it('toasts and redirects once when several calls fail with 401 together', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(
      http.get(new URL('/v1/api/user/current', window.location.href).href, unauthorized),
      http.get(new URL('/v1/api/cart/count', window.location.href).href, unauthorized),
    );
    await Promise.allSettled([api.getUserLoginState(), api.getCartNum()]);
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/reg\/login\?returnUrl=.+&from=mall$/);
  });

  it("a visitor's click and a 401 together redirect once, and a reset cancels a pending one", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(http.get(new URL('/v1/api/user/current', window.location.href).href, unauthorized));
    redirectToLoginSoon();
    await api.getUserLoginState().catch(() => undefined);
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledTimes(1);

    redirectToLoginSoon();
    resetRequestState();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('skipErrorHandler neither toasts nor redirects', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(http.get(new URL('/v1/api/user/current', window.location.href).href, unauthorized));
    await expect(
      api.getUserLoginState(undefined, { skipErrorHandler: true }),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 2);
    expect(toast.warning).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('calls that need a session', () => {
  const carts = new URL('/v1/api/shopping-cart/carts', window.location.href).href;

  it('are not sent without the signed-in hint and fail like a 401: 请先登录, then the login page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = vi.fn(() => HttpResponse.json({ code: 0, msg: 'success', data: [] }));
    server.use(http.get(carts, sent));

    await expect(api.getCarts(undefined, { signedInOnly: true })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(sent).not.toHaveBeenCalled();
    expect(toast.warning).toHaveBeenCalledExactlyOnceWith('请先登录');
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('are sent while the hint is set', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=${SIGNED_IN_VALUE}; path=/`;
    server.use(http.get(carts, () => HttpResponse.json({ code: 0, msg: 'success', data: [] })));
    try {
      await expect(api.getCarts(undefined, { signedInOnly: true })).resolves.toEqual([]);
    } finally {
      document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
    }
  });
});
