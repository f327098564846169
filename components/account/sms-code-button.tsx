'use client';

import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { SmsPurpose } from '@/api/modules/auth';
import { LazyCaptchaModal } from '@/components/captcha/lazy-captcha-modal';
import { useMallFeedback } from '@/components/shell/mall-feedback';
import { Button } from '@/components/ui/button';
import { SMS_SENT_TEXT } from '@/lib/account-rules';
import { codeButtonText, codeSecondsLeft } from '@/lib/code-button';
import styles from './account.module.css';

export interface SmsCodeButtonProps {
  purpose: SmsPurpose;
  /**
   * The phone to send to, once its field passed its check (the form shows the field's message);
   * null when it did not.
   */
  checkPhone: () => Promise<string | null> | string | null;
}

/**
 * 获取验证码: checks the phone field, asks for the slider captcha, then sends the code.
 * After a send it stays disabled for 60 s with a countdown; a failed send re-enables it.
 */
export function SmsCodeButton({ purpose, checkPhone }: SmsCodeButtonProps) {
  const { message } = useMallFeedback();
  /** The checked phone waiting for the captcha; null while the captcha is closed. */
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = codeSecondsLeft(sentAt, now);

  useEffect(() => {
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (codeSecondsLeft(sentAt, at) === 0) {
        clearInterval(timer);
        setSentAt(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);

  const start = async () => {
    const phone = await checkPhone();
    if (phone) setCaptchaFor(phone);
  };

  const send = async (phone: string, captchaVerification: string) => {
    setSending(true);
    try {
      await api.getSmsCode({ phone, captchaVerification, type: purpose });
      const at = Date.now();
      setNow(at);
      setSentAt(at);
      message.success(SMS_SENT_TEXT);
    } catch {
      // The request layer already showed the server's message; the button is usable again.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        className={styles.codeButton}
        variant="link"
        disabled={secondsLeft > 0}
        loading={sending}
        onClick={() => void start()}
      >
        {codeButtonText(secondsLeft)}
      </Button>
      <LazyCaptchaModal
        type="blockPuzzle"
        open={captchaFor !== null}
        onSuccess={(verification) => {
          if (captchaFor) void send(captchaFor, verification);
        }}
        onClose={() => setCaptchaFor(null)}
      />
    </>
  );
}
