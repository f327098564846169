import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Activity, Page } from '@/api/types';
import { signInRefusal, signInWindow } from '@/lib/activity-sign-in';
import {
  ACTIVITY_SIGNING_UP_STATUS,
  activityDetailNeedsLogin,
  activitySignUpOpen,
  maskPhone,
  SIGN_UP_CHANGE_MSG,
  signUpChangeRefusal,
  type activitySignSchema,
  type activitySignUpChangeSchema,
  type activitySignUpSchema,
} from '@/lib/opportunity-rules';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  activities,
  activityAttendees,
  activitySignCodes,
  activitySignups,
} from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';
import { opportunityHref } from '@/lib/opportunity-tabs';
import { notify } from './messages';

const id = () => param(idField().optional());

export const mallActivityQuery = pageQuery(12).extend({
  cityId: id(),
  provinceId: id(),
  name: param(z.string().trim().max(100).optional()),
  status: param(z.enum(['0', '1', '2']).optional()),
});

type ActivityRow = typeof activities.$inferSelect;

const toActivity = (r: ActivityRow): Activity & Record<string, unknown> => ({
  id: r.id,
  marketingId: r.marketingId,
  marketingName: r.marketingName,
  startTime: r.startTime.toISOString(),
  endTime: r.endTime.toISOString(),
  status: r.status,
  mainFileUrlList: r.mainFileUrlList,
  crmUrl: r.crmUrl,
  createUserId: r.createUserId,
  city: r.city,
  province: r.province,
  address: r.address,
  summary: r.summary,
  organizer: r.organizer,
  createdAt: r.createdAt.toISOString(),
});

/** The mall's activity list (GET /v1/api/mall/activities): upcoming first, then the latest. */
export async function mallActivityPage(
  q: z.output<typeof mallActivityQuery>,
): Promise<Page<Activity>> {
  const where = and(
    q.cityId ? eq(activities.cityId, q.cityId) : undefined,
    q.provinceId ? eq(activities.provinceId, q.provinceId) : undefined,
    q.name ? ilike(activities.marketingName, containsPattern(q.name)) : undefined,
    q.status ? eq(activities.status, q.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(
        sql`CASE WHEN ${activities.status} = ${ACTIVITY_SIGNING_UP_STATUS} THEN 0 ELSE 1 END`,
        desc(activities.startTime),
        desc(activities.id),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(activities, where),
  ]);
  return toPage(rows.map(toActivity), total, q);
}

/** Cities that have activities (activity/cities), for the list's city filter. */
export async function activityCities(): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: activities.cityId, name: activities.city })
    .from(activities)
    .where(isNotNull(activities.cityId))
    .orderBy(asc(activities.cityId));
  return rows.flatMap((r) => (r.id && r.name ? [{ id: r.id, name: r.name }] : []));
}

export interface ActivitySummary {
  id: number;
  signUpCount: number;
  signInCount: number;
}

/** Attendees signed up and signed in (summary/{id}). */
export async function activitySummary(activityId: number): Promise<ActivitySummary> {
  const [row] = await db
    .select({
      signUp: count(),
      signIn: sql<number>`count(${activityAttendees.signedInAt})::int`,
    })
    .from(activityAttendees)
    .where(eq(activityAttendees.activityId, activityId));
  return { id: activityId, signUpCount: row?.signUp ?? 0, signInCount: row?.signIn ?? 0 };
}

export interface ActivityDetail extends Activity {
  endTime: string;
  locked: boolean;
  province: string | null;
  address: string | null;
  organizer: string | null;
  capacity: number | null;
  signUpDeadline: string | null;
  summary: string | null;
  content: string | null;
  posterUrl: string | null;
  posterTitle: string | null;
  posterSubtitle: string | null;
  posterColor: string | null;
  signUpCount: number;
  signInCount: number;
  /** Whether sign-up is still open. */
  open: boolean;
  /** The on-site sign-in code, for the creator and operators only. */
  signCode?: string;
}

const posterOf = (r: ActivityRow) => ({
  posterUrl: r.posterUrl,
  posterTitle: r.posterTitle ?? r.marketingName,
  posterSubtitle: r.posterSubtitle,
  posterColor: r.posterColor,
});

async function activityRow(activityId: number): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!row) throw notFound('活动不存在');
  return row;
}

/**
 * An activity (activity/{id}). Non-review activities come back `locked` to visitors (spec §6),
 * with the poster fields only, which the shared poster pages also show to visitors.
 */
