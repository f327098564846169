'use client';

import { App, Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { SmsPurpose } from '@/api/modules/auth';
import { CaptchaModal } from '@/components/captcha/captcha-modal';
import { SMS_SENT_TEXT } from '@/lib/account-rules';
import { codeButtonText, codeSecondsLeft } from '@/lib/code-button';
import styles from './account.module.css';

export interface SmsCodeButtonProps {
  purpose: SmsPurpose;
  /** Name of the phone field of the surrounding antd Form. */
  phoneField?: string;
}

/**
 * 获取验证码: checks the phone field, asks for the slider captcha, then sends the code.
 * After a send it stays disabled for 60 s with a countdown; a failed send re-enables it.
 */
export function SmsCodeButton({ purpose, phoneField = 'phone' }: SmsCodeButtonProps) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
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
    try {
      const values = (await form.validateFields([phoneField])) as Record<string, string>;
      setCaptchaFor(String(values[phoneField] ?? '').trim());
    } catch {
      // The form shows the phone error itself.
    }
  };

  const send = async (phone: string, captchaVerification: string) => {
    setSending(true);
    try {
      await api.getSmsCode({ phone, captchaVerification, type: purpose });
      const at = Date.now();
      setNow(at);
      setSentAt(at);
      void message.success(SMS_SENT_TEXT);
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
        type="link"
        disabled={secondsLeft > 0}
        loading={sending}
        onClick={() => void start()}
      >
        {codeButtonText(secondsLeft)}
      </Button>
      <CaptchaModal
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
