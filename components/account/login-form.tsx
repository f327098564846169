'use client';

import { Alert, Button, Form, Tabs } from 'antd';
import { useState } from 'react';
import { api } from '@/api';
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

/** 密码登录 / 验证码登录 of the account site (spec §1, §4). */
export function LoginForm({ allowedHosts, variant = 'desktop' }: AccountFormProps) {
  const query = useAccountQuery();
  const finish = useFinishSignIn(query, allowedHosts);
  const [form] = Form.useForm<LoginValues>();
  const [mode, setMode] = useState<LoginMode>('password');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    const phone = values.phone.trim();
    try {
      if (mode === 'password') {
        finish(loginResult(await api.login({ phone, password: values.password ?? '' }, QUIET)));
      } else {
        finish(await codeSignIn(variant, { phone, code: (values.code ?? '').trim() }, query));
      }
    } catch (e) {
      setError(failureText(e));
      setSubmitting(false);
    }
  };

  return (
    <Form
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
    </Form>
  );
}
