'use client';

import { Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { SmsPurpose } from '@/api/modules/auth';
import { SmsCodeButton } from '@/components/account/sms-code-button';
import {
  confirmMessage,
  newPasswordMessage,
  smsCodeMessage,
  type FieldCheck,
} from '@/lib/account-form-rules';
import { PASSWORD_MAX_LENGTH, SMS_CODE_LENGTH } from '@/lib/account-rules';

/** An antd rule of one of lib/account-form-rules' checks (the account site's plain forms use them too). */
const checked = (check: FieldCheck): RuleObject => ({
  required: true,
  validator: async (_, value?: string) => {
    const message = check(value ?? '');
    if (message) throw new Error(message);
  },
});

/** The send-code button of an antd form: it checks the form's `phone` field first. */
function FormSmsCodeButton({ purpose }: { purpose: SmsPurpose }) {
  const form = Form.useFormInstance();
  return (
    <SmsCodeButton
      purpose={purpose}
      checkPhone={() =>
        form.validateFields(['phone']).then(
          (values: { phone?: string }) => String(values.phone ?? '').trim(),
          () => null,
        )
      }
    />
  );
}

export function SmsCodeField({ purpose }: { purpose: SmsPurpose }) {
  return (
    <Form.Item label="验证码" name="code" rules={[checked(smsCodeMessage)]}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder="请输入短信验证码"
        suffix={<FormSmsCodeButton purpose={purpose} />}
      />
    </Form.Item>
  );
}

/** A new password checked against the account policy, and its confirmation. */
export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <Form.Item label={label} name="password" rules={[checked(newPasswordMessage)]}>
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
        rules={[
          ({ getFieldValue }) =>
            checked((confirm) => confirmMessage(String(getFieldValue('password') ?? ''), confirm)),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入密码" />
      </Form.Item>
    </>
  );
}
