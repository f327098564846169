'use client';

import Link from 'next/link';
import type { ModalFuncProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { Id, TenantStatus } from '@/api/types';
import {
  AUTH_APPROVING_TEXT,
  AUTH_REJECTED_TEXT,
  AUTH_TIP_DEFAULT_TEXT,
  FILE_VIEW_TEXT,
  MEMBERS_ONLY_TEXT,
  assertDialogParams,
  reauthUrl,
  supportLine,
} from '@/lib/dialog';
import { useAppStore } from '@/stores/store-provider';
import styles from './dialogs.module.css';
import { useMallFeedback, type DialogHandle } from '@/components/shell/mall-feedback';

export type DialogKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';

export interface DialogOptions extends Omit<ModalFuncProps, 'title' | 'content' | 'type'> {
  title: ReactNode;
  content: ReactNode;
  /** antd's dialog flavour; 'info' (one button) by default. */
  kind?: DialogKind;
}

export type { DialogHandle };

export interface ConfirmOptions extends Omit<DialogOptions, 'kind'> {
  /** Runs on 确定; a returned promise keeps the dialog open (loading) until it settles. */
  onOk?: () => unknown;
}

export interface AuthTipOptions {
  /** The enterprise's tenant status; picks the variant of spec §4. */
  status?: TenantStatus | null;
  /** For re-authentication of a rejected company. */
  enterpriseId?: Id | null;
  type?: number | null;
  /** Replaces the default text 公司认证审核通过后方可使用工作台. */
  content?: ReactNode;
}

export interface Dialogs {
  /** The dialog helper: title and content are required (spec §5). */
  openDialog: (options: DialogOptions) => DialogHandle;
  /** Buttons 取消 and 确定; resolves true on 确定, false otherwise. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The auth-tip dialog: rejected companies may re-authenticate, approving ones are told to wait. */
  authTip: (options?: AuthTipOptions) => DialogHandle;
  /** Members-only announcement details, with a link to /yeation. */
  membersOnly: () => DialogHandle;
  /** Files are for buyer members only, with the customer service line. */
  fileView: () => DialogHandle;
}

// antd spaces out two-character Chinese labels (确 定); the spec's labels are exact.
const exactLabel = { autoInsertSpace: false } as const;

function DialogText({
  text,
  notice,
  hotline,
}: {
  text: ReactNode;
  notice?: string;
  hotline?: string;
}) {
  const line = supportLine(hotline);
  return (
    <div className={styles.text}>
      <p>{text}</p>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      {line ? <p className={styles.support}>{line}</p> : null}
    </div>
  );
}

/** The mall's dialogs, built on antd's themed modal API (useMallFeedback). */
export function useDialogs(): Dialogs {
  const { modal } = useMallFeedback();
  const configured = useAppStore((s) => s.configuration.customerServiceHotline);
  const hotline = typeof configured === 'string' ? configured : undefined;

  return useMemo(() => {
    const openDialog = (options: DialogOptions): DialogHandle => {
      assertDialogParams(options);
      const { kind = 'info', okButtonProps, cancelButtonProps, ...rest } = options;
      return modal[kind]({
        okText: '确定',
        cancelText: '取消',
        ...rest,
        okButtonProps: { ...exactLabel, ...okButtonProps },
        cancelButtonProps: { ...exactLabel, ...cancelButtonProps },
      });
    };

    const confirm = (options: ConfirmOptions): Promise<boolean> =>
      new Promise<boolean>((resolve) => {
        const { onOk, onCancel, ...rest } = options;
        openDialog({
          ...rest,
          kind: 'confirm',
          okText: '确定',
          cancelText: '取消',
          onOk: async () => {
            await onOk?.();
            resolve(true);
          },
          onCancel: (...args: unknown[]) => {
            onCancel?.(...args);
            resolve(false);
          },
        });
      });

    const authTip = ({ status, enterpriseId, type, content }: AuthTipOptions = {}) => {
      const text = content ?? AUTH_TIP_DEFAULT_TEXT;
      if (status === 'company_approve_fail') {
        return openDialog({
          kind: 'confirm',
          title: '认证未通过',
          content: <DialogText text={text} notice={AUTH_REJECTED_TEXT} hotline={hotline} />,
          okText: '重新认证',
          onOk: () => window.location.assign(reauthUrl(enterpriseId, type)),
        });
      }
      const approving = status === 'company_approving';
      return openDialog({
        title: approving ? '认证审核中' : '提示',
        content: (
          <DialogText
            text={text}
            notice={approving ? AUTH_APPROVING_TEXT : undefined}
            hotline={hotline}
          />
        ),
        okText: '知道了',
      });
    };

    const membersOnly = () =>
      openDialog({
        title: '提示',
        content: (
          <div className={styles.text}>
            <p>{MEMBERS_ONLY_TEXT}</p>
            <p>
              <Link className={styles.link} href="/yeation" prefetch={false}>
                了解优选会员
              </Link>
            </p>
          </div>
        ),
        okText: '知道了',
      });

    const fileView = () =>
      openDialog({
        title: '提示',
        content: <DialogText text={FILE_VIEW_TEXT} hotline={hotline} />,
        okText: '知道了',
      });

    return { openDialog, confirm, authTip, membersOnly, fileView };
  }, [modal, hotline]);
}
