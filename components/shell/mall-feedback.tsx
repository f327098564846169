'use client';

import type { ModalFuncProps } from 'antd';
import { createContext, use, type ReactNode } from 'react';

type Notify = (content: string) => unknown;

/** Toasts: antd's message API, as far as the mall uses it. */
export interface MallMessage {
  info: Notify;
  success: Notify;
  warning: Notify;
  error: Notify;
}

/** What an opened dialog can do: close it or change it. */
export interface DialogHandle {
  destroy: () => void;
  update: (config: ModalFuncProps) => void;
}

type OpenDialog = (props: ModalFuncProps) => DialogHandle;

/** Dialogs: antd's modal API, as far as the mall uses it. */
export interface MallModal {
  info: OpenDialog;
  success: OpenDialog;
  error: OpenDialog;
  warning: OpenDialog;
  confirm: OpenDialog;
}

export interface MallFeedback {
  message: MallMessage;
  modal: MallModal;
  /** The theme colour, for islands that bring antd with them (they wrap it in AntdProviders). */
  themeColor: string;
}

const FeedbackContext = createContext<MallFeedback | null>(null);

/**
 * Toasts and dialogs for components that render on pages with or without antd's providers:
 * under AntdProviders they are App's themed APIs; in the desktop shell and on the pages people
 * open first (home, listing, detail), which load no antd, they load it on first use.
 */
export function useMallFeedback(): MallFeedback {
  const feedback = use(FeedbackContext);
  if (!feedback) throw new Error('useMallFeedback needs AntdProviders or ShellFeedback above it');
  return feedback;
}

export function FeedbackProvider({
  value,
  children,
}: {
  value: MallFeedback;
  children: ReactNode;
}) {
  return <FeedbackContext value={value}>{children}</FeedbackContext>;
}
