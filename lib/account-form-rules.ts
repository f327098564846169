/**
 * What the account forms check before they call the server (spec §1, §4), in one place for the
 * account site's plain forms and the workbench's antd ones: each check gives the message of the
 * first thing wrong with a field, or undefined.
 */
import { ACCOUNT_MSG, isValidPassword, SMS_CODE_PATTERN } from './account-rules';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';

export const PHONE_REQUIRED_MSG = '请输入手机号';
export const PASSWORD_REQUIRED_MSG = '请输入密码';
export const CONFIRM_REQUIRED_MSG = '请再次输入密码';
export const PASSWORD_MISMATCH_MSG = '两次输入的密码不一致';
export const TERMS_REQUIRED_MSG = '请阅读并同意《平台服务协议》';

export type FieldCheck = (value: string) => string | undefined;

export const phoneMessage: FieldCheck = (phone) => {
  const value = phone.trim();
  if (!value) return PHONE_REQUIRED_MSG;
  return PHONE_PATTERN.test(value) ? undefined : PHONE_INVALID_MSG;
};

export const smsCodeMessage: FieldCheck = (code) => {
  const value = code.trim();
  if (!value) return ACCOUNT_MSG.codeRequired;
  return SMS_CODE_PATTERN.test(value) ? undefined : ACCOUNT_MSG.codeFormat;
};

/** The password one signs in with: any, as long as there is one. */
export const currentPasswordMessage: FieldCheck = (password) =>
  password ? undefined : PASSWORD_REQUIRED_MSG;

/** A new password: the account policy (lib/account-rules). */
export const newPasswordMessage: FieldCheck = (password) => {
  if (!password) return PASSWORD_REQUIRED_MSG;
  return isValidPassword(password) ? undefined : ACCOUNT_MSG.passwordPolicy;
};

export function confirmMessage(password: string, confirm: string): string | undefined {
  if (!confirm) return CONFIRM_REQUIRED_MSG;
  return confirm === password ? undefined : PASSWORD_MISMATCH_MSG;
}

/** Messages by field name, of the checks that found something; empty when all passed. */
function messagesOf(checks: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export type LoginMode = 'password' | 'code';

export interface LoginValues {
  phone: string;
  password: string;
  code: string;
}

/** 密码登录 checks the phone and password; 验证码登录 the phone and the code. */
export function loginMessages(mode: LoginMode, values: LoginValues): Record<string, string> {
  return messagesOf({
    phone: phoneMessage(values.phone),
    ...(mode === 'password'
      ? { password: currentPasswordMessage(values.password) }
      : { code: smsCodeMessage(values.code) }),
  });
}

export interface NewPasswordValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** 忘记密码: the phone, its code and the new password twice. */
export function resetMessages(values: NewPasswordValues): Record<string, string> {
  return messagesOf({
    phone: phoneMessage(values.phone),
    code: smsCodeMessage(values.code),
    password: newPasswordMessage(values.password),
    confirm: confirmMessage(values.password, values.confirm),
  });
}

export interface RegisterValues extends NewPasswordValues {
  name: string;
  agreed: boolean;
}

/** 注册: as a reset, and the terms accepted; the name is optional (its length is capped). */
export function registerMessages(values: RegisterValues): Record<string, string> {
  return messagesOf({
    ...resetMessages(values),
    agreed: values.agreed ? undefined : TERMS_REQUIRED_MSG,
  });
}
