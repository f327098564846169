import { describe, expect, it } from 'vitest';
import { signInRefusal, signInTiming, signInWindow, signInWindowText } from './activity-sign-in';

// 2026-05-01 09:00 to 17:30 China time.
const activity = { startTime: '2026-05-01T01:00:00Z', endTime: '2026-05-01T09:30:00Z' };
const window = signInWindow(activity);
const at = (iso: string) => new Date(iso);

describe('signInWindow', () => {
  it('opens 2 hours before the start and closes at the end', () => {
    expect(window.opensAt.toISOString()).toBe('2026-04-30T23:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-05-01T09:30:00.000Z');
  });

  it('is early before, open on both edges and inside, closed after', () => {
    expect(signInTiming(window, at('2026-03-01T01:00:00Z'))).toBe('early');
    expect(signInTiming(window, at('2026-04-30T22:59:59Z'))).toBe('early');
    expect(signInTiming(window, at('2026-04-30T23:00:00Z'))).toBe('open');
    expect(signInTiming(window, at('2026-05-01T05:00:00Z'))).toBe('open');
    expect(signInTiming(window, at('2026-05-01T09:30:00Z'))).toBe('open');
    expect(signInTiming(window, at('2026-05-01T09:30:01Z'))).toBe('closed');
  });
});

describe('signInRefusal', () => {
  it('names the window in China time', () => {
    expect(signInWindowText(window)).toBe(
      '签到时间为活动开始前 2 小时至活动结束（2026-05-01 07:00 至 2026-05-01 17:30）',
    );
  });

  it('says why a sign-in outside the window is refused, and nothing inside it', () => {
    expect(signInRefusal(window, at('2026-03-01T01:00:00Z'))).toBe(
      '签到尚未开始，签到时间为活动开始前 2 小时至活动结束（2026-05-01 07:00 至 2026-05-01 17:30）',
    );
    expect(signInRefusal(window, at('2026-05-02T01:00:00Z'))).toBe(
      '活动已结束，无法签到，签到时间为活动开始前 2 小时至活动结束（2026-05-01 07:00 至 2026-05-01 17:30）',
    );
    expect(signInRefusal(window, at('2026-05-01T00:00:00Z'))).toBeNull();
  });
});
