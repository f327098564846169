'use client';

import type { SmsPurpose } from '@/api/modules/auth';
import { PasswordField, TextField, type PlainForm } from '@/components/forms/plain-form';
import { PASSWORD_MAX_LENGTH, SMS_CODE_LENGTH } from '@/lib/account-rules';
import type { AccountVariant } from './account-navigation';
import styles from './account.module.css';
import { SmsCodeButton } from './sms-code-button';

/*
 * The account site's fields, plain controls over usePlainForm (its login is the page a shared
 * link opens on a phone, so it loads no antd); the checks are lib/account-form-rules'.
 */

/** The class of an account form: the phone pages give every control a 48 px touch target. */
export function accountFormClass(formClass: string | undefined, variant: AccountVariant) {
  return [formClass, styles.form, variant === 'mobile' ? styles.mobile : ''].join(' ');
}

export function PhoneField<V extends Record<'phone', string>>({ form }: { form: PlainForm<V> }) {
  return (
    <TextField
      {...form.text('phone')}
      label="手机号"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder="请输入11位手机号"
    />
  );
}

/** The code field, with the button that checks the phone and sends a code to it. */
export function SmsCodeField<V extends Record<'phone' | 'code', string>>({
  form,
  purpose,
}: {
  form: PlainForm<V>;
  purpose: SmsPurpose;
}) {
  return (
    <TextField
      {...form.text('code')}
      label="验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      placeholder="请输入短信验证码"
      suffix={
        <SmsCodeButton
          purpose={purpose}
          checkPhone={() => (form.checkFields(['phone']) ? form.values.phone.trim() : null)}
        />
      }
    />
  );
}

export function CurrentPasswordField<V extends Record<'password', string>>({
  form,
}: {
  form: PlainForm<V>;
}) {
  return (
    <PasswordField
      {...form.text('password')}
      label="密码"
      autoComplete="current-password"
      placeholder="请输入密码"
    />
  );
}

/** A new password (the account policy) and its confirmation. */
export function NewPasswordFields<V extends Record<'password' | 'confirm', string>>({
  form,
  label = '密码',
}: {
  form: PlainForm<V>;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        {...form.text('password')}
        label={label}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        placeholder="8-20位，同时包含字母和数字"
      />
      <PasswordField
        {...form.text('confirm')}
        label={`确认${label}`}
        autoComplete="new-password"
        placeholder="请再次输入密码"
      />
    </>
  );
}
