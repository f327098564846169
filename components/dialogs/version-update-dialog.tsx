'use client';

import { api } from '@/api';
import type { PopupInfo } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { VERSION_UPDATE_POPUP_ID } from '@/lib/popup';
import styles from './popup-notice-dialog.module.css';

export interface VersionUpdateDialogProps {
  /** The announcement (popup id 2) as getPopupInfoApi sends it. */
  popup: PopupInfo;
  onClose: () => void;
}

/** The version-update announcement; closing it marks popup 2 read (changePopupInfoApi). */
export function VersionUpdateDialog({ popup, onClose }: VersionUpdateDialogProps) {
  const close = () => {
    onClose();
    api
      .changePopupInfoApi({ popupId: VERSION_UPDATE_POPUP_ID }, { skipErrorHandler: true })
      .catch((error: unknown) => console.error('版本更新公告已读记录失败', error));
  };

  return (
    <Dialog
      title={popup.extraJson.pcTitle || '版本更新公告'}
      onClose={close}
      footer={
        <div className={styles.footer}>
          <Button variant="primary" onClick={close}>
            {popup.extraJson.pcButtonName || '我知道了'}
          </Button>
        </div>
      }
    >
      <p className={styles.content}>{popup.extraJson.pcContent}</p>
    </Dialog>
  );
}
