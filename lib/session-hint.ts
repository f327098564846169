/**
 * The session cookie is httpOnly, so a page cannot tell a visitor from a signed-in user. This
 * readable cookie carries no secret, only "a session cookie is present", so a visitor's page
 * need not ask user/current and be answered 401 (which the browser logs as an error).
 */
export const SIGNED_IN_COOKIE = 'mall_signed_in';
export const SIGNED_IN_VALUE = '1';

/** Whether a Cookie header (or document.cookie) carries the signed-in hint. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return (cookies ?? '')
    .split(';')
    .some((part) => part.trim() === `${SIGNED_IN_COOKIE}=${SIGNED_IN_VALUE}`);
}
