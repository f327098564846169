/** 账号设置: the forms' rules, shared by the page and the handlers. */
import { ACCOUNT_MSG, NAME_MAX_LENGTH, PASSWORD_PATTERN, SMS_CODE_PATTERN } from './account-rules';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from './identity';
import { z } from './zod';

export const ACCOUNT_SETTINGS_MSG = {
  nameRequired: '请输入姓名',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  noPassword: '当前账号尚未设置密码，请通过“忘记密码”设置',
  newPasswordRequired: '请输入新密码',
  samePassword: '新密码不能与原密码相同',
  confirmMismatch: '两次输入的新密码不一致',
  phoneRequired: '请输入新手机号',
  samePhone: '新手机号不能与当前手机号相同',
  avatarInvalid: '头像无效，请重新上传',
} as const;

export const profileSchema = z.object({
  name: z
    .string({ error: ACCOUNT_SETTINGS_MSG.nameRequired })
    .trim()
    .min(1, ACCOUNT_SETTINGS_MSG.nameRequired)
    .max(NAME_MAX_LENGTH, `姓名最多 ${NAME_MAX_LENGTH} 个字`),
  /** An uploaded image of this user's (checked on the server); null removes the avatar. */
  headPhotoUrl: z.string().trim().max(1024, '头像地址过长').nullable().optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  oldPassword: z
    .string({ error: ACCOUNT_SETTINGS_MSG.oldPasswordRequired })
    .min(1, ACCOUNT_SETTINGS_MSG.oldPasswordRequired)
    .max(64, '原密码最多 64 个字符'),
  newPassword: z
    .string({ error: ACCOUNT_SETTINGS_MSG.newPasswordRequired })
    .min(1, ACCOUNT_SETTINGS_MSG.newPasswordRequired)
    .regex(PASSWORD_PATTERN, ACCOUNT_MSG.passwordPolicy),
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

export const phoneChangeSchema = z.object({
  phone: z
    .string({ error: ACCOUNT_SETTINGS_MSG.phoneRequired })
    .trim()
    .min(1, ACCOUNT_SETTINGS_MSG.phoneRequired)
    .regex(PHONE_PATTERN, PHONE_INVALID_MSG),
  code: z
    .string({ error: ACCOUNT_MSG.codeRequired })
    .trim()
    .min(1, ACCOUNT_MSG.codeRequired)
    .regex(SMS_CODE_PATTERN, ACCOUNT_MSG.codeFormat),
});
export type PhoneChangeInput = z.output<typeof phoneChangeSchema>;

export const ACCOUNT_SETTINGS_LABELS = {
  name: '姓名',
  headPhotoUrl: '头像',
  oldPassword: '原密码',
  newPassword: '新密码',
  phone: '新手机号',
  code: '验证码',
};

/** A phone shown with its middle four digits hidden: 138****0001. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
