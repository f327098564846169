/** Code resend countdown of the SMS code button (spec §4, §9). */
export const CODE_RESEND_SECONDS = 60;

export const CODE_BUTTON_TEXT = '获取验证码';

/**
 * Whole seconds left before another code may be sent. Computed from the send time rather
 * than by counting ticks, so a throttled background tab still ends the wait on time.
 */
export function codeSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const elapsed = Math.floor((now - sentAt) / 1000);
  return Math.min(CODE_RESEND_SECONDS, Math.max(0, CODE_RESEND_SECONDS - elapsed));
}

export function codeButtonText(secondsLeft: number): string {
  return secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : CODE_BUTTON_TEXT;
}
