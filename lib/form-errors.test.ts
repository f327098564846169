import { describe, expect, it } from 'vitest';
import { formErrorSummary } from './form-errors';

describe('formErrorSummary', () => {
  it('counts the failing fields and lists their first messages in form order', () => {
    expect(
      formErrorSummary([
        { errors: ['请输入手机号'] },
        { errors: [] },
        { errors: ['请输入密码', '密码须为8-20位'] },
      ]),
    ).toBe('有 2 项需要修改：请输入手机号；请输入密码');
  });

  it('says a shared message once but still counts every field', () => {
    expect(formErrorSummary([{ errors: ['请选择'] }, { errors: ['请选择'] }])).toBe(
      '有 2 项需要修改：请选择',
    );
  });

  it('is empty when nothing failed', () => {
    expect(formErrorSummary([])).toBe('');
    expect(formErrorSummary([{ errors: [] }])).toBe('');
  });
});
