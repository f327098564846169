import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import type { UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { DesignReactions } from './design-reactions';

const ORIGIN = 'http://mall.test';
const calls: string[] = [];

const server = setupServer(
  http.get(`${ORIGIN}/v1/api/designHall/findById`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      data: {
        id: 2,
        name: '林间',
        collected: true,
        praised: false,
        praiseCount: 1200,
        collectCount: 7,
      },
    }),
  ),
  http.put(`${ORIGIN}/v1/api/designHall/:action`, async ({ params, request: req }) => {
    calls.push(`${String(params.action)}:${JSON.stringify(await req.json())}`);
    return HttpResponse.json({ code: 0, msg: 'success', data: null });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  calls.length = 0;
  // The user store mirrors the signed-in user into storage.
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

const user = { id: 5, name: '周子墨', topType: 3 } as UserInfo;

describe('DesignReactions', () => {
  it('shows the signed-in user marks and toggles collect, praises once', async () => {
    render(
      withProviders(<DesignReactions target="hall" id={2} praiseCount={1199} collectCount={6} />, {
        user: { userInfo: user },
      }),
    );
    const cancel = await screen.findByRole('button', { name: /^取消收藏 7/ });
    expect(cancel).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^点赞 1,200/ })).toBeEnabled();

    await userEvent.click(cancel);
    await screen.findByRole('button', { name: /^收藏 6/ });
    await userEvent.click(screen.getByRole('button', { name: /^点赞/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^已点赞 1,201/ })).toBeDisabled(),
    );
    expect(calls).toEqual(['cancel:{"id":2}', 'praise:{"id":2}']);
  });

  it('asks a visitor to log in instead of calling the server', async () => {
    render(
      withProviders(<DesignReactions target="hall" id={2} praiseCount={3} collectCount={1} />),
    );
    await userEvent.click(screen.getByRole('button', { name: /^收藏 1/ }));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
