import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Registration } from '@/api/modules/registration';
import type {
  OpsSupplierApplication,
  Page,
  PageQuery,
  RecruitDetail,
  SharerInfo,
  SupplierNoticeDetail,
  SupplierNoticeItem,
  TenantStatus,
  UserInfo,
} from '@/api/types';
import { certificationStateOf, nextStatus } from '@/lib/certification';
import { MEMBERS_ONLY_TEXT } from '@/lib/dialog';
import { canViewMembersOnly, isTenantStatus } from '@/lib/identity';
import {
  maskPhone,
  RECRUIT_MSG,
  REGISTRATION_STATUS,
  signUpOutcome,
  SIGNUP_MSG,
  type SupplierApplicationData,
} from '@/lib/supplier';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  enterprises,
  RECRUIT_STATUS_DESC,
  recruitApplications,
  recruits,
  selectedSupplierSignups,
  sharers,
  supplierApplications,
  supplierNotices,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { forbidden, HttpError, notFound } from '@/server/http/errors';
import { CERTIFICATION_MSG, recordReview, stateLabel } from './certification';
import type { SessionUser } from './identity/session';
import { loadUserInfo } from './identity/user-info';
import { recruitStatus } from './opportunity';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';

const iso = (d: Date) => d.toISOString();

// ---------------------------------------------------------------- selected-supplier sign-up

/** The user's enterprise `tenantId` as the sign-up rule reads it; null when not theirs. */
async function ownEnterprise(userId: number, tenantId: number) {
  const [row] = await db
    .select({ enterprise: enterprises })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(and(eq(userEnterprises.userId, userId), eq(userEnterprises.enterpriseId, tenantId)));
  return row?.enterprise ?? null;
}

/**
 * Signs enterprise `tenantId` up for the selected-supplier plan (spec §4): the same branches
 * as the page's button (lib signUpOutcome), then a pending sign-up the operators review and the
 * enterprise's tenantStatus supplier_approving.
 */
export async function signUpSelectedSupplier(
  user: SessionUser,
  tenantId: number,
): Promise<{ id: number; tenantStatus: TenantStatus }> {
  const row = await ownEnterprise(user.id, tenantId);
  if (!row) {
    const info = await loadUserInfo(user.id);
    // Without any enterprise the user certifies first; someone else's enterprise is forbidden.
    throw forbidden(info?.enterpriseId == null ? SIGNUP_MSG.certifyFirst : undefined);
  }
  const outcome = signUpOutcome({
    enterpriseId: row.id,
    enterpriseStatus: row.status as UserInfo['enterpriseStatus'],
    tenantStatus: isTenantStatus(row.tenantStatus) ? row.tenantStatus : null,
    topType: row.type === 1 ? 1 : 2,
  });
  if (outcome.kind !== 'open') throw new HttpError(409, outcome.message);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, tenantId))
      .for('update');
    const from = certificationStateOf(locked!);
    const next = nextStatus(from, 'signUp');
    if (!next) throw new HttpError(409, SIGNUP_MSG.pending);
    await tx
      .update(enterprises)
      .set({ tenantStatus: next.tenantStatus, rejectReason: null, updatedAt: new Date() })
      .where(eq(enterprises.id, tenantId));
    // One sign-up per enterprise: a rejected one is reopened rather than duplicated.
    const [signup] = await tx
      .insert(selectedSupplierSignups)
      .values({ enterpriseId: tenantId, userId: user.id, status: 0 })
      .onConflictDoUpdate({
        target: selectedSupplierSignups.enterpriseId,
        set: { userId: user.id, status: 0, createdAt: new Date() },
      })
      .returning({ id: selectedSupplierSignups.id });
    await recordReview(tx, {
      subject: 'selected_supplier',
      subjectId: signup!.id,
      action: 'submit',
      fromStatus: stateLabel(from),
      toStatus: stateLabel(next),
      actorId: user.id,
    });
    return { id: signup!.id, tenantStatus: next.tenantStatus! };
  });
}

/**
 * registration/info: where enterprise `enterpriseId` (by default the one in use) stands in the
 * selected-supplier plan, for /enroll. Null without an enterprise; someone else's is a 404.
 */
