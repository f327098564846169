import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedback } from '@/api/feedback';
import { useMallFeedback } from './mall-feedback';
import { ShellFeedback } from './shell-feedback';

function Consumer({ onOk }: { onOk: () => void }) {
  const { message, modal } = useMallFeedback();
  return (
    <>
      <button type="button" onClick={() => message.success('收藏成功')}>
        收藏
      </button>
      <button
        type="button"
        onClick={() => modal.confirm({ title: '开通身份', content: '确定开通吗？', onOk })}
      >
        开通
      </button>
    </>
  );
}

function renderShell() {
  const onOk = vi.fn();
  render(
    <ShellFeedback themeColor="#1d4ed8">
      <Consumer onOk={onOk} />
    </ShellFeedback>,
  );
  return onOk;
}

describe('ShellFeedback', () => {
  it('loads antd on the first toast and shows it', async () => {
    renderShell();
    expect(document.querySelector('.ant-message')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
  });

  it('opens a themed confirm dialog whose 确定 runs the action', async () => {
    const onOk = renderShell();
    await userEvent.click(screen.getByRole('button', { name: '开通' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定开通吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });

  it("carries the request layer's toasts too", async () => {
    renderShell();
    feedback.error('网络异常，请稍后重试');
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
  });
});
