import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '@/components/dialogs/testing';
import { MallForm, refuseSubmit } from './mall-form';

function SignUp({ onFinish = () => {} }: { onFinish?: () => void }) {
  return (
    <MallForm layout="vertical" onFinish={onFinish}>
      <Form.Item name="name" label="姓名">
        <Input />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请输入手机号' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password />
      </Form.Item>
      <Button htmlType="submit">注册</Button>
    </MallForm>
  );
}

const liveRegion = () => document.querySelector('[aria-live="polite"].visually-hidden');

describe('MallForm', () => {
  it('moves focus to the first invalid field and announces every error on an empty submit', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(withProviders(<SignUp onFinish={onFinish} />));

    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus());
    expect(liveRegion()).toHaveTextContent('有 2 项需要修改：请输入手机号；请输入密码');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('announces again when the same errors are refused a second time', async () => {
    const user = userEvent.setup();
    render(withProviders(<SignUp />));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('请输入手机号'));
    const first = liveRegion()!.firstElementChild;

    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(liveRegion()!.firstElementChild).not.toBe(first));
    expect(liveRegion()).toHaveTextContent('有 1 项需要修改：请输入密码');
    await waitFor(() => expect(screen.getByLabelText('密码')).toHaveFocus());
  });

  it('submits a valid form without announcing anything', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(withProviders(<SignUp onFinish={onFinish} />));
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.type(screen.getByLabelText('密码'), 'abcdefg1');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('refuses a submit its own check turned down the same way', async () => {
    // A form whose whole-form check runs after antd's rules passed, e.g. a shared zod schema.
    function Certify() {
      const [form] = Form.useForm();
      const [sent, setSent] = useState(false);
      return (
        <MallForm
          form={form}
          onFinish={(v: { code?: string }) =>
            /^\d{6}$/.test(v.code ?? '')
              ? setSent(true)
              : refuseSubmit(form, [{ name: 'code', errors: ['请输入6位验证码'] }])
          }
        >
          <Form.Item name="code" label="验证码">
            <Input />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
          {sent ? '已提交' : null}
        </MallForm>
      );
    }
    const user = userEvent.setup();
    render(withProviders(<Certify />));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveFocus());
    expect(liveRegion()).toHaveTextContent('有 1 项需要修改：请输入6位验证码');
    expect(await screen.findByText('请输入6位验证码')).toBeInTheDocument();
  });
});
