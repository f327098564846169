import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { UserInfoWire } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { SIGNED_IN_COOKIE } from '@/lib/session-hint';
import { SignUpButton } from './sign-up-button';
import { supplierWire as wire } from './testing';

const ORIGIN = 'http://mall.test';

let current: UserInfoWire | null = null;
const applied: string[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/user/current`, () =>
    current
      ? HttpResponse.json({ code: 0, msg: 'success', data: current })
      : HttpResponse.json({ code: 401, msg: '请先登录', data: null }, { status: 401 }),
  ),
  http.get(`${ORIGIN}/v1/api/auth/enterprises`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      data: current?.enterpriseId
        ? [{ id: current.enterpriseId, name: 'x', type: 1, status: current.enterpriseStatus }]
        : [],
    }),
  ),
  http.post(`${ORIGIN}/v1/api/apply/:tenantId`, ({ params }) => {
    applied.push(String(params.tenantId));
    return HttpResponse.json({
      code: 0,
      msg: 'success',
      data: { id: 1, tenantStatus: 'supplier_approving' },
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  applied.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const click = async () => {
  // The server sets this readable hint beside a signed-in user's (httpOnly) session cookie.
  document.cookie = current
    ? `${SIGNED_IN_COOKIE}=1; path=/`
    : `${SIGNED_IN_COOKIE}=; max-age=0; path=/`;
  render(withProviders(<SignUpButton />));
  await userEvent.click(screen.getByRole('button', { name: '立即报名' }));
};

describe('SignUpButton', () => {
  it('signs an approved supplier up and shows 报名成功 with the 3-working-day promise', async () => {
    current = wire({});
    await click();
    expect((await screen.findAllByText('报名成功'))[0]).toBeInTheDocument();
    expect(screen.getByText(/3个工作日内与您联系/)).toBeInTheDocument();
    expect(applied).toEqual(['311']);
  });

  it('tells a selected supplier it already is one, without a request', async () => {
    current = wire({ tenantStatus: 'supplier' });
    await click();
    expect(await screen.findByText('您已成为供应商')).toBeInTheDocument();
    expect(applied).toEqual([]);
  });

  it('asks a company in review to wait', async () => {
    current = wire({ enterpriseStatus: 0, tenantStatus: 'company_approving', topType: 3 });
    await click();
    expect(await screen.findByText('您提交的认证正在审批中')).toBeInTheDocument();
  });

  it('sends a user without a company to certify first', async () => {
    current = wire({ enterpriseId: null, enterpriseStatus: null, tenantStatus: null, topType: 3 });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await click();
    expect(await screen.findByText('请提交公司认证后再进行报名')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'), { timeout: 3000 });
    expect(applied).toEqual([]);
  });
});
