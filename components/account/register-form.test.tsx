import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { readStoredUserInfo } from '@/stores/user-store';
import { RegisterForm } from './register-form';
import { RESET_REDIRECT_MS, RESET_SUCCESS_TEXT, ResetForm } from './reset-form';
import { fail, mockLocation, ok, ORIGIN } from './testing';

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

const server = setupServer();
let bodies: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  search = '';
  bodies = [];
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

function record(method: 'post' | 'put', path: string, answer: () => Response = () => ok()) {
  server.use(
    http[method](`${ORIGIN}${path}`, async ({ request: req }) => {
      bodies.push(await req.json());
      return answer();
    }),
  );
}

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  return user;
}

describe('RegisterForm', () => {
  it('enforces the password policy, the confirmation and the terms before posting', async () => {
    record('post', '/v1/api/auth/register');
    render(withProviders(<RegisterForm allowedHosts={[]} />));
    const user = await fill({
      手机号: '13912345678',
      验证码: '123456',
      密码: 'abcdefgh',
      确认密码: 'abcdefgx',
    });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(
      await screen.findByText('密码须为8-20位，同时包含字母和数字，不能含空格或中文'),
    ).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(await screen.findByText('请阅读并同意《平台服务协议》')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(screen.getByLabelText('密码', { exact: true }));
    await user.type(screen.getByLabelText('密码', { exact: true }), 'abcdefg1');
    await waitFor(() =>
      expect(
        screen.queryByText('密码须为8-20位，同时包含字母和数字，不能含空格或中文'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('registers, signs in and opens the plain returnUrl', async () => {
    search = `returnUrl=${encodeURIComponent('/yeation?x=1')}&from=mall`;
    record('post', '/v1/api/sso/register', () =>
      ok({ userInfo: { id: 9, name: '李四', phone: '13912345678' } as UserInfo }),
    );
    const assign = mockLocation();
    render(withProviders(<RegisterForm allowedHosts={[]} />));
    const user = await fill({
      手机号: '13912345678',
      验证码: '123456',
      密码: 'Build2026',
      确认密码: 'Build2026',
      '姓名（选填）': ' 李四 ',
    });
    await user.click(screen.getByRole('checkbox', { name: /平台服务协议/ }));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/yeation?x=1'));
    expect(bodies).toEqual([
      {
        phone: '13912345678',
        code: '123456',
        password: 'Build2026',
        name: '李四',
        returnUrl: '/yeation?x=1',
        from: 'mall',
      },
    ]);
    expect(readStoredUserInfo()?.name).toBe('李四');
  });

  it('shows the server message and keeps the form filled', async () => {
    record('post', '/v1/api/auth/register', () => fail(400, '该手机号已注册，请直接登录'));
    const assign = mockLocation();
    render(withProviders(<RegisterForm allowedHosts={[]} />));
    const user = await fill({
      手机号: '13912345678',
      验证码: '123456',
      密码: 'Build2026',
      确认密码: 'Build2026',
    });
    await user.click(screen.getByRole('checkbox', { name: /平台服务协议/ }));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该手机号已注册，请直接登录');
    expect(screen.getByLabelText('验证码')).toHaveValue('123456');
    expect(screen.getByLabelText('密码', { exact: true })).toHaveValue('Build2026');
    expect(screen.getByRole('checkbox', { name: /平台服务协议/ })).toBeChecked();
    expect(assign).not.toHaveBeenCalled();
  });

  it('links the terms to the help page and marks new passwords', () => {
    render(withProviders(<RegisterForm allowedHosts={[]} />));
    expect(screen.getByRole('link', { name: '《平台服务协议》' })).toHaveAttribute('href', '/help');
    for (const label of ['密码', '确认密码']) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute(
        'autocomplete',
        'new-password',
      );
    }
  });
});

describe('ResetForm', () => {
  it('sets the new password, says so and opens the login page', async () => {
    search = `returnUrl=${encodeURIComponent('/cart')}&from=mall`;
    record('put', '/v1/api/auth/resetPassword');
    const assign = mockLocation();
    render(withProviders(<ResetForm />));
    const user = await fill({
      手机号: '13912345678',
      验证码: '654321',
      新密码: 'Newpass99',
      确认新密码: 'Newpass99',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText(RESET_SUCCESS_TEXT)).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '13912345678', code: '654321', password: 'Newpass99' }]);
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS));
    expect(assign).toHaveBeenCalledWith('/reg/login?returnUrl=L2NhcnQ%3D&from=mall');
  });
});
