import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as signUp, PUT as change } from '@/app/v1/api/activity/route';
import { SIGN_UP_CHANGE_MSG } from '@/lib/opportunity-rules';
import { db } from '@/server/db';
import { activities, activityAttendees } from '@/server/db/schema';
import type { SignUpResult } from '@/server/services/activities';
import { insertBasics, json, request, signedInUser } from './fixtures';

const DAY = 86400_000;
let seq = 0;

async function activity(values: Partial<typeof activities.$inferInsert> = {}) {
  const [row] = await db
    .insert(activities)
    .values({
      marketingId: `HD${++seq}`,
      marketingName: '绿色建材交流会',
      startTime: new Date(Date.now() + 10 * DAY),
      endTime: new Date(Date.now() + 10 * DAY + 4 * 3600_000),
      status: '1',
      ...values,
    })
    .returning();
  return row!;
}

const people = (...phones: string[]) =>
  phones.map((phone, i) => ({ name: `参会人${i + 1}`, phone }));

async function signUpAs(cookie: string, activityId: number, ...phones: string[]) {
  const res = await json<SignUpResult>(
    await signUp(
      request('/v1/api/activity', {
        method: 'POST',
        cookie,
        body: { activityId, tenantName: '南京海川建材有限公司', attendees: people(...phones) },
      }),
    ),
  );
  expect(res.status).toBe(200);
  return res.data;
}

const put = (body: unknown, cookie?: string) =>
  change(request('/v1/api/activity', { method: 'PUT', cookie, body }));

beforeAll(insertBasics);

describe('PUT /v1/api/activity', () => {
  it('lets the owner change the company and attendees, keeping the sign-up', async () => {
    const { cookie } = await signedInUser(1);
    const a = await activity({ capacity: 3 });
    const mine = await signUpAs(cookie, a.id, '13900000001', '13900000002');

    const changed = await json<SignUpResult>(
      await put(
        {
          id: mine.id,
          activityId: a.id,
          tenantName: '南京海川新材料有限公司',
          attendees: [...people('13900000002', '13900000003', '13900000004')],
          shareId: 'ignored',
        },
        cookie,
      ),
    );
    expect(changed).toMatchObject({
      status: 200,
      data: { id: mine.id, tenantName: '南京海川新材料有限公司', shareId: null },
    });
    expect(changed.data.attendees.map((p) => p.phone)).toEqual([
      '13900000002',
      '13900000003',
      '13900000004',
    ]);
    const stored = await db
      .select({ phone: activityAttendees.phone })
      .from(activityAttendees)
      .where(eq(activityAttendees.activityId, a.id));
    expect(stored.map((s) => s.phone).sort()).toEqual([
      '13900000002',
      '13900000003',
      '13900000004',
    ]);
  });

  it('names the field that is wrong, in Chinese', async () => {
    const { cookie } = await signedInUser(1);
    const a = await activity();
    const mine = await signUpAs(cookie, a.id, '13900000011');
    const body = { id: mine.id, activityId: a.id, tenantName: '森华', attendees: people('139') };
    expect(await json(await put(body, cookie))).toMatchObject({
      status: 400,
      msg: '请输入正确的11位手机号码',
    });
    expect(await json(await put({ ...body, tenantName: ' ' }, cookie))).toMatchObject({
      status: 400,
      msg: '请输入公司名称',
    });
    expect(
      await json(await put({ ...body, attendees: people('13900000011', '13900000011') }, cookie)),
    ).toMatchObject({ status: 400, msg: '参会人手机号不能重复' });
  });

  it('refuses phones of other sign-ups and going over the capacity', async () => {
    const [first, second] = [await signedInUser(1), await signedInUser(2)];
    const a = await activity({ capacity: 3 });
    await signUpAs(first.cookie, a.id, '13900000021', '13900000022');
    const mine = await signUpAs(second.cookie, a.id, '13900000023');
    const body = { id: mine.id, activityId: a.id, tenantName: '森华' };
    expect(
      await json(await put({ ...body, attendees: people('13900000021') }, second.cookie)),
    ).toMatchObject({ status: 400, msg: '手机号 13900000021 已报名该活动' });
    expect(
      await json(
        await put({ ...body, attendees: people('13900000023', '13900000024') }, second.cookie),
      ),
    ).toMatchObject({ status: 400, msg: '报名人数已满' });
  });

  it('is for the owner only: visitors 401, anyone else 404', async () => {
    const [owner, other] = [await signedInUser(1), await signedInUser(1)];
    const a = await activity();
    const mine = await signUpAs(owner.cookie, a.id, '13900000031');
    const body = {
      id: mine.id,
      activityId: a.id,
      tenantName: '森华',
      attendees: people('13900000032'),
    };
    expect(await json(await put(body))).toMatchObject({ status: 401, msg: '请先登录' });
    expect(await json(await put(body, other.cookie))).toMatchObject({
      status: 404,
      msg: SIGN_UP_CHANGE_MSG.notFound,
    });
    const elsewhere = await activity();
    expect(
      await json(await put({ ...body, activityId: elsewhere.id }, owner.cookie)),
    ).toMatchObject({ status: 404 });
  });

  it('is closed once sign-up has closed, the activity has started or someone signed in', async () => {
    const { cookie } = await signedInUser(1);
    const a = await activity();
    const mine = await signUpAs(cookie, a.id, '13900000041');
    const body = {
      id: mine.id,
      activityId: a.id,
      tenantName: '森华',
      attendees: people('13900000042'),
    };

    await db
      .update(activityAttendees)
      .set({ signedInAt: new Date() })
      .where(eq(activityAttendees.signupId, mine.id));
    expect(await json(await put(body, cookie))).toMatchObject({
      status: 400,
      msg: SIGN_UP_CHANGE_MSG.signedIn,
    });

    await db
      .update(activities)
      .set({ startTime: new Date(Date.now() - DAY) })
      .where(eq(activities.id, a.id));
    expect(await json(await put(body, cookie))).toMatchObject({
      status: 400,
      msg: SIGN_UP_CHANGE_MSG.started,
    });

    await db.update(activities).set({ status: '2' }).where(eq(activities.id, a.id));
    expect(await json(await put(body, cookie))).toMatchObject({
      status: 400,
      msg: SIGN_UP_CHANGE_MSG.closed,
    });
  });
});
