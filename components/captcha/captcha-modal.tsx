'use client';

import { Modal } from 'antd';
import type { CaptchaType } from '@/api/types';
import { ClickWordCaptcha } from './click-word-captcha';
import { SliderCaptcha } from './slider-captcha';

export interface CaptchaModalProps {
  type: CaptchaType;
  open: boolean;
  /** Called 1 s after a pass, with the captchaVerification for the business call. */
  onSuccess: (captchaVerification: string) => void;
  /** Called when the user closes the dialog and after a pass, which closes it. */
  onClose: () => void;
}

/** The captcha in a dialog; every opening starts a fresh challenge. */
export function CaptchaModal({ type, open, onSuccess, onClose }: CaptchaModalProps) {
  const handleSuccess = (captchaVerification: string) => {
    onSuccess(captchaVerification);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="请完成安全验证"
      footer={null}
      width={358}
      centered
      destroyOnHidden
      onCancel={onClose}
    >
      {type === 'blockPuzzle' ? (
        <SliderCaptcha onSuccess={handleSuccess} />
      ) : (
        <ClickWordCaptcha onSuccess={handleSuccess} />
      )}
    </Modal>
  );
}
