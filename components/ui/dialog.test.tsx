import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function open(props: { hideTitle?: boolean } = {}) {
  const onClose = vi.fn();
  const view = render(
    <Dialog
      title="版本更新公告"
      onClose={onClose}
      footer={<button type="button">好的</button>}
      {...props}
    >
      <p>新版上线</p>
    </Dialog>,
  );
  return { onClose, view, dialog: screen.getByRole('dialog', { name: '版本更新公告' }) };
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with the body and footer inside', () => {
    const { dialog } = open();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('新版上线');
    expect(screen.getByRole('heading', { name: '版本更新公告' })).toBeVisible();
    expect(screen.getByRole('button', { name: '好的' })).toBeInTheDocument();
  });

  it('keeps a hidden title as the name for screen readers', () => {
    open({ hideTitle: true });
    expect(screen.getByRole('heading', { name: '版本更新公告' })).toHaveClass('visually-hidden');
  });

  it('asks its owner to close from the close button, Esc and the backdrop, not from inside', async () => {
    const { dialog, onClose } = open();
    await userEvent.click(screen.getByText('新版上线'));
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    // Esc makes the browser fire `cancel`; the dialog stays open until the owner unmounts it.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes the native dialog when unmounted', () => {
    const { dialog, view } = open();
    view.unmount();
    expect(dialog).not.toHaveAttribute('open');
  });
});
