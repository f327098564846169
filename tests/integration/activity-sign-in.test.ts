import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as certificate } from '@/app/v1/api/activity/certificate/route';
import { PUT as sign } from '@/app/v1/api/activity/sign/route';
import { formatDay } from '@/lib/opportunity-rules';
import { db } from '@/server/db';
import {
  activities,
  activityAttendees,
  activitySignCodes,
  activitySignups,
} from '@/server/db/schema';
import { json, request } from './fixtures';

// A two-day expo: 2026-06-02 09:00 to 2026-06-03 17:00 China time. Sign-in opens at
// 2026-06-02 07:00 China time, which is still 2026-06-01 in UTC.
const START = new Date('2026-06-02T01:00:00Z');
const END = new Date('2026-06-03T09:00:00Z');
const CODE = '246810';
const ACTIVITY_ID = 1;
const WINDOW = '签到时间为活动开始前 2 小时至活动结束（2026-06-02 07:00 至 2026-06-03 17:00）';

beforeAll(async () => {
  await db.insert(activities).values({
    id: ACTIVITY_ID,
    marketingId: 'MK20260401001',
    marketingName: '绿色建材供需对接会（杭州站）',
    startTime: START,
    endTime: END,
    signUpDeadline: new Date(START.getTime() - 86_400_000),
    status: '1',
  });
  await db
    .insert(activitySignCodes)
    .values({ activityId: ACTIVITY_ID, code: CODE, expiresAt: END });
  const [signup] = await db
    .insert(activitySignups)
    .values({
      activityId: ACTIVITY_ID,
      tenantName: '杭州绿城建材有限公司',
      attendees: 2,
      contactName: '周敏',
      phone: '13912345601',
    })
    .returning();
  await db.insert(activityAttendees).values([
    { signupId: signup!.id, activityId: ACTIVITY_ID, name: '周敏', phone: '13912345601' },
    { signupId: signup!.id, activityId: ACTIVITY_ID, name: '吴昊', phone: '13912345602' },
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the database driver keeps its real timers. */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const signIn = (phone: string, code = CODE) =>
  sign(
    request('/v1/api/activity/sign', {
      method: 'PUT',
      body: { activityId: ACTIVITY_ID, code, phone },
      ip: '10.1.0.1',
    }),
  );

describe('activity sign-in window', () => {
  it('refuses a sign-in two months before the event and names the window', async () => {
    clockAt('2026-04-02T01:00:00Z');
    const early = await json(await signIn('13912345601'));
    expect(early).toMatchObject({ status: 400, msg: `签到尚未开始，${WINDOW}` });
    clockAt('2026-06-01T22:59:00Z');
    expect((await json(await signIn('13912345601'))).msg).toBe(`签到尚未开始，${WINDOW}`);
  });

  it('accepts a sign-in from 2 hours before the start, and the certificate carries that day', async () => {
    // 2026-06-02 07:30 China time, 1.5 hours before the start.
    clockAt('2026-06-01T23:30:00Z');
    const signed = await json<{ name: string; signedInAt: string; already: boolean }>(
      await signIn('13912345601'),
    );
    expect(signed.data).toMatchObject({
      name: '周敏',
      signedInAt: '2026-06-01T23:30:00.000Z',
      already: false,
    });

    clockAt('2026-06-05T02:00:00Z');
    const cert = await json<{ signedInAt: string }>(
      await certificate(
        request(`/v1/api/activity/certificate?activityId=${ACTIVITY_ID}&phone=13912345601`),
      ),
    );
    expect(cert.data.signedInAt).toBe('2026-06-01T23:30:00.000Z');
    // The certificate page prints the China-time day of the sign-in.
    expect(formatDay(cert.data.signedInAt)).toBe('2026-06-02');
  });

  it('accepts a sign-in on the second day, and the certificate says that day', async () => {
    // 2026-06-03 16:59 China time.
    clockAt('2026-06-03T08:59:00Z');
    const signed = await json<{ signedInAt: string }>(await signIn('13912345602'));
    expect(signed.status).toBe(200);
    const cert = await json<{ signedInAt: string }>(
      await certificate(
        request(`/v1/api/activity/certificate?activityId=${ACTIVITY_ID}&phone=13912345602`),
      ),
    );
    expect(cert.data.signedInAt).toBe('2026-06-03T08:59:00.000Z');
    expect(formatDay(cert.data.signedInAt)).toBe('2026-06-03');
  });

  it('refuses a sign-in after the end, even from someone already signed in', async () => {
    clockAt('2026-06-03T09:00:01Z');
    const late = await json(await signIn('13912345601'));
    expect(late).toMatchObject({ status: 400, msg: `活动已结束，无法签到，${WINDOW}` });
  });

  it('answers a certificate number too long for an id with not found, not a server error', async () => {
    const res = await certificate(
      request(
        `/v1/api/activity/certificate?activityId=${ACTIVITY_ID}&no=MK20260401001-99999999999`,
      ),
    );
    expect(res.status).toBe(404);
  });
});
