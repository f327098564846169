import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { captchaHandlers, ok, ORIGIN, passCaptcha } from '@/components/account/testing';
import { withProviders } from '@/components/dialogs/testing';
import { PASSWORD_MISMATCH_MSG } from '@/lib/account-form-rules';
import { ACCOUNT_MSG } from '@/lib/account-rules';
import { NewPasswordFields, SmsCodeField } from './account-settings-fields';

const server = setupServer(...captchaHandlers);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('the workbench account fields (antd, on lib/account-form-rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it("sends a code to the form's phone once its own rules pass", async () => {
    const sends: Record<string, string>[] = [];
    server.use(
      http.get(`${ORIGIN}/v1/api/auth/login/sms_code`, ({ request: req }) => {
        sends.push(Object.fromEntries(new URL(req.url).searchParams));
        return ok({ expiresIn: 300, resendIn: 60 });
      }),
    );
    render(
      withProviders(
        <Form>
          <Form.Item
            label="新手机号"
            name="phone"
            rules={[{ required: true, message: '请输入新手机号' }]}
          >
            <Input />
          </Form.Item>
          <SmsCodeField purpose="change" />
        </Form>,
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入新手机号')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('新手机号'), ' 13912345678 ');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passCaptcha();
    expect(await screen.findByText('发送成功，请注意查收')).toBeInTheDocument();
    expect(sends).toEqual([
      { phone: '13912345678', captchaVerification: expect.any(String), type: 'change' },
    ]);
  });

  it('checks the code, the password policy and the confirmation before submitting', async () => {
    const finished = vi.fn();
    render(
      withProviders(
        <Form onFinish={finished}>
          <SmsCodeField purpose="change" />
          <NewPasswordFields label="新密码" />
          <Button htmlType="submit">保存</Button>
        </Form>,
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText('验证码'), '12345');
    await user.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await user.type(screen.getByLabelText('确认新密码'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(ACCOUNT_MSG.codeFormat)).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_MSG.passwordPolicy)).toBeInTheDocument();
    expect(await screen.findByText(PASSWORD_MISMATCH_MSG)).toBeInTheDocument();
    expect(finished).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('验证码'), '6');
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Mall@2026');
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'Mall@2026');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(finished).toHaveBeenCalledWith({
        code: '123456',
        password: 'Mall@2026',
        confirm: 'Mall@2026',
      }),
    );
  });
});
