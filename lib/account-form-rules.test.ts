import { describe, expect, it } from 'vitest';
import {
  CONFIRM_REQUIRED_MSG,
  confirmMessage,
  loginMessages,
  newPasswordMessage,
  PASSWORD_MISMATCH_MSG,
  PASSWORD_REQUIRED_MSG,
  PHONE_REQUIRED_MSG,
  phoneMessage,
  registerMessages,
  resetMessages,
  smsCodeMessage,
  TERMS_REQUIRED_MSG,
} from './account-form-rules';
import { ACCOUNT_MSG } from './account-rules';
import { PHONE_INVALID_MSG } from './identity';

describe('field checks', () => {
  it.each([
    ['', PHONE_REQUIRED_MSG],
    ['   ', PHONE_REQUIRED_MSG],
    ['12800000001', PHONE_INVALID_MSG],
    ['1380000000', PHONE_INVALID_MSG],
    ['13800000001', undefined],
    [' 13800000001 ', undefined],
  ])('phone %j → %s', (value, message) => {
    expect(phoneMessage(value)).toBe(message);
  });

  it.each([
    ['', ACCOUNT_MSG.codeRequired],
    ['12345', ACCOUNT_MSG.codeFormat],
    ['12345a', ACCOUNT_MSG.codeFormat],
    ['123456', undefined],
  ])('code %j → %s', (value, message) => {
    expect(smsCodeMessage(value)).toBe(message);
  });

  it.each([
    ['', PASSWORD_REQUIRED_MSG],
    ['abcdefgh', ACCOUNT_MSG.passwordPolicy],
    ['abc 12345', ACCOUNT_MSG.passwordPolicy],
    ['Mall@2026', undefined],
  ])('new password %j → %s', (value, message) => {
    expect(newPasswordMessage(value)).toBe(message);
  });

  it('asks for the confirmation first, then compares', () => {
    expect(confirmMessage('Mall@2026', '')).toBe(CONFIRM_REQUIRED_MSG);
    expect(confirmMessage('Mall@2026', 'Mall@2025')).toBe(PASSWORD_MISMATCH_MSG);
    expect(confirmMessage('Mall@2026', 'Mall@2026')).toBeUndefined();
  });
});

describe('form checks', () => {
  const empty = { phone: '', password: '', code: '' };

  it('checks the fields of the chosen login tab only', () => {
    expect(loginMessages('password', empty)).toEqual({
      phone: PHONE_REQUIRED_MSG,
      password: PASSWORD_REQUIRED_MSG,
    });
    expect(loginMessages('code', empty)).toEqual({
      phone: PHONE_REQUIRED_MSG,
      code: ACCOUNT_MSG.codeRequired,
    });
    // Any password may sign in: the policy is for new ones.
    expect(loginMessages('password', { ...empty, phone: '13800000001', password: 'x' })).toEqual(
      {},
    );
  });

  it('checks a reset and a registration field by field', () => {
    const reset = { phone: '13800000001', code: '123456', password: 'Mall@2026', confirm: '' };
    expect(resetMessages(reset)).toEqual({ confirm: CONFIRM_REQUIRED_MSG });
    expect(resetMessages({ ...reset, confirm: 'Mall@2026' })).toEqual({});
    expect(registerMessages({ ...reset, confirm: 'Mall@2026', name: '', agreed: false })).toEqual({
      agreed: TERMS_REQUIRED_MSG,
    });
    expect(registerMessages({ ...reset, confirm: 'Mall@2026', name: '', agreed: true })).toEqual(
      {},
    );
  });
});