export async function activityDetail(
  activityId: number,
  viewer: SessionUser | null,
): Promise<ActivityDetail> {
  const row = await activityRow(activityId);
  const summary = await activitySummary(activityId);
  const locked = activityDetailNeedsLogin(row.status) && !viewer;
  const base = {
    ...toActivity(row),
    ...posterOf(row),
    endTime: row.endTime.toISOString(),
    locked,
    province: row.province,
    address: row.address,
    organizer: row.organizer,
    capacity: row.capacity,
    signUpDeadline: row.signUpDeadline?.toISOString() ?? null,
    summary: row.summary,
    content: locked ? null : row.content,
    signUpCount: summary.signUpCount,
    signInCount: summary.signInCount,
    open: activitySignUpOpen(row, new Date()),
  };
  if (viewer && (viewer.isOperator || viewer.id === row.createUserId)) {
    const [code] = await db
      .select({ code: activitySignCodes.code })
      .from(activitySignCodes)
      .where(eq(activitySignCodes.activityId, activityId))
      .orderBy(desc(activitySignCodes.expiresAt))
      .limit(1);
    return { ...base, signCode: code?.code };
  }
  return base;
}

export interface SignUpResult {
  id: number;
  activityId: number;
  tenantName: string;
  attendees: { name: string; phone: string; position: string | null }[];
  shareId: string | null;
  type: number;
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Attendee = { name: string; phone: string; position?: string };

function assertDistinctPhones(attendees: Attendee[]): string[] {
  const phones = attendees.map((a) => a.phone);
  if (new Set(phones).size !== phones.length) throw badRequest('参会人手机号不能重复');
  return phones;
}

/**
 * Refuses phones already signed up for the activity and attendees beyond its capacity; the
 * sign-up being changed (`except`) counts with neither.
 */
async function assertRoomFor(tx: Tx, row: ActivityRow, phones: string[], except?: number) {
  const others = except ? ne(activityAttendees.signupId, except) : undefined;
  const taken = await tx
    .select({ phone: activityAttendees.phone })
    .from(activityAttendees)
    .where(
      and(
        eq(activityAttendees.activityId, row.id),
        inArray(activityAttendees.phone, phones),
        others,
      ),
    )
    .limit(1);
  if (taken[0]) throw badRequest(`手机号 ${taken[0].phone} 已报名该活动`);
  if (row.capacity) {
    const [used] = await tx
      .select({ n: sum(activitySignups.attendees).mapWith(Number) })
      .from(activitySignups)
      .where(
        and(
          eq(activitySignups.activityId, row.id),
          except ? ne(activitySignups.id, except) : undefined,
        ),
      );
    if ((used?.n ?? 0) + phones.length > row.capacity) throw badRequest('报名人数已满');
  }
}

/** Stores the attendees of a sign-up and answers them as the sign-up shows them. */
async function insertAttendees(tx: Tx, signupId: number, activityId: number, list: Attendee[]) {
  const people = list.map((a) => ({
    signupId,
    activityId,
    name: a.name,
    phone: a.phone,
    position: a.position || null,
  }));
  await tx.insert(activityAttendees).values(people);
  return people.map(({ name, phone, position }) => ({ name, phone, position }));
}

/** Signs a company up with its attendees (POST activity); a visitor may sign up from a poster. */
export async function signUpActivity(
  input: z.output<typeof activitySignUpSchema>,
  viewer: SessionUser | null,
): Promise<SignUpResult> {
  const row = await activityRow(input.activityId);
  if (!activitySignUpOpen(row, new Date())) throw badRequest('活动报名已截止');
  const phones = assertDistinctPhones(input.attendees);
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, row, phones);
    const first = input.attendees[0]!;
    const type = viewer?.topType === 1 ? 1 : viewer?.topType === 2 ? 2 : 3;
    const [signup] = await tx
      .insert(activitySignups)
      .values({
        activityId: row.id,
        userId: viewer?.id ?? null,
        enterpriseId: viewer?.enterpriseId ?? null,
        tenantName: input.tenantName,
        attendees: input.attendees.length,
        shareId: input.shareId || null,
        type,
        contactName: first.name,
        phone: first.phone,
      })
      .returning();
    const attendees = await insertAttendees(tx, signup!.id, row.id, input.attendees);
    if (viewer) {
      await notify(tx, {
        userId: viewer.id,
        side: type === 1 ? 'supplier' : type === 2 ? 'developer' : 'other',
        kind: 'activity',
        title: '活动报名成功',
        content: `您已报名「${row.marketingName}」，共 ${attendees.length} 人。`,
        link: opportunityHref.activity(row),
      });
    }
    return {
      id: signup!.id,
      activityId: row.id,
      tenantName: signup!.tenantName,
      attendees,
      shareId: signup!.shareId,
      type,
    };
  });
}

