import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { fail, ok, ORIGIN } from '@/components/account/testing';
import { StoreProviders } from '@/components/shell/store-providers';
import { CertificateEntryForm } from './certificate-entry-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  push.mockReset();
});
afterAll(() => server.close());

// The poster pages have the stores and no antd around their forms.
const renderForm = () =>
  render(
    <StoreProviders initial={{}}>
      <CertificateEntryForm activityId={5} />
    </StoreProviders>,
  );

describe('CertificateEntryForm', () => {
  it('checks the phone before asking the server', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('报名手机号'), '123');
    await user.click(screen.getByRole('button', { name: '查看证书' }));
    expect(screen.getByLabelText('报名手机号')).toHaveAccessibleDescription(
      '请输入正确的11位手机号码',
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('says why there is no certificate, keeping the phone, then opens the one it finds', async () => {
    let signedIn = false;
    server.use(
      http.get(`${ORIGIN}/v1/api/activity/certificate`, ({ request: req }) => {
        expect(new URL(req.url).searchParams.get('phone')).toBe('13912340001');
        return signedIn
          ? ok({ no: 'MK-20260602-0007' })
          : fail(400, '您尚未签到，签到后可领取证书');
      }),
    );
    const user = userEvent.setup();
    const { container } = renderForm();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    await user.type(screen.getByLabelText('报名手机号'), '13912340001');
    await user.click(screen.getByRole('button', { name: '查看证书' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您尚未签到，签到后可领取证书');
    expect(screen.getByLabelText('报名手机号')).toHaveValue('13912340001');

    signedIn = true;
    await user.click(screen.getByRole('button', { name: '查看证书' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        '/mobile/poster/certificateDetails?id=5&no=MK-20260602-0007',
      ),
    );
  });
});
