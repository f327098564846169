'use client';

import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { NAME_MAX_LENGTH } from '@/lib/account-rules';
import { failureText, signUp } from './account-calls';
import { NewPasswordFields, PhoneField, SmsCodeField } from './account-fields';
import { accountPageHref } from './account-navigation';
import styles from './account.module.css';
import type { AccountFormProps } from './login-form';
import { useAccountQuery } from './use-account-query';
import { useFinishSignIn } from './use-finish-sign-in';

export const TERMS_REQUIRED_MSG = '请阅读并同意《平台服务协议》';

interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  name?: string;
  agreed?: boolean;
}

/** 注册: phone, SMS code, password twice, optional name and the terms; signs the user in. */
export function RegisterForm({ allowedHosts, variant = 'desktop' }: AccountFormProps) {
  const query = useAccountQuery();
  const finish = useFinishSignIn(query, allowedHosts);
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    const name = values.name?.trim();
    try {
      const answer = await signUp(
        variant,
        {
          phone: values.phone.trim(),
          code: values.code.trim(),
          password: values.password,
          ...(name ? { name } : {}),
        },
        query,
      );
      finish(answer);
    } catch (e) {
      setError(failureText(e));
      setSubmitting(false);
    }
  };

  return (
    <MallForm
      form={form}
      name="register"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      className={variant === 'mobile' ? `${styles.form} ${styles.mobile}` : styles.form}
    >
      <PhoneField />
      <SmsCodeField purpose="register" />
      <NewPasswordFields />
      <Form.Item label="姓名（选填）" name="name">
        <Input autoComplete="name" maxLength={NAME_MAX_LENGTH} placeholder="请输入您的姓名" />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: async (_, checked: boolean | undefined) => {
              if (!checked) throw new Error(TERMS_REQUIRED_MSG);
            },
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <a href="/help" target="_blank" rel="noreferrer">
            《平台服务协议》
          </a>
        </Checkbox>
      </Form.Item>
      {error ? <Alert className={styles.error} type="error" showIcon title={error} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        注册
      </Button>
      <p className={styles.switch}>
        已有账号？<a href={accountPageHref('login', query, variant)}>立即登录</a>
      </p>
    </MallForm>
  );
}
