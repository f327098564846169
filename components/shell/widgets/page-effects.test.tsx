import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { withProviders } from '@/components/dialogs/testing';
import { CHUNK_RELOAD_KEY } from './chunk-reload';
import { PageEffects } from './page-effects';

const ORIGIN = 'http://mall.test';
const server = setupServer();
const tracked: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  tracked.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('connectivity', () => {
  it('keeps the online state and toasts when the connection drops and returns', async () => {
    render(withProviders(<PageEffects />));
    expect(screen.queryByRole('status')).toBeNull();

    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('网络连接已断开，请检查网络设置');
    expect(await screen.findAllByText('网络连接已断开，请检查网络设置')).toHaveLength(2);

    setOnline(true);
    expect(await screen.findByText('网络已恢复连接')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('click tracking', () => {
  it('reports clicks inside data-track elements, silently when the call fails', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/common/trackReport`, async ({ request: r }) => {
        tracked.push(await r.json());
        return HttpResponse.json(
          { code: 50000, msg: '埋点服务不可用', data: null },
          { status: 500 },
        );
      }),
    );
    render(
      withProviders(
        <>
          <PageEffects />
          <button type="button" data-track="home-banner-more">
            <span>查看更多</span>
          </button>
          <button type="button">不埋点</button>
        </>,
      ),
    );
    await userEvent.click(screen.getByText('查看更多'));
    await userEvent.click(screen.getByRole('button', { name: '不埋点' }));
    await vi.waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toEqual({
      event: 'click',
      key: 'home-banner-more',
      word: '',
      total: 0,
      url: window.location.href,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('埋点服务不可用')).toBeNull();
    expect(tracked).toHaveLength(1);
  });
});

describe('chunk load errors', () => {
  function mockReload() {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    return reload;
  }

  it('forces one reload on a failed chunk and not again right after', () => {
    render(withProviders(<PageEffects />));
    const reload = mockReload();
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
    });
    window.dispatchEvent(
      new ErrorEvent('error', { error: chunkError, message: chunkError.message }),
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();

    window.dispatchEvent(
      new ErrorEvent('error', { error: chunkError, message: chunkError.message }),
    );
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads on a rejected dynamic import and ignores other errors', () => {
    render(withProviders(<PageEffects />));
    const reload = mockReload();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(reload).not.toHaveBeenCalled();

    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', {
      value: new TypeError(
        'Failed to fetch dynamically imported module: /_next/static/chunks/a.js',
      ),
    });
    window.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledOnce();
  });
});
