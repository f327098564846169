'use client';

import type { PopupInfo } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { popupImage, popupMode } from '@/lib/popup';
import styles from './popup-notice-dialog.module.css';

export interface PopupNoticeDialogProps {
  popup: PopupInfo;
  /** Seconds until the countdown closes the popup. */
  secondsLeft: number;
  /** The image or the button was clicked. */
  onAction: () => void;
  /** The close button, Esc or the mask. */
  onClose: () => void;
}

/** A configured popup notice: an image (pcImgUrl) or a title, text and button (spec §3). */
export function PopupNoticeDialog({
  popup,
  secondsLeft,
  onAction,
  onClose,
}: PopupNoticeDialogProps) {
  const extra = popup.extraJson;
  const image = popupMode(extra) === 'image';
  const countdown = (
    <span className={styles.countdown} aria-live="off">
      {secondsLeft} 秒后自动关闭
    </span>
  );

  return (
    <Dialog
      width={image ? 640 : 480}
      title={image ? '弹窗公告' : extra.pcTitle || '公告'}
      hideTitle={image}
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          {countdown}
          {image ? null : (
            <Button variant="primary" onClick={onAction}>
              {extra.pcButtonName || '我知道了'}
            </Button>
          )}
        </div>
      }
    >
      {image ? (
        <button
          type="button"
          className={styles.imageButton}
          onClick={onAction}
          aria-label={extra.pcTitle || (extra.buttonUrl ? '查看详情' : '我知道了')}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- configured remote image */}
          <img
            className={styles.image}
            {...popupImage(extra.pcImgUrl ?? '')}
            alt={extra.pcTitle ?? ''}
          />
        </button>
      ) : (
        <p className={styles.content}>{extra.pcContent}</p>
      )}
    </Dialog>
  );
}
