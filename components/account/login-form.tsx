'use client';

import { Alert, Button, Form, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { api, isApiError } from '@/api';
import { CaptchaModal } from '@/components/captcha/captcha-modal';
import { MallForm } from '@/components/forms/mall-form';
import { CAPTCHA_REQUIRED_CODE, ESCALATION_MSG } from '@/lib/login-escalation';
import { codeSignIn, failureText, loginResult, QUIET } from './account-calls';
import { CurrentPasswordField, PhoneField, SmsCodeField } from './account-fields';
import { accountPageHref, type AccountVariant } from './account-navigation';
import styles from './account.module.css';
import { useAccountQuery } from './use-account-query';
import { useFinishSignIn } from './use-finish-sign-in';

type LoginMode = 'password' | 'code';

interface LoginValues {
  phone: string;
  password?: string;
  code?: string;
}

export interface AccountFormProps {
  /** Hosts a return URL may point to besides the current one (the theme's domains). */
  allowedHosts: readonly string[];
  variant?: AccountVariant;
}

/**
 * 密码登录 / 验证码登录 of the account site (spec §1, §4). After repeated failures the server asks
 * for the click-word captcha (lib/login-escalation); the form shows it and sends the password
 * again with its captchaVerification.
 */
export function LoginForm({ allowedHosts, variant = 'desktop' }: AccountFormProps) {
  const query = useAccountQuery();
  const finish = useFinishSignIn(query, allowedHosts);
  const [form] = Form.useForm<LoginValues>();
  const [mode, setMode] = useState<LoginMode>('password');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The password login waiting for the click-word captcha; null while it is closed. */
  const awaitingCaptcha = useRef<LoginValues | null>(null);
  const [captchaOpen, setCaptchaOpen] = useState(false);

  const submit = async (values: LoginValues, captchaVerification?: string) => {
    setSubmitting(true);
    setError(null);
    const phone = values.phone.trim();
    try {
      if (mode === 'password') {
        const password = values.password ?? '';
        finish(loginResult(await api.login({ phone, password, captchaVerification }, QUIET)));
      } else {
        finish(await codeSignIn(variant, { phone, code: (values.code ?? '').trim() }, query));
      }
    } catch (e) {
      if (mode === 'password' && isApiError(e) && e.code === CAPTCHA_REQUIRED_CODE) {
        awaitingCaptcha.current = values;
        setCaptchaOpen(true);
        return;
      }
      setError(failureText(e));
      setSubmitting(false);
    }
  };

  return (
    <MallForm
      form={form}
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      className={variant === 'mobile' ? `${styles.form} ${styles.mobile}` : styles.form}
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => {
          setMode(key as LoginMode);
          setError(null);
        }}
        destroyOnHidden
        items={[
          {
            key: 'password',
            label: '密码登录',
            children: (
              <>
                <PhoneField />
                <CurrentPasswordField />
              </>
            ),
          },
          {
            key: 'code',
            label: '验证码登录',
            children: (
              <>
                <PhoneField />
                <SmsCodeField purpose="login" />
              </>
            ),
          },
        ]}
      />
      {error ? <Alert className={styles.error} type="error" showIcon title={error} /> : null}
      <div className={styles.assist}>
        {/* The phone site has no reset page of its own (spec §2); the account site's serves both. */}
        <a href={accountPageHref('reset', query)}>忘记密码</a>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
      <p className={styles.switch}>
        还没有账号？<a href={accountPageHref('register', query, variant)}>免费注册</a>
      </p>
      <CaptchaModal
        type="clickWord"
        open={captchaOpen}
        onSuccess={(verification) => {
          const values = awaitingCaptcha.current;
          awaitingCaptcha.current = null;
          if (values) void submit(values, verification);
        }}
        onClose={() => {
          setCaptchaOpen(false);
          // Closed without a pass: the login stays undone until the user tries again.
          if (awaitingCaptcha.current) {
            awaitingCaptcha.current = null;
            setError(ESCALATION_MSG.captchaRequired);
            setSubmitting(false);
          }
        }}
      />
    </MallForm>
  );
}
