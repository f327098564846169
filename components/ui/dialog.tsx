'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  /** Names the dialog for screen readers; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Width in px on wide screens; narrow screens keep a 16 px margin. */
  width?: number;
  footer?: ReactNode;
  /** The close button, Esc or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: showModal() makes the page behind it inert,
 * moves the focus in and gives it back on close, and Esc fires `cancel`. The announcement
 * popups use it, so a first visit to a page does not load antd's Modal and providers.
 */
export function Dialog({ title, hideTitle, width = 480, footer, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={{ width }}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The owner decides when it closes (it unmounts the dialog).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only the backdrop hits the <dialog> itself; the panel covers the rest.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
