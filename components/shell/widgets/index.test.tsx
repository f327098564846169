import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { withProviders } from '@/components/dialogs/testing';
import { VISIT_HISTORY_KEY } from '@/lib/visit-history';
import { ShellWidgets } from './index';
import { LEAD_SUBMITTED_KEY } from './lead-form';

const route = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(
    http.get(`${ORIGIN}/v1/api/user/getClientId`, () => ok('cid-visitor')),
    http.post(`${ORIGIN}/v1/api/common/trackReport`, () => ok(null)),
    http.get(`${ORIGIN}/v1/api/directory/popupInfo`, () => ok([])),
    http.get(`${ORIGIN}/v1/api/directory/popupInfo/:scene`, () => ok([])),
    http.get(`${ORIGIN}/v1/api/homepage/HomeClues`, () =>
      ok({ mainTitle: '建材集采，一站搞定', subTitle: '专属顾问一对一服务' }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

const mount = () =>
  render(withProviders(<ShellWidgets shortName="筑采商城" />, { user: { userInfo: null } }));

describe('ShellWidgets', () => {
  it('wears the toolbar, records the visit and slides the lead form out after 3 s', async () => {
    mount();
    expect(screen.getByRole('complementary', { name: '快捷工具栏' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(VISIT_HISTORY_KEY) ?? '[]')).toEqual([
        window.location.href,
      ]),
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: '建材集采，一站搞定' })).toBeInTheDocument();
  });

  it('keeps the lead form in while a popup is open and slides it out once the popup closes', async () => {
    server.use(
      http.get(`${ORIGIN}/v1/api/directory/popupInfo/:scene`, () =>
        ok([
          {
            id: 1,
            extraJson: {
              displayMethod: 2,
              displayDuration: 5,
              pcTitle: '集采节',
              pcContent: '集采节开幕',
            },
          },
        ]),
      ),
    );
    mount();
    expect(await screen.findByText('集采节开幕')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('heading', { name: '建材集采，一站搞定' })).toBeNull();
    expect(screen.getByRole('button', { name: '免费试用' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(screen.queryByText('集采节开幕')).toBeNull());
    expect(await screen.findByRole('heading', { name: '建材集采，一站搞定' })).toBeInTheDocument();
  });

  it('opens the lead form at once from 申请试用', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: '申请试用' }));
    expect(await screen.findByRole('button', { name: '立即申请' })).toBeInTheDocument();
  });

  it('answers 申请试用 with the wait text once a lead was sent', async () => {
    localStorage.setItem(LEAD_SUBMITTED_KEY, JSON.stringify({ mobile: '13912345678' }));
    mount();
    await userEvent.click(screen.getByRole('button', { name: '申请试用' }));
    expect(await screen.findByText('请耐心等待工作人员与您联系')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(localStorage.getItem(VISIT_HISTORY_KEY)).toBeNull();
  });
});