/**
 * Changes the viewer's own sign-up (PUT activity): its company and attendees, while the
 * activity takes sign-ups and has not started, and before anyone of it has signed in. Someone
 * else's sign-up answers 404, as if it did not exist.
 */
export async function changeSignUp(
  input: z.output<typeof activitySignUpChangeSchema>,
  viewer: SessionUser,
): Promise<SignUpResult> {
  const own = and(
    eq(activitySignups.id, input.id),
    eq(activitySignups.activityId, input.activityId),
    eq(activitySignups.userId, viewer.id),
  );
  const [found] = await db.select({ id: activitySignups.id }).from(activitySignups).where(own);
  if (!found) throw notFound(SIGN_UP_CHANGE_MSG.notFound);
  const row = await activityRow(input.activityId);
  const refusal = signUpChangeRefusal(row, new Date());
  if (refusal) throw badRequest(refusal);
  const phones = assertDistinctPhones(input.attendees);
  return db.transaction(async (tx) => {
    const [signup] = await tx.select().from(activitySignups).where(own).for('update');
    if (!signup) throw notFound(SIGN_UP_CHANGE_MSG.notFound);
    const [signedIn] = await tx
      .select({ id: activityAttendees.id })
      .from(activityAttendees)
      .where(
        and(eq(activityAttendees.signupId, signup.id), isNotNull(activityAttendees.signedInAt)),
      )
      .limit(1);
    if (signedIn) throw badRequest(SIGN_UP_CHANGE_MSG.signedIn);
    await assertRoomFor(tx, row, phones, signup.id);
    const first = input.attendees[0]!;
    await tx
      .update(activitySignups)
      .set({
        tenantName: input.tenantName,
        attendees: input.attendees.length,
        contactName: first.name,
        phone: first.phone,
      })
      .where(eq(activitySignups.id, signup.id));
    await tx.delete(activityAttendees).where(eq(activityAttendees.signupId, signup.id));
    const attendees = await insertAttendees(tx, signup.id, row.id, input.attendees);
    return {
      id: signup.id,
      activityId: row.id,
      tenantName: input.tenantName,
      attendees,
      shareId: signup.shareId,
      type: signup.type,
    };
  });
}

/** The viewer's own sign-up for an activity (getSignUpInfo), or null. */
export async function mySignUp(
  activityId: number,
  viewer: SessionUser,
): Promise<SignUpResult | null> {
  const [signup] = await db
    .select()
    .from(activitySignups)
    .where(and(eq(activitySignups.activityId, activityId), eq(activitySignups.userId, viewer.id)))
    .orderBy(desc(activitySignups.id))
    .limit(1);
  if (!signup) return null;
  const people = await db
    .select({
      name: activityAttendees.name,
      phone: activityAttendees.phone,
      position: activityAttendees.position,
    })
    .from(activityAttendees)
    .where(eq(activityAttendees.signupId, signup.id))
    .orderBy(asc(activityAttendees.id));
  return {
    id: signup.id,
    activityId,
    tenantName: signup.tenantName,
    attendees: people,
    shareId: signup.shareId,
    type: signup.type,
  };
}

export interface SignInResult {
  activityId: number;
  attendeeId: number;
  name: string;
  tenantName: string;
  signedInAt: string;
  /** True when this attendee had already signed in. */
  already: boolean;
}

/** The first attendee of an activity matching `match` (by phone, user or id), with its company. */
async function firstAttendee(activityId: number, match: SQL) {
  const [attendee] = await db
    .select({
      id: activityAttendees.id,
      name: activityAttendees.name,
      signedInAt: activityAttendees.signedInAt,
      tenantName: activitySignups.tenantName,
    })
    .from(activityAttendees)
    .innerJoin(activitySignups, eq(activitySignups.id, activityAttendees.signupId))
    .where(and(eq(activityAttendees.activityId, activityId), match))
    .orderBy(asc(activityAttendees.id))
    .limit(1);
  return attendee;
}

/**
 * On-site sign-in with the activity's code (PUT activity/sign). The attendee is found by the
 * phone given, or else by the signed-in user's own sign-up.
 */
