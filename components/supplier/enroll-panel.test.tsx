import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toUserInfo } from '@/api/adapters';
import { request } from '@/api/request';
import type { Registration } from '@/api/modules/registration';
import { withProviders } from '@/components/dialogs/testing';
import { SIGNED_IN_COOKIE } from '@/lib/session-hint';
import { EnrollPanel } from './enroll-panel';
import { supplierWire } from './testing';

const ORIGIN = 'http://mall.test';

const me = supplierWire({});

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
let registration: Registration | null = null;
const submitted: unknown[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/user/current`, () => ok(me)),
  http.get(`${ORIGIN}/v1/api/auth/enterprises`, () =>
    ok([{ id: 311, name: me.enterpriseName, type: 1, status: 1 }]),
  ),
  http.get(`${ORIGIN}/v1/api/registration/info`, () => ok(registration)),
  http.post(`${ORIGIN}/v1/api/registration/submit`, async ({ request: req }) => {
    submitted.push(await req.json());
    registration = {
      enterpriseId: 311,
      enterpriseName: me.enterpriseName!,
      tenantStatus: 'supplier_approving',
      status: 0,
      submittedAt: '2026-05-01T02:00:00.000Z',
      rejectReason: null,
    };
    return ok({ id: 1, tenantStatus: 'supplier_approving' });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
});
afterEach(() => {
  submitted.length = 0;
});
afterAll(() => server.close());

describe('EnrollPanel', () => {
  it('signs up through registration/submit and then shows the sign-up in review', async () => {
    registration = null;
    render(withProviders(<EnrollPanel />, { user: { userInfo: toUserInfo(me) } }));
    await userEvent.click(screen.getByRole('button', { name: '立即报名' }));
    expect((await screen.findAllByText('报名成功'))[0]).toBeInTheDocument();
    expect(submitted).toEqual([{ enterpriseId: 311 }]);
    expect(
      await screen.findByText('杭州启航新型建材有限公司：您已提交报名，平台正在审核，请耐心等待'),
    ).toBeInTheDocument();
    expect(screen.getByText('报名时间：2026-05-01 10:00')).toBeInTheDocument();
  });

  it('shows why the last sign-up was turned down', async () => {
    registration = {
      enterpriseId: 311,
      enterpriseName: '杭州启航新型建材有限公司',
      tenantStatus: 'supplier_approve_fail',
      status: -1,
      submittedAt: '2026-05-01T02:00:00.000Z',
      rejectReason: '缺少近三年业绩',
    };
    render(withProviders(<EnrollPanel />, { user: { userInfo: toUserInfo(me) } }));
    await waitFor(() => expect(screen.getByText(/原因：缺少近三年业绩/)).toBeInTheDocument());
    expect(screen.getByText(/可按原因完善后重新报名/)).toBeInTheDocument();
  });
});
