import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '@/components/dialogs/testing';
import { SelfInquiryForm } from './self-inquiry-form';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

describe('SelfInquiryForm', () => {
  it('asks for each required field by name, as the server does, and sends nothing', async () => {
    const user = userEvent.setup();
    render(withProviders(<SelfInquiryForm />));
    await user.type(screen.getByLabelText('采购数量'), '5');
    await user.clear(screen.getByLabelText('采购数量'));
    await user.click(screen.getByRole('button', { name: /发布/ }));
    for (const text of [
      '请输入产品名称',
      '请输入采购数量',
      '请输入单位',
      '请输入联系人',
      '请输入手机号',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText(/实际接收|须大于/)).toBeNull();
  });
});
