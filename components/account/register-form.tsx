'use client';

import { failureText } from '@/api';
import {
  CheckboxField,
  SubmitButton,
  TextField,
  usePlainForm,
} from '@/components/forms/plain-form';
import { registerMessages, type RegisterValues } from '@/lib/account-form-rules';
import { NAME_MAX_LENGTH } from '@/lib/account-rules';
import { signUp } from './account-calls';
import { accountFormClass, NewPasswordFields, PhoneField, SmsCodeField } from './account-fields';
import { accountPageHref } from './account-navigation';
import styles from './account.module.css';
import type { AccountFormProps } from './login-form';
import { useAccountQuery } from './use-account-query';
import { useFinishSignIn } from './use-finish-sign-in';

/** 注册: phone, SMS code, password twice, optional name and the terms; signs the user in. */
export function RegisterForm({ allowedHosts, variant = 'desktop' }: AccountFormProps) {
  const query = useAccountQuery();
  const finish = useFinishSignIn(query, allowedHosts);
  const form = usePlainForm<RegisterValues>({
    initial: () => ({ phone: '', code: '', password: '', confirm: '', name: '', agreed: false }),
    check: registerMessages,
    save: async (values) => {
      const name = values.name.trim();
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
        throw new Error(failureText(e));
      }
    },
  });

  return (
    <form {...form.formProps} className={accountFormClass(form.formProps.className, variant)}>
      <PhoneField form={form} />
      <SmsCodeField form={form} purpose="register" />
      <NewPasswordFields form={form} />
      <TextField
        {...form.text('name')}
        label="姓名（选填）"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        placeholder="请输入您的姓名"
      />
      <CheckboxField
        {...form.field('agreed')}
        checked={form.values.agreed}
        onChange={(e) => form.change({ ...form.values, agreed: e.target.checked })}
      >
        我已阅读并同意
        <a href="/help" target="_blank" rel="noreferrer">
          《平台服务协议》
        </a>
      </CheckboxField>
      {form.status}
      <SubmitButton saving={form.saving}>注册</SubmitButton>
      <p className={styles.switch}>
        已有账号？<a href={accountPageHref('login', query, variant)}>立即登录</a>
      </p>
    </form>
  );
}
