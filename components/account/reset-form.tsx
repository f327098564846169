'use client';

import { api, failureText } from '@/api';
import { SubmitButton, usePlainForm } from '@/components/forms/plain-form';
import { useMallFeedback } from '@/components/shell/mall-feedback';
import { resetMessages, type NewPasswordValues } from '@/lib/account-form-rules';
import { QUIET } from './account-calls';
import { accountFormClass, NewPasswordFields, PhoneField, SmsCodeField } from './account-fields';
import { accountPageHref } from './account-navigation';
import styles from './account.module.css';
import { useAccountQuery } from './use-account-query';

export const RESET_SUCCESS_TEXT = '密码重置成功，请使用新密码登录';
/** How long the success message shows before the login page opens. */
export const RESET_REDIRECT_MS = 1500;

/** 忘记密码: a new password for a phone proven by an SMS code, then back to login. */
export function ResetForm() {
  const query = useAccountQuery();
  const { message } = useMallFeedback();
  const loginHref = accountPageHref('login', query);
  const form = usePlainForm<NewPasswordValues>({
    initial: () => ({ phone: '', code: '', password: '', confirm: '' }),
    check: resetMessages,
    save: async (values) => {
      try {
        await api.resetPassword(
          { phone: values.phone.trim(), code: values.code.trim(), password: values.password },
          QUIET,
        );
      } catch (e) {
        throw new Error(failureText(e));
      }
      message.success(RESET_SUCCESS_TEXT);
      setTimeout(() => window.location.assign(loginHref), RESET_REDIRECT_MS);
    },
  });

  return (
    <form {...form.formProps} className={accountFormClass(form.formProps.className, 'desktop')}>
      <PhoneField form={form} />
      <SmsCodeField form={form} purpose="reset" />
      <NewPasswordFields form={form} label="新密码" />
      {form.status}
      <SubmitButton saving={form.saving}>重置密码</SubmitButton>
      <p className={styles.switch}>
        想起密码了？<a href={loginHref}>返回登录</a>
      </p>
    </form>
  );
}
