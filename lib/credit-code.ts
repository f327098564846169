/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from CREDIT_CODE_CHARSET, the last one a check
 * character computed from the first 17. The certification form, tenant/save and the ops search
 * share these rules.
 */
import { z } from './zod';

export const CREDIT_CODE_LENGTH = 18;

/** The code's 31 characters; a character's value is its index (I, O, Z, S and V are left out). */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export const CREDIT_CODE_MSG = {
  required: '请输入统一社会信用代码',
  length: `统一社会信用代码应为 ${CREDIT_CODE_LENGTH} 位`,
  charset: '统一社会信用代码只能包含数字和大写字母（不含 I、O、Z、S、V）',
  checkChar: '统一社会信用代码校验位不正确',
} as const;

const CODE_CHARS = /^[0-9A-HJ-NP-RTUW-Y]*$/;

/** Codes are stored and compared upper-case; people type them in either case. */
export function normalizeCreditCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The check character for the first 17 characters, or null when they are not 17 code characters. */
export function creditCodeCheckChar(body: string): string | null {
  if (body.length !== CREDIT_CODE_LENGTH - 1 || !CODE_CHARS.test(body)) return null;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += CREDIT_CODE_CHARSET.indexOf(body[i]!) * WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31]!;
}

/** What is wrong with a code (after normalising it), or null when it is valid. */
export function creditCodeError(raw: string): string | null {
  const code = normalizeCreditCode(raw);
  if (!code) return CREDIT_CODE_MSG.required;
  if (code.length !== CREDIT_CODE_LENGTH) return CREDIT_CODE_MSG.length;
  if (!CODE_CHARS.test(code)) return CREDIT_CODE_MSG.charset;
  return creditCodeCheckChar(code.slice(0, -1)) === code.at(-1) ? null : CREDIT_CODE_MSG.checkChar;
}

export function isCreditCode(raw: string): boolean {
  return creditCodeError(raw) === null;
}

/**
 * The start of a code as a search keyword: 9 to 18 code characters with a digit, so a phone
 * (up to 11 digits) or a Latin name is not taken for one. 9 characters reach past the region
 * code into the organisation code, the first part that tells companies apart.
 */
export function isCreditCodePrefix(raw: string): boolean {
  const text = normalizeCreditCode(raw);
  return (
    text.length >= 9 &&
    text.length <= CREDIT_CODE_LENGTH &&
    CODE_CHARS.test(text) &&
    /\d/.test(text) &&
    !/^\d{1,11}$/.test(text)
  );
}

/** A required code field: trimmed, upper-cased, then checked. */
export const creditCodeSchema = z
  .string({ error: CREDIT_CODE_MSG.required })
  .trim()
  .toUpperCase()
  .min(1, CREDIT_CODE_MSG.required)
  .superRefine((code, ctx) => {
    const message = code ? creditCodeError(code) : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A whole code from its first 17 characters (the seed builds its companies' codes this way). */
export function withCheckChar(body: string): string {
  const check = creditCodeCheckChar(normalizeCreditCode(body));
  if (!check) throw new Error(`not the first 17 characters of a credit code: ${body}`);
  return `${normalizeCreditCode(body)}${check}`;
}
