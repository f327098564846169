import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/components/shell/test-providers';
import { ConfirmPopover } from './confirm-popover';

function renderConfirm(onConfirm = vi.fn()) {
  render(
    <Providers themeColor="#1d4ed8" initial={{ app: { runtimeEnv: 'local' } }}>
      <button type="button">移入项目</button>
      <ConfirmPopover
        title="确定从采购车删除这件商品吗？"
        okText="删除"
        cancelText="取消"
        onConfirm={onConfirm}
      >
        <button type="button">删除</button>
      </ConfirmPopover>
    </Providers>,
  );
  return { onConfirm, trigger: screen.getByRole('button', { name: '删除' }) };
}

describe('ConfirmPopover', () => {
  it('moves the focus to its confirm button, which Enter presses', async () => {
    const { onConfirm, trigger } = renderConfirm();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('确定从采购车删除这件商品吗？')).toBeInTheDocument();
    const confirm = await waitFor(() => {
      const button = document.activeElement;
      expect(button).not.toBe(trigger);
      expect(button).toHaveTextContent('删除');
      return button as HTMLElement;
    });
    expect(confirm.tagName).toBe('BUTTON');
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape with the focus back on the control that opened it', async () => {
    const { onConfirm, trigger } = renderConfirm();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).not.toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    // Closed, so the next Enter opens it again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).not.toHaveFocus());
    expect(document.activeElement).toHaveTextContent('删除');
  });

  it('gives the focus back after 取消 too', async () => {
    const { trigger } = renderConfirm();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).not.toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
