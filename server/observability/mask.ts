import 'server-only';

/** Keys whose values never reach a log line, at any depth. */
const SECRET_KEY = /pass(word)?|pwd|token|secret|cookie|authorization|signature|smscode|^code$/i;
// A mainland mobile number standing alone (not inside a longer digit run such as an order no).
const PHONE = /(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g;
// Credentials written into text: `Bearer …`, `token=…`, `mall_session=…`.
const INLINE_SECRET =
  /\b(bearer\s+|[\w-]*(?:token|session|secret|password)[\w-]*[=:]\s*)[^\s,;&"']+/gi;

export const MASK = '[已隐藏]';

/** Masks phone numbers (138****5678) and inline credentials in free text. */
export function maskText(text: string): string {
  return text.replace(PHONE, '$1****$2').replace(INLINE_SECRET, `$1${MASK}`);
}

/**
 * A copy of a log record with secrets masked: values under secret-looking keys hidden, every
 * string run through maskText. Errors, dates and buffers are left to their serializers.
 */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 6 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => maskValue(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && v != null ? MASK : maskValue(v, depth + 1);
  }
  return out;
}
