import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { withProviders } from '@/components/dialogs/testing';
import { usePlainForm } from '@/components/forms/plain-form';
import { phoneMessage } from '@/lib/account-form-rules';
import { PhoneField, SmsCodeField } from './account-fields';
import { captchaHandlers, fail, ok, ORIGIN, passCaptcha } from './testing';

const server = setupServer(...captchaHandlers);
let sends: Record<string, string>[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  sends = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function answerSms(answer: () => Response) {
  server.use(
    http.get(`${ORIGIN}/v1/api/auth/login/sms_code`, ({ request: req }) => {
      sends.push(Object.fromEntries(new URL(req.url).searchParams));
      return answer();
    }),
  );
}

function CodeForm() {
  const form = usePlainForm({
    initial: () => ({ phone: '', code: '' }),
    check: ({ phone }): Record<string, string> => {
      const message = phoneMessage(phone);
      return message ? { phone: message } : {};
    },
    save: async () => undefined,
  });
  return (
    <form {...form.formProps}>
      <PhoneField form={form} />
      <SmsCodeField form={form} purpose="register" />
    </form>
  );
}

function renderCodeForm() {
  render(withProviders(<CodeForm />));
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

const codeButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });

describe('SmsCodeButton', () => {
  it('sends after the captcha, then waits 60 s with a countdown', async () => {
    answerSms(() => ok({ expiresIn: 300, resendIn: 60 }));
    const user = renderCodeForm();
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('dialog', { name: '请完成安全验证' })).toBeInTheDocument();
    await passCaptcha();

    expect(await screen.findByText('发送成功，请注意查收')).toBeInTheDocument();
    expect(sends).toEqual([
      { phone: '13912345678', captchaVerification: expect.any(String), type: 'register' },
    ]);
    await waitFor(() => expect(codeButton()).toHaveTextContent('60秒后重新获取'));
    expect(codeButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(codeButton()).toHaveTextContent('30秒后重新获取');
    expect(codeButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(29_000));
    expect(codeButton()).toHaveTextContent('1秒后重新获取');
    expect(codeButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1_000));
    expect(codeButton()).toHaveTextContent('获取验证码');
    expect(codeButton()).toBeEnabled();
  });

  it('does not open the captcha or send for an invalid phone', async () => {
    answerSms(() => ok({ expiresIn: 300, resendIn: 60 }));
    const user = renderCodeForm();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '1391234567');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sends).toHaveLength(0);
    expect(codeButton()).toBeEnabled();
    // The message follows the phone as it is corrected; the code field was never checked.
    await user.type(screen.getByLabelText('手机号'), '8');
    expect(screen.queryByText('请输入正确的11位手机号码')).not.toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message and stays usable when sending fails', async () => {
    answerSms(() => fail(429, '发送过于频繁，请42秒后再试'));
    const user = renderCodeForm();
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passCaptcha();
    expect(await screen.findByText('发送过于频繁，请42秒后再试')).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    await waitFor(() => expect(codeButton()).toBeEnabled());
    expect(codeButton()).toHaveTextContent('获取验证码');
  });
});
