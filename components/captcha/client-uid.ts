import type { CaptchaType } from '@/api/types';

const STORAGE_KEY: Record<CaptchaType, 'slider' | 'point'> = {
  blockPuzzle: 'slider',
  clickWord: 'point',
};

/** A v4 UUID from getRandomValues, which, unlike randomUUID, also works on plain http. */
function uuid4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (v) => v.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The AJ-Captcha web clients' `slider-<uuid4>` / `point-<uuid4>`, kept in localStorage. */
export function captchaClientUid(type: CaptchaType): string {
  const key = STORAGE_KEY[type];
  try {
    const stored = localStorage.getItem(key);
    if (stored) return stored;
    const fresh = `${key}-${uuid4()}`;
    localStorage.setItem(key, fresh);
    return fresh;
  } catch {
    // Storage can be blocked (private mode, policies); the id is only a hint to the server.
    return `${key}-${uuid4()}`;
  }
}
