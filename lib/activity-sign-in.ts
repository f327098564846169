import { formatDateTime } from './format';

/**
 * On-site sign-in opens this long before the start. A sign-in is the attendance record the
 * certificate is issued from, so it is only taken while the event can actually be attended.
 */
export const SIGN_IN_OPENS_BEFORE_HOURS = 2;
const HOUR = 3600_000;

export interface SignInWindow {
  opensAt: Date;
  closesAt: Date;
}

/** From 2 hours before the start to the end of the activity. */
export function signInWindow(activity: {
  startTime: string | Date;
  endTime: string | Date;
}): SignInWindow {
  return {
    opensAt: new Date(new Date(activity.startTime).getTime() - SIGN_IN_OPENS_BEFORE_HOURS * HOUR),
    closesAt: new Date(activity.endTime),
  };
}

export type SignInTiming = 'early' | 'open' | 'closed';

export function signInTiming(window: SignInWindow, now: Date): SignInTiming {
  if (now < window.opensAt) return 'early';
  return now > window.closesAt ? 'closed' : 'open';
}

/** 签到时间为活动开始前 2 小时至活动结束（2026-05-01 07:00 至 2026-05-01 18:00）, China time. */
export function signInWindowText(window: SignInWindow): string {
  const from = formatDateTime(window.opensAt);
  const to = formatDateTime(window.closesAt);
  return `签到时间为活动开始前 ${SIGN_IN_OPENS_BEFORE_HOURS} 小时至活动结束（${from} 至 ${to}）`;
}

/** Why a sign-in at `now` is refused, or null inside the window. */
export function signInRefusal(window: SignInWindow, now: Date): string | null {
  const timing = signInTiming(window, now);
  if (timing === 'early') return `签到尚未开始，${signInWindowText(window)}`;
  if (timing === 'closed') return `活动已结束，无法签到，${signInWindowText(window)}`;
  return null;
}
