import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { fail, ok, ORIGIN } from '@/components/account/testing';
import { withProviders } from '@/components/dialogs/testing';
import type { SignInTiming } from '@/lib/activity-sign-in';
import { ActivitySignInForm } from './activity-sign-in-form';

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

// 2026-06-02 09:00 to 17:00 China time.
const WINDOW = '签到时间为活动开始前 2 小时至活动结束（2026-06-02 07:00 至 2026-06-02 17:00）';

const renderForm = (timing: SignInTiming) =>
  render(
    withProviders(
      <ActivitySignInForm
        activityId={5}
        startTime="2026-06-02T01:00:00.000Z"
        endTime="2026-06-02T09:00:00.000Z"
        timing={timing}
        successPath="/mobile/poster/success"
      />,
    ),
  );

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('报名手机号'), '13912340001');
  await user.type(screen.getByLabelText('签到码'), '246810');
  await user.click(screen.getByRole('button', { name: '签到' }));
}

describe('ActivitySignInForm', () => {
  it('says when sign-in opens before the window, and shows the server refusal', async () => {
    server.use(
      http.put(`${ORIGIN}/v1/api/activity/sign`, () => fail(400, `签到尚未开始，${WINDOW}`)),
    );
    renderForm('early');
    expect(screen.getByText('签到尚未开始')).toBeInTheDocument();
    expect(screen.getByText(WINDOW)).toBeInTheDocument();
    await signIn();
    expect(await screen.findByText(`签到尚未开始，${WINDOW}`)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the window and signs in inside it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${ORIGIN}/v1/api/activity/sign`, async ({ request: req }) => {
        bodies.push(await req.json());
        return ok({
          attendeeId: 7,
          name: '陈思远',
          tenantName: '南京海川建材有限公司',
          signedInAt: '2026-06-02T00:30:00.000Z',
          already: false,
        });
      }),
    );
    renderForm('open');
    expect(screen.getByText(WINDOW)).toBeInTheDocument();
    expect(screen.queryByText('签到尚未开始')).not.toBeInTheDocument();
    await signIn();
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        `/mobile/poster/success?${new URLSearchParams({ id: '5', kind: 'signin', name: '陈思远' })}`,
      ),
    );
    expect(bodies).toEqual([{ activityId: 5, code: '246810', phone: '13912340001' }]);
  });

  it('asks for the phone and a well-formed code before sending anything', async () => {
    renderForm('open');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('签到码'), '12');
    await user.click(screen.getByRole('button', { name: '签到' }));
    const phone = screen.getByLabelText('报名手机号');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('请输入手机号');
    expect(screen.getByLabelText('签到码')).toHaveAccessibleDescription('请输入正确的签到码');
    expect(push).not.toHaveBeenCalled();
  });

  it('offers no form after the end', () => {
    renderForm('closed');
    expect(screen.getByText('活动已结束，无法签到')).toBeInTheDocument();
    expect(screen.getByText(WINDOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '活动签到' })).not.toBeInTheDocument();
  });
});