export async function registrationInfo(
  user: SessionUser,
  enterpriseId: number | undefined,
): Promise<Registration | null> {
  const id = enterpriseId ?? user.enterpriseId;
  if (id === null) return null;
  const row = await ownEnterprise(user.id, id);
  if (!row) {
    if (enterpriseId === undefined) return null;
    throw notFound(CERTIFICATION_MSG.notFound);
  }
  const [signup] = await db
    .select({
      status: selectedSupplierSignups.status,
      createdAt: selectedSupplierSignups.createdAt,
    })
    .from(selectedSupplierSignups)
    .where(eq(selectedSupplierSignups.enterpriseId, row.id));
  const rejected = signup?.status === REGISTRATION_STATUS.rejected;
  return {
    enterpriseId: row.id,
    enterpriseName: row.name,
    tenantStatus: isTenantStatus(row.tenantStatus) ? row.tenantStatus : null,
    status: signup?.status ?? null,
    submittedAt: signup ? iso(signup.createdAt) : null,
    rejectReason: rejected ? row.rejectReason : null,
  };
}

// ---------------------------------------------------------------- supplier application

/** Stores a supplier application; an unknown share code is dropped, not refused. */
export async function createSupplierApplication(
  user: SessionUser,
  data: SupplierApplicationData,
): Promise<{ id: number }> {
  let shareCode: string | null = null;
  if (data.shareCode) {
    const [sharer] = await db
      .select({ code: sharers.shareCode })
      .from(sharers)
      .where(eq(sharers.shareCode, data.shareCode.toUpperCase()));
    shareCode = sharer?.code ?? null;
  }
  const [row] = await db
    .insert(supplierApplications)
    .values({
      ...data,
      shareCode,
      email: data.email ?? null,
      referrer: data.referrer ?? null,
      userId: user.id,
      enterpriseId: user.enterpriseId,
    })
    .returning({ id: supplierApplications.id });
  return { id: row!.id };
}

/** Every supplier application, newest first, with its sharer and applicant (ops console). */
export async function supplierApplicationsForOps(
  q: PageQuery,
): Promise<Page<OpsSupplierApplication>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: supplierApplications,
        sharerName: sharers.name,
        applicantName: users.name,
        applicantPhone: users.phone,
      })
      .from(supplierApplications)
      .leftJoin(sharers, eq(sharers.shareCode, supplierApplications.shareCode))
      .leftJoin(users, eq(users.id, supplierApplications.userId))
      .orderBy(desc(supplierApplications.createdAt), desc(supplierApplications.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(supplierApplications),
  ]);
  const records = rows.map(({ a, sharerName, applicantName, applicantPhone }) => ({
    id: a.id,
    shareCode: a.shareCode ?? undefined,
    name: a.name,
    product: a.product,
    productMode: a.productMode ?? '',
    isQuoted: a.isQuoted ?? 0,
    contactName: a.contactName,
    position: a.position ?? '',
    phone: a.phone,
    email: a.email ?? undefined,
    province: a.province ?? '',
    provinceId: a.provinceId ?? 0,
    city: a.city ?? '',
    cityId: a.cityId ?? 0,
    address: a.address ?? '',
    referrer: a.referrer ?? undefined,
    status: a.status,
    sharerName,
    applicant:
      a.userId !== null && applicantName !== null
        ? { id: a.userId, name: applicantName, phone: applicantPhone! }
        : null,
    createdAt: iso(a.createdAt),
  }));
  return toPage(records, total?.n ?? 0, q);
}

// ---------------------------------------------------------------- sharers

export const SHARER_PHONE_TAKEN = '该手机号已登记为分享人';
const SHARER_MISSING = '分享码不存在';

const toSharer = (s: typeof sharers.$inferSelect): SharerInfo => ({
  shareCode: s.shareCode,
  name: s.name,
  phone: s.phone,
  company: s.company,
  position: s.position,
});

/**
 * Registers the signed-in user as a sharer (promotion/sharer) and gives their share code;
 * registering again updates the details and keeps the code.
 */
export async function registerSharer(
  user: SessionUser,
  input: { name: string; phone: string; company: string; position: string },
): Promise<SharerInfo> {
  const [byPhone] = await db.select().from(sharers).where(eq(sharers.phone, input.phone));
  if (byPhone && byPhone.userId !== user.id) throw new HttpError(409, SHARER_PHONE_TAKEN);
  const [own] = await db.select().from(sharers).where(eq(sharers.userId, user.id)).limit(1);
  if (own) {
    const [updated] = await db.update(sharers).set(input).where(eq(sharers.id, own.id)).returning();
    return toSharer(updated!);
  }
  const [created] = await db
    .insert(sharers)
    .values({
      ...input,
      userId: user.id,
      shareCode: `SH${randomBytes(4).toString('hex').toUpperCase()}`,
    })
    .returning();
  return toSharer(created!);
}

/**
 * sharerInfo: by share code, the public part (phone masked) for the /apply page; without one,
 * the signed-in user's own registration (or null).
 */
