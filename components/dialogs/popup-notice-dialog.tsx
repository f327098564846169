'use client';

import { Button, Modal } from 'antd';
import type { PopupInfo } from '@/api/types';
import { popupMode } from '@/lib/popup';
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
    <Modal
      open
      centered
      width={image ? 640 : 480}
      title={image ? <span className="visually-hidden">弹窗公告</span> : extra.pcTitle || '公告'}
      onCancel={onClose}
      destroyOnHidden
      footer={
        image ? (
          <div className={styles.footer}>{countdown}</div>
        ) : (
          <div className={styles.footer}>
            {countdown}
            <Button type="primary" autoInsertSpace={false} onClick={onAction}>
              {extra.pcButtonName || '我知道了'}
            </Button>
          </div>
        )
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
          <img className={styles.image} src={extra.pcImgUrl} alt={extra.pcTitle ?? ''} />
        </button>
      ) : (
        <p className={styles.content}>{extra.pcContent}</p>
      )}
    </Modal>
  );
}
