import 'server-only';
import { createHash } from 'node:crypto';
import { hitLimit } from '@/server/http/rate-limit';
import { failure, REP, type CaptchaFailure } from './protocol';
import { hasState, putState } from './store';

/** Rate limiting is on in this product (AJ-Captcha ships it off); counters live in the DB. */
export const CAPTCHA_GET_LIMIT_PER_MINUTE = 30;
export const CAPTCHA_CHECK_LIMIT_PER_MINUTE = 60;
export const CAPTCHA_VERIFY_LIMIT_PER_MINUTE = 60;
/** More failed checks than this in a minute lock the client's gets. */
export const CAPTCHA_FAIL_LIMIT_PER_MINUTE = 5;
export const CAPTCHA_LOCK_SECONDS = 300;
const WINDOW_SECONDS = 60;

type LimitKind = 'GET' | 'CHECK' | 'VERIFY' | 'FAIL' | 'LOCK';
const limitKey = (kind: LimitKind, clientId: string) => `AJ.CAPTCHA.REQ.LIMIT-${kind}-${clientId}`;

/** AJ-Captcha's client id: MD5 of the first forwarded IP (or the remote address) and the UA. */
export function captchaClientId(ip: string, userAgent: string | null | undefined): string {
  return createHash('md5')
    .update(ip + (userAgent ?? ''))
    .digest('hex');
}

export async function limitGet(clientId: string): Promise<CaptchaFailure | null> {
  if (await hasState(limitKey('LOCK', clientId))) return failure(REP.getLocked);
  const hit = await hitLimit(
    limitKey('GET', clientId),
    CAPTCHA_GET_LIMIT_PER_MINUTE,
    WINDOW_SECONDS,
  );
  return hit.allowed ? null : failure(REP.getLimit);
}

export async function limitCheck(clientId: string): Promise<CaptchaFailure | null> {
  const hit = await hitLimit(
    limitKey('CHECK', clientId),
    CAPTCHA_CHECK_LIMIT_PER_MINUTE,
    WINDOW_SECONDS,
  );
  return hit.allowed ? null : failure(REP.checkLimit);
}

export async function limitVerify(clientId: string): Promise<CaptchaFailure | null> {
  const hit = await hitLimit(
    limitKey('VERIFY', clientId),
    CAPTCHA_VERIFY_LIMIT_PER_MINUTE,
    WINDOW_SECONDS,
  );
  return hit.allowed ? null : failure(REP.verifyLimit);
}

/**
 * Counts a wrong or undecryptable answer. AJ-Captcha sets the lock on the next get once the
 * count is over the limit; setting it here, at that failure, locks the same gets.
 */
export async function recordFailure(clientId: string): Promise<void> {
  const hit = await hitLimit(
    limitKey('FAIL', clientId),
    CAPTCHA_FAIL_LIMIT_PER_MINUTE,
    WINDOW_SECONDS,
  );
  if (!hit.allowed) await putState(limitKey('LOCK', clientId), {}, CAPTCHA_LOCK_SECONDS);
}