export async function signInActivity(
  input: z.output<typeof activitySignSchema>,
  viewer: SessionUser | null,
): Promise<SignInResult> {
  const row = await activityRow(input.activityId);
  const now = new Date();
  const refusal = signInRefusal(signInWindow(row), now);
  if (refusal) throw badRequest(refusal);
  const [code] = await db
    .select({ id: activitySignCodes.id })
    .from(activitySignCodes)
    .where(
      and(
        eq(activitySignCodes.activityId, row.id),
        eq(activitySignCodes.code, input.code),
        gte(activitySignCodes.expiresAt, now),
      ),
    );
  if (!code) throw badRequest('签到码错误或已过期');
  if (!input.phone && !viewer) throw new HttpError(401, '请先登录');
  const attendee = await firstAttendee(
    row.id,
    input.phone ? eq(activityAttendees.phone, input.phone) : eq(activitySignups.userId, viewer!.id),
  );
  if (!attendee) throw notFound('未找到报名信息，请先报名');
  let signedInAt = attendee.signedInAt;
  if (!signedInAt) {
    signedInAt = now;
    await db
      .update(activityAttendees)
      .set({ signedInAt })
      .where(eq(activityAttendees.id, attendee.id));
  }
  return {
    activityId: row.id,
    attendeeId: attendee.id,
    name: attendee.name,
    tenantName: attendee.tenantName,
    signedInAt: signedInAt.toISOString(),
    already: attendee.signedInAt !== null,
  };
}

export const attendeeQuery = pageQuery(10).extend({
  activityId: idField(),
  signed: param(z.enum(['0', '1']).optional()),
});

export interface AttendeeItem {
  id: number;
  name: string;
  tenantName: string;
  position: string | null;
  /** Masked. */
  phone: string;
  signedInAt: string | null;
}

/** Attendees of an activity, in sign-up order (pagingActivityAttendee); phones are masked. */
export async function attendeePage(q: z.output<typeof attendeeQuery>): Promise<Page<AttendeeItem>> {
  const where = and(
    eq(activityAttendees.activityId, q.activityId),
    q.signed === '1' ? isNotNull(activityAttendees.signedInAt) : undefined,
    q.signed === '0' ? sql`${activityAttendees.signedInAt} IS NULL` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: activityAttendees.id,
        name: activityAttendees.name,
        phone: activityAttendees.phone,
        position: activityAttendees.position,
        signedInAt: activityAttendees.signedInAt,
        tenantName: activitySignups.tenantName,
      })
      .from(activityAttendees)
      .innerJoin(activitySignups, eq(activitySignups.id, activityAttendees.signupId))
      .where(where)
      .orderBy(asc(activityAttendees.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(activityAttendees, where),
  ]);
  const records = rows.map((r) => ({
    ...r,
    phone: maskPhone(r.phone),
    signedInAt: r.signedInAt?.toISOString() ?? null,
  }));
  return toPage(records, total, q);
}

export interface AttendanceCertificate {
  no: string;
  activityId: number;
  activityName: string;
  startTime: string;
  city: string | null;
  organizer: string | null;
  name: string;
  tenantName: string;
  signedInAt: string;
}

const certificateNo = (marketingId: string, attendeeId: number) =>
  `${marketingId}-${String(attendeeId).padStart(5, '0')}`;

/** The attendance certificate of a signed-in attendee, found by phone or certificate number. */
export async function attendanceCertificate(
  activityId: number,
  by: { phone: string } | { no: string },
): Promise<AttendanceCertificate> {
  const row = await activityRow(activityId);
  const serial =
    'no' in by && by.no.startsWith(`${row.marketingId}-`)
      ? by.no.slice(row.marketingId.length + 1)
      : '';
  // At most 9 digits: a longer number overflows the integer id column and fails the query.
  if ('no' in by && !/^\d{1,9}$/.test(serial)) throw notFound('未找到参会证书');
  const attendeeId = Number(serial);
  const a = await firstAttendee(
    row.id,
    'phone' in by ? eq(activityAttendees.phone, by.phone) : eq(activityAttendees.id, attendeeId),
  );
  if (!a) throw notFound('未找到参会证书，请确认手机号已报名该活动');
  if (!a.signedInAt) throw badRequest('签到后才能领取参会证书');
  return {
    no: certificateNo(row.marketingId, a.id),
    activityId: row.id,
    activityName: row.marketingName,
    startTime: row.startTime.toISOString(),
    city: row.city,
    organizer: row.organizer,
    name: a.name,
    tenantName: a.tenantName,
    signedInAt: a.signedInAt.toISOString(),
  };
}
