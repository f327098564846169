'use client';

import { ReloadOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './captcha.module.css';
import type { CaptchaState } from './use-captcha';

export interface CaptchaPanelProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
  state: CaptchaState;
  onRefresh: () => void;
  imageAlt: string;
  /** Shown over the bottom of the image (the slider's result). */
  tip?: string;
  children?: ReactNode;
}

/** The 310x155 image area both widgets share: background, loading/error states, refresh. */
export function CaptchaPanel({
  ref,
  state,
  onRefresh,
  imageAlt,
  tip = '',
  children,
  className,
  ...rest
}: CaptchaPanelProps) {
  const { status, image } = state;
  return (
    <div ref={ref} className={[styles.panel, className].filter(Boolean).join(' ')} {...rest}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL from the captcha server
        <img
          className={styles.background}
          src={`data:image/png;base64,${image.originalImageBase64}`}
          alt={imageAlt}
          draggable={false}
        />
      ) : null}
      {children}
      {status === 'loading' ? (
        <div className={styles.overlay}>
          <Spin size="small" />
          <span>验证码加载中…</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.overlay} role="alert">
          {state.message}
        </div>
      ) : null}
      <button
        type="button"
        className={styles.refresh}
        aria-label="刷新验证码"
        title="刷新验证码"
        disabled={status === 'checking' || status === 'success'}
        onClick={(e) => {
          e.stopPropagation();
          onRefresh();
        }}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <ReloadOutlined />
      </button>
      <div
        className={[styles.tip, status === 'success' ? styles.success : styles.failure].join(' ')}
        role="status"
        aria-live="polite"
      >
        {tip}
      </div>
    </div>
  );
}
