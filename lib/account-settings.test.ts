import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './account-rules';
import {
  maskPhone,
  passwordChangeSchema,
  phoneChangeSchema,
  profileSchema,
} from './account-settings';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('account settings rules', () => {
  it('asks for a name of at most 20 characters', () => {
    expect(firstMessage(profileSchema.safeParse({ name: '  ' }))).toBe('请输入姓名');
    expect(firstMessage(profileSchema.safeParse({ name: '王'.repeat(21) }))).toBe(
      '姓名最多 20 个字',
    );
    expect(profileSchema.parse({ name: ' 王建国 ', headPhotoUrl: null })).toEqual({
      name: '王建国',
      headPhotoUrl: null,
    });
  });

  it('holds a new password to the registration rules', () => {
    expect(
      firstMessage(passwordChangeSchema.safeParse({ oldPassword: '', newPassword: 'a' })),
    ).toBe('请输入原密码');
    expect(
      firstMessage(passwordChangeSchema.safeParse({ oldPassword: 'x', newPassword: 'abcdefgh' })),
    ).toBe(ACCOUNT_MSG.passwordPolicy);
    expect(
      passwordChangeSchema.safeParse({ oldPassword: 'x', newPassword: 'Abcdef12' }).success,
    ).toBe(true);
  });

  it('checks the new phone and the 6-digit code', () => {
    expect(firstMessage(phoneChangeSchema.safeParse({ phone: '123', code: '123456' }))).toBe(
      '请输入正确的11位手机号码',
    );
    expect(firstMessage(phoneChangeSchema.safeParse({ phone: '13900000000', code: '12' }))).toBe(
      ACCOUNT_MSG.codeFormat,
    );
  });

  it('masks the middle of a phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('x')).toBe('x');
  });
});
