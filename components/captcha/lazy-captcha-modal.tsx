'use client';

import { Suspense } from 'react';
import { LazyLoading } from '@/components/shell/lazy-loading';
import { lazyWithAntd } from '@/components/shell/lazy-with-antd';
import type { CaptchaModalProps } from './captcha-modal';

const CaptchaModal = lazyWithAntd(() => import('./captcha-modal').then((m) => m.CaptchaModal));

/**
 * The captcha dialog for forms of plain controls (the account site, whose login a shared link
 * opens on a phone): its code and antd's load when it first opens, not with the page.
 */
export function LazyCaptchaModal(props: CaptchaModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<LazyLoading />}>
      <CaptchaModal {...props} />
    </Suspense>
  );
}
