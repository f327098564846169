import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { PopupInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { PopupHost } from './popup-host';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });

const server = setupServer();
const reads: number[] = [];
const versionReads: number[] = [];
const scenes: string[] = [];

function serve(
  popups: PopupInfo[],
  options: { readFails?: boolean; announcement?: PopupInfo } = {},
) {
  server.use(
    http.get(`${ORIGIN}/v1/api/directory/popupInfo`, () =>
      ok(options.announcement ? [options.announcement] : []),
    ),
    http.get(`${ORIGIN}/v1/api/directory/popupInfo/:scene`, ({ params, request: r }) => {
      scenes.push(`${String(params.scene)}${new URL(r.url).search}`);
      return ok(popups);
    }),
    http.post(`${ORIGIN}/v1/api/directory/alreadyRead`, async ({ request: r }) => {
      reads.push(((await r.json()) as { popupId: number }).popupId);
      return options.readFails
        ? HttpResponse.json({ code: 50000, msg: '已读记录失败', data: null }, { status: 500 })
        : ok(null);
    }),
    http.post(`${ORIGIN}/v1/api/directory/changePopupInfo`, async ({ request: r }) => {
      versionReads.push(((await r.json()) as { popupId: number }).popupId);
      return ok(null);
    }),
  );
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  route.pathname = '/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  reads.length = 0;
  versionReads.length = 0;
  scenes.length = 0;
});
afterAll(() => server.close());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const textPopup = (id: number, extra: PopupInfo['extraJson'] = {}): PopupInfo => ({
  id,
  extraJson: {
    displayMethod: 2,
    pcTitle: `公告${id}`,
    pcContent: `公告${id}的内容`,
    pcButtonName: '立即查看',
    buttonUrl: `/activity/${id}`,
    ...extra,
  },
});

describe('PopupHost', () => {
  it('asks for the popups of the page scene', async () => {
    route.pathname = '/yeation/more';
    serve([textPopup(1)]);
    render(withProviders(<PopupHost />));
    expect(await screen.findByText('公告1的内容')).toBeInTheDocument();
    expect(scenes).toEqual(['yeation']);
  });

  it("names the showroom of a showroom page, so its owner's prompts reach only the owner", async () => {
    route.pathname = '/supplier/8/product-info';
    serve([textPopup(1)]);
    render(withProviders(<PopupHost />));
    expect(await screen.findByText('公告1的内容')).toBeInTheDocument();
    expect(scenes).toEqual(['supplier?tenantId=8']);
  });

  it('closes after the configured seconds, then shows the next popup', async () => {
    serve([textPopup(1, { displayDuration: 3 }), textPopup(3)]);
    render(withProviders(<PopupHost />));
    expect(await screen.findByText('公告1的内容')).toBeInTheDocument();
    expect(screen.getByText('3 秒后自动关闭')).toBeInTheDocument();
    expect(screen.queryByText('公告3的内容')).toBeNull();

    await advance(2000);
    expect(screen.getByText('1 秒后自动关闭')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('公告1的内容')).toBeNull();
    expect(await screen.findByText('公告3的内容')).toBeInTheDocument();
    // displayMethod 2: the countdown closing it is not a click.
    expect(reads).toEqual([]);
  });

  it('counts down 10 s when no duration is configured', async () => {
    serve([textPopup(1, { displayDuration: undefined })]);
    render(withProviders(<PopupHost />));
    expect(await screen.findByText('10 秒后自动关闭')).toBeInTheDocument();
    await advance(9000);
    expect(screen.getByText('公告1的内容')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('公告1的内容')).toBeNull();
  });

  it('records the read state on a click and opens the button URL in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serve([textPopup(4)]);
    render(withProviders(<PopupHost />));
    await user().click(await screen.findByRole('button', { name: '立即查看' }));
    await vi.waitFor(() => expect(reads).toEqual([4]));
    expect(open).toHaveBeenCalledWith('/activity/4', '_blank', 'noopener');
    expect(screen.queryByText('公告4的内容')).toBeNull();
  });

  it('records the read state when a displayMethod 1 popup is closed, without opening it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serve([textPopup(5, { displayMethod: 1 })]);
    render(withProviders(<PopupHost />));
    await screen.findByText('公告5的内容');
    await user().click(screen.getByRole('button', { name: '关闭' }));
    await vi.waitFor(() => expect(reads).toEqual([5]));
    expect(open).not.toHaveBeenCalled();
  });

  it('does not record a displayMethod 2 popup closed by hand', async () => {
    serve([textPopup(6)]);
    render(withProviders(<PopupHost />));
    await screen.findByText('公告6的内容');
    await user().click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('公告6的内容')).toBeNull();
    await advance(500);
    expect(reads).toEqual([]);
  });

  it('shows the image of an image popup, clickable', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    serve([
      { id: 7, extraJson: { displayMethod: 2, pcImgUrl: '/files/ad.png', buttonUrl: '/product' } },
    ]);
    render(withProviders(<PopupHost />));
    const button = await screen.findByRole('button', { name: '查看详情' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/files/ad.png?w=600');
    expect(screen.queryByRole('button', { name: '立即查看' })).toBeNull();
    await user().click(button);
    await vi.waitFor(() => expect(reads).toEqual([7]));
  });

  it('opens an image popup once its image is ready, and only then counts down', async () => {
    let decoded = () => {};
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(
      () => new Promise<void>((resolve) => (decoded = resolve)),
    );
    serve([
      { id: 9, extraJson: { displayMethod: 2, pcImgUrl: '/files/slow.png', displayDuration: 3 } },
    ]);
    render(withProviders(<PopupHost />));
    await advance(5_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => decoded());
    expect(screen.getByRole('dialog', { name: '弹窗公告' })).toBeInTheDocument();
    expect(screen.getByText('3 秒后自动关闭')).toBeInTheDocument();
  });

  it('only logs a failed read, without a toast', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve([textPopup(8)], { readFails: true });
    render(withProviders(<PopupHost />));
    await user().click(await screen.findByRole('button', { name: '立即查看' }));
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('弹窗已读记录失败', expect.anything()),
    );
    expect(screen.queryByText('已读记录失败')).toBeNull();
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('shows the version-update announcement first and marks popup 2 read on close', async () => {
    serve([textPopup(2), textPopup(9)], {
      announcement: { id: 2, extraJson: { pcTitle: '版本更新公告', pcContent: '新增供应商搜索' } },
    });
    render(withProviders(<PopupHost />));
    expect(await screen.findByText('新增供应商搜索')).toBeInTheDocument();
    expect(screen.queryByText('公告9的内容')).toBeNull();
    await user().click(screen.getByRole('button', { name: '我知道了' }));
    await vi.waitFor(() => expect(versionReads).toEqual([2]));
    expect(await screen.findByText('公告9的内容')).toBeInTheDocument();
    expect(screen.queryByText('公告2的内容')).toBeNull();
  });
});
