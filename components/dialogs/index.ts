export { useDialogs } from './use-dialogs';
export type {
  AuthTipOptions,
  ConfirmOptions,
  DialogHandle,
  DialogKind,
  DialogOptions,
  Dialogs,
} from './use-dialogs';
// The popup dialogs are not here: the shell loads them on demand (widgets/popup-host), and
// every page that asks for useDialogs would otherwise carry them.
