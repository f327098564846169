/** A budget or limit typed in yuan (≥ 0, at most 2 decimals) → fen, or the Chinese problem. */
export const MONEY_INPUT_MAX_YUAN = 999_999_999.99;

export type YuanParse = { ok: true; fen: number | null } | { ok: false; message: string };

export function yuanInputToFen(text: string | number | null | undefined, field: string): YuanParse {
  const raw = typeof text === 'number' ? String(text) : (text ?? '').trim();
  if (raw === '') return { ok: true, fen: null };
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
    return /^-/.test(raw)
      ? { ok: false, message: `${field}不能小于 0` }
      : { ok: false, message: `${field}请输入金额，最多 2 位小数` };
  }
  const [whole, frac = ''] = raw.split('.');
  if (Number(raw) > MONEY_INPUT_MAX_YUAN) {
    return {
      ok: false,
      message: `${field}不能超过 ${MONEY_INPUT_MAX_YUAN.toLocaleString('zh-CN')} 元`,
    };
  }
  return { ok: true, fen: Number(whole) * 100 + Number(frac.padEnd(2, '0')) };
}

/** Fen → the yuan text an input starts with (no separators), '' for none. */
export const fenToYuanInput = (fen: number | null | undefined) =>
  fen === null || fen === undefined ? '' : (fen / 100).toFixed(2).replace(/\.?0+$/, '');
