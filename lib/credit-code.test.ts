import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_MSG,
  creditCodeCheckChar,
  creditCodeError,
  creditCodeSchema,
  isCreditCode,
  isCreditCodePrefix,
  withCheckChar,
} from './credit-code';

// The standard's worked example and a published company's code (both checked by hand against
// GB 32100-2015), then a code built here whose check character is R.
const VALID = ['91350100M000100Y43', '91110108551385082Q', '91110000100000000R'];

describe('credit code check character', () => {
  it('accepts codes whose check character fits', () => {
    for (const code of VALID) expect(creditCodeError(code), code).toBeNull();
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('maps a weighted sum of 0 mod 31 to the check character 0', () => {
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
    expect(isCreditCode('000000000000000000')).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(creditCodeError('91350100M000100Y44')).toBe(CREDIT_CODE_MSG.checkChar);
    expect(creditCodeError('91110000100000000L')).toBe(CREDIT_CODE_MSG.checkChar);
  });

  it('refuses a wrong length, letters outside the charset and an empty code', () => {
    expect(creditCodeError('91350100M000100Y4')).toBe(CREDIT_CODE_MSG.length);
    expect(creditCodeError('91350100M000100Y433')).toBe(CREDIT_CODE_MSG.length);
    for (const letter of ['I', 'O', 'Z', 'S', 'V']) {
      expect(creditCodeError(`91350100${letter}000100Y43`), letter).toBe(CREDIT_CODE_MSG.charset);
    }
    expect(creditCodeError('9135010-M000100Y43')).toBe(CREDIT_CODE_MSG.charset);
    expect(creditCodeError('  ')).toBe(CREDIT_CODE_MSG.required);
  });

  it('reads lowercase and surrounding spaces as the same code', () => {
    expect(isCreditCode(' 91350100m000100y43 ')).toBe(true);
  });

  it('completes 17 characters into a valid code', () => {
    expect(withCheckChar('91330100ma0000001')).toMatch(/^91330100MA0000001[0-9A-Y]$/);
    expect(isCreditCode(withCheckChar('91330100MA0000001'))).toBe(true);
    expect(() => withCheckChar('9133')).toThrow();
  });
});

describe('creditCodeSchema', () => {
  it('upper-cases and trims a valid code', () => {
    expect(creditCodeSchema.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
  });

  it('answers one Chinese message naming the field', () => {
    const first = (value: unknown) => creditCodeSchema.safeParse(value).error?.issues[0]?.message;
    expect(first(undefined)).toBe(CREDIT_CODE_MSG.required);
    expect(first('')).toBe(CREDIT_CODE_MSG.required);
    expect(first('9135')).toBe(CREDIT_CODE_MSG.length);
    expect(first('91350100M000100Y44')).toBe(CREDIT_CODE_MSG.checkChar);
    expect(creditCodeSchema.safeParse('9135').error?.issues).toHaveLength(1);
  });
});

describe('isCreditCodePrefix', () => {
  it('takes 9 to 18 code characters with a digit', () => {
    expect(isCreditCodePrefix('91350100m')).toBe(true);
    expect(isCreditCodePrefix('91350100M000100Y43')).toBe(true);
    expect(isCreditCodePrefix('913501001000')).toBe(true);
  });

  it('leaves phones, names and longer text alone', () => {
    expect(isCreditCodePrefix('13800138000')).toBe(false);
    expect(isCreditCodePrefix('91350100')).toBe(false);
    expect(isCreditCodePrefix('ABCDEFGHJK')).toBe(false);
    expect(isCreditCodePrefix('91350100M000100Y431')).toBe(false);
    expect(isCreditCodePrefix('森华木业91350100M')).toBe(false);
  });
});
