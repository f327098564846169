'use client';

import { Popconfirm, type PopconfirmProps } from 'antd';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';

export type ConfirmPopoverProps = Omit<PopconfirmProps, 'open' | 'onOpenChange'>;

/**
 * antd's Popconfirm for every confirmation of the mall, usable by keyboard: opening it moves
 * the focus to its confirm button, Escape closes it, and closing gives the focus back to the
 * control that opened it (antd's own does none of these).
 */
export function ConfirmPopover({ okButtonProps, ...props }: ConfirmPopoverProps) {
  const okId = `${useId()}-ok`;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const close = () => {
    setOpen(false);
    const active = document.activeElement;
    const popover = document.getElementById(okId)?.closest('.ant-popover');
    const fromPopover = !active || active === document.body || !!popover?.contains(active);
    // A click elsewhere keeps its own focus; an opener gone with its row cannot take it.
    if (fromPopover && opener.current?.isConnected) opener.current.focus();
  };

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  });
  useEffect(() => {
    if (!open) return;
    window.addEventListener('keydown', onKey);
    // Focused once drawn, without scrolling to where the popup stands before it is placed.
    const frame = requestAnimationFrame(() =>
      document.getElementById(okId)?.focus({ preventScroll: true }),
    );
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, okId]);

  return (
    <Popconfirm
      {...props}
      okButtonProps={{ ...okButtonProps, id: okId }}
      open={open}
      onOpenChange={(next) => {
        if (!next) return close();
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      }}
    />
  );
}
