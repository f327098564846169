'use client';

import { useRef, useState } from 'react';
import { api, failureText, isApiError } from '@/api';
import { LazyCaptchaModal } from '@/components/captcha/lazy-captcha-modal';
import { SubmitButton, usePlainForm } from '@/components/forms/plain-form';
import { Tabs } from '@/components/ui/tabs';
import { loginMessages, type LoginMode, type LoginValues } from '@/lib/account-form-rules';
import { CAPTCHA_REQUIRED_CODE, ESCALATION_MSG } from '@/lib/login-escalation';
import { codeSignIn, loginResult, QUIET } from './account-calls';
import { accountFormClass, CurrentPasswordField, PhoneField, SmsCodeField } from './account-fields';
import { accountPageHref, type AccountVariant } from './account-navigation';
import styles from './account.module.css';
import { useAccountQuery } from './use-account-query';
import { useFinishSignIn } from './use-finish-sign-in';

/** A refusal already worded for the form (the captcha closed without a pass). */
class Refusal extends Error {}

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
  const [mode, setMode] = useState<LoginMode>('password');
  /** Answers the open captcha: its verification, or null when it was closed without a pass. */
  const answerCaptcha = useRef<((verification: string | null) => void) | null>(null);
  const [captchaOpen, setCaptchaOpen] = useState(false);

  const askCaptcha = () =>
    new Promise<string | null>((resolve) => {
      answerCaptcha.current = resolve;
      setCaptchaOpen(true);
    });
  const closeCaptcha = (verification: string | null) => {
    answerCaptcha.current?.(verification);
    answerCaptcha.current = null;
    setCaptchaOpen(false);
  };

  const signInWithPassword = async (phone: string, password: string) => {
    let captchaVerification: string | undefined;
    for (;;) {
      try {
        return loginResult(await api.login({ phone, password, captchaVerification }, QUIET));
      } catch (e) {
        if (!isApiError(e) || e.code !== CAPTCHA_REQUIRED_CODE) throw e;
        // The login stays undone until the user passes the check.
        captchaVerification = (await askCaptcha()) ?? undefined;
        if (!captchaVerification) throw new Refusal(ESCALATION_MSG.captchaRequired);
      }
    }
  };

  const form = usePlainForm<LoginValues>({
    initial: () => ({ phone: '', password: '', code: '' }),
    check: (values) => loginMessages(mode, values),
    save: async ({ phone, password, code }) => {
      try {
        finish(
          mode === 'password'
            ? await signInWithPassword(phone.trim(), password)
            : await codeSignIn(variant, { phone: phone.trim(), code: code.trim() }, query),
        );
      } catch (e) {
        throw e instanceof Refusal ? e : new Error(failureText(e));
      }
    },
  });

  return (
    <form {...form.formProps} className={accountFormClass(form.formProps.className, variant)}>
      <Tabs
        label="登录方式"
        activeKey={mode}
        onChange={(key) => {
          setMode(key);
          form.clearMessages();
        }}
        items={[
          {
            key: 'password',
            label: '密码登录',
            children: (
              <div className={styles.fields}>
                <PhoneField form={form} />
                <CurrentPasswordField form={form} />
              </div>
            ),
          },
          {
            key: 'code',
            label: '验证码登录',
            children: (
              <div className={styles.fields}>
                <PhoneField form={form} />
                <SmsCodeField form={form} purpose="login" />
              </div>
            ),
          },
        ]}
      />
      <div className={styles.assist}>
        {/* The phone site has no reset page of its own (spec §2); the account site's serves both. */}
        <a href={accountPageHref('reset', query)}>忘记密码</a>
      </div>
      {form.status}
      <SubmitButton saving={form.saving}>登录</SubmitButton>
      <p className={styles.switch}>
        还没有账号？<a href={accountPageHref('register', query, variant)}>免费注册</a>
      </p>
      <LazyCaptchaModal
        type="clickWord"
        open={captchaOpen}
        onSuccess={(verification) => closeCaptcha(verification)}
        onClose={() => closeCaptcha(null)}
      />
    </form>
  );
}
