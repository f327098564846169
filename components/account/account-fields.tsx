'use client';

import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { SmsPurpose } from '@/api/modules/auth';
import {
  ACCOUNT_MSG,
  isValidPassword,
  PASSWORD_MAX_LENGTH,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN,
} from '@/lib/account-rules';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { SmsCodeButton } from './sms-code-button';

export const PHONE_REQUIRED_MSG = '请输入手机号';
export const PASSWORD_REQUIRED_MSG = '请输入密码';
export const CONFIRM_REQUIRED_MSG = '请再次输入密码';
export const PASSWORD_MISMATCH_MSG = '两次输入的密码不一致';

const phoneRules: Rule[] = [
  { required: true, whitespace: true, message: PHONE_REQUIRED_MSG },
  { pattern: PHONE_PATTERN, message: PHONE_INVALID_MSG },
];

export function PhoneField() {
  return (
    <Form.Item label="手机号" name="phone" rules={phoneRules} validateFirst>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入11位手机号"
      />
    </Form.Item>
  );
}

export function SmsCodeField({ purpose }: { purpose: SmsPurpose }) {
  return (
    <Form.Item
      label="验证码"
      name="code"
      validateFirst
      rules={[
        { required: true, whitespace: true, message: ACCOUNT_MSG.codeRequired },
        { pattern: SMS_CODE_PATTERN, message: ACCOUNT_MSG.codeFormat },
      ]}
    >
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder="请输入短信验证码"
        suffix={<SmsCodeButton purpose={purpose} />}
      />
    </Form.Item>
  );
}

export function CurrentPasswordField() {
  return (
    <Form.Item
      label="密码"
      name="password"
      rules={[{ required: true, message: PASSWORD_REQUIRED_MSG }]}
    >
      <Input.Password autoComplete="current-password" placeholder="请输入密码" />
    </Form.Item>
  );
}

/** A new password checked against the account policy, and its confirmation. */
export function NewPasswordFields({ label = '密码' }: { label?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        validateFirst
        rules={[
          { required: true, message: PASSWORD_REQUIRED_MSG },
          {
            validator: async (_, value: string) => {
              if (!isValidPassword(value)) throw new Error(ACCOUNT_MSG.passwordPolicy);
            },
          },
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder="8-20位，同时包含字母和数字"
        />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="confirm"
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: CONFIRM_REQUIRED_MSG },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) => {
              if (value !== getFieldValue('password')) throw new Error(PASSWORD_MISMATCH_MSG);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入密码" />
      </Form.Item>
    </>
  );
}