export async function sharerInfo(
  user: SessionUser | null,
  shareCode: string | undefined,
): Promise<SharerInfo | null> {
  if (shareCode) {
    const [row] = await db
      .select()
      .from(sharers)
      .where(eq(sharers.shareCode, shareCode.toUpperCase()));
    if (!row) throw notFound(SHARER_MISSING);
    const info = toSharer(row);
    return row.userId === user?.id ? info : { ...info, phone: maskPhone(info.phone) };
  }
  if (!user) return null;
  const [own] = await db.select().from(sharers).where(eq(sharers.userId, user.id)).limit(1);
  return own ? toSharer(own) : null;
}

// ---------------------------------------------------------------- supplier notices

export const noticeQuery = pageQuery(10).extend({
  keyword: param(z.string().trim().max(50).optional()),
});

const PUBLISHED = 1;

export async function supplierNoticePage(
  q: z.output<typeof noticeQuery>,
): Promise<Page<SupplierNoticeItem>> {
  const where = and(
    eq(supplierNotices.status, PUBLISHED),
    q.keyword ? ilike(supplierNotices.title, containsPattern(q.keyword)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: supplierNotices.id,
        title: supplierNotices.title,
        summary: supplierNotices.summary,
        membersOnly: supplierNotices.membersOnly,
        viewCount: supplierNotices.viewCount,
        publishTime: supplierNotices.publishTime,
      })
      .from(supplierNotices)
      .where(where)
      .orderBy(desc(supplierNotices.publishTime), desc(supplierNotices.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(supplierNotices, where),
  ]);
  return toPage(
    rows.map((r) => ({ ...r, publishTime: iso(r.publishTime) })),
    total,
    q,
  );
}

/**
 * A notice's details; members-only ones need a member (spec §6: a supplier with a member
 * level, labels containing 4, or a visit from the partner zone), otherwise 403.
 */
export async function supplierNoticeDetail(
  id: number,
  user: SessionUser | null,
  partnerZone: boolean,
): Promise<SupplierNoticeDetail> {
  const [row] = await db
    .select()
    .from(supplierNotices)
    .where(and(eq(supplierNotices.id, id), eq(supplierNotices.status, PUBLISHED)));
  if (!row) throw notFound('公告不存在或已下线');
  if (row.membersOnly) {
    const info = user ? await loadUserInfo(user.id) : null;
    if (!canViewMembersOnly(info, { partnerZone })) throw forbidden(MEMBERS_ONLY_TEXT);
  }
  await db
    .update(supplierNotices)
    .set({ viewCount: row.viewCount + 1 })
    .where(eq(supplierNotices.id, id));
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    attachments: row.attachments,
    membersOnly: row.membersOnly,
    viewCount: row.viewCount + 1,
    publishTime: iso(row.publishTime),
  };
}

// ---------------------------------------------------------------- recruitment

export async function recruitDetail(id: number): Promise<RecruitDetail> {
  const [row] = await db.select().from(recruits).where(eq(recruits.id, id));
  if (!row) throw notFound('招募不存在');
  const applicants = await db.$count(recruitApplications, eq(recruitApplications.recruitId, id));
  return {
    id: row.id,
    name: row.name,
    capital: row.capital,
    serviceScope: row.serviceScope,
    publicationDate: iso(row.publicationDate),
    deadline: iso(row.deadline),
    statusDesc: RECRUIT_STATUS_DESC[recruitStatus(row.status, row.deadline, new Date())]!,
    enterpriseName: row.enterpriseName,
    province: row.province,
    city: row.city,
    requirement: row.requirement,
    content: row.content,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    applicants,
  };
}

/** A certified supplier enterprise of the user applies to an open recruitment (apply/{tenantId}). */
export async function applyToRecruit(
  user: SessionUser,
  tenantId: number,
  input: { recruitId: number; contactName: string; phone: string; remark?: string },
): Promise<{ id: number }> {
  const enterprise = await ownEnterprise(user.id, tenantId);
  if (!enterprise || enterprise.type !== 1 || enterprise.status !== 1) {
    throw forbidden(RECRUIT_MSG.supplierOnly);
  }
  const [recruit] = await db.select().from(recruits).where(eq(recruits.id, input.recruitId));
  if (!recruit) throw notFound('招募不存在');
  if (recruitStatus(recruit.status, recruit.deadline, new Date()) !== 1) {
    throw new HttpError(409, RECRUIT_MSG.closed);
  }
  const [row] = await db
    .insert(recruitApplications)
    .values({ ...input, remark: input.remark || null, enterpriseId: tenantId, userId: user.id })
    .onConflictDoNothing()
    .returning({ id: recruitApplications.id });
  if (!row) throw new HttpError(409, RECRUIT_MSG.already);
  return row;
}
