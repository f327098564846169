export { useDialogs } from './use-dialogs';
export type {
  AuthTipOptions,
  ConfirmOptions,
  DialogHandle,
  DialogKind,
  DialogOptions,
  Dialogs,
} from './use-dialogs';
export { PopupNoticeDialog } from './popup-notice-dialog';
export type { PopupNoticeDialogProps } from './popup-notice-dialog';
export { VersionUpdateDialog } from './version-update-dialog';
export type { VersionUpdateDialogProps } from './version-update-dialog';
