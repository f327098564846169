'use client';

import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import { failureText, QUIET } from './account-calls';
import { NewPasswordFields, PhoneField, SmsCodeField } from './account-fields';
import { accountPageHref } from './account-navigation';
import styles from './account.module.css';
import { useAccountQuery } from './use-account-query';

export const RESET_SUCCESS_TEXT = '密码重置成功，请使用新密码登录';
/** How long the success message shows before the login page opens. */
export const RESET_REDIRECT_MS = 1500;

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** 忘记密码: a new password for a phone proven by an SMS code, then back to login. */
export function ResetForm() {
  const query = useAccountQuery();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loginHref = accountPageHref('login', query);

  const submit = async (values: ResetValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await api.resetPassword(
        { phone: values.phone.trim(), code: values.code.trim(), password: values.password },
        QUIET,
      );
      void message.success(RESET_SUCCESS_TEXT);
      setTimeout(() => window.location.assign(loginHref), RESET_REDIRECT_MS);
    } catch (e) {
      setError(failureText(e));
      setSubmitting(false);
    }
  };

  return (
    <MallForm
      form={form}
      name="reset"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      className={styles.form}
    >
      <PhoneField />
      <SmsCodeField purpose="reset" />
      <NewPasswordFields label="新密码" />
      {error ? <Alert className={styles.error} type="error" showIcon title={error} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        重置密码
      </Button>
      <p className={styles.switch}>
        想起密码了？<a href={loginHref}>返回登录</a>
      </p>
    </MallForm>
  );
}
