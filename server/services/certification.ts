import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  DesignerCertificationInfo,
  DesignerSubmission,
  EnterpriseBasics,
  EnterpriseInfo,
  OpsReview,
  ReviewSubject,
  TenantStatus,
  UserInfo,
} from '@/api/types';
import {
  CERT_MSG,
  certificationStateOf,
  DESIGNER_STATUS,
  nextDesignerStatus,
  nextStatus,
  type Certification,
  type CertificationOutcome,
  type CertificationQuery,
  type CertificationState,
  type CertificationView,
  type DesignerCertification,
} from '@/lib/certification';
import {
  isEnterpriseStatus,
  isTenantStatus,
  memberLevelOf,
  tenantStatusDesc,
} from '@/lib/identity';
import { parseId } from '@/lib/id';
import { topTypeOf } from '@/lib/roles';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  categories,
  enterprises,
  reviews,
  userEnterprises,
  users,
  type Enterprise,
} from '@/server/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '@/server/http/errors';
import { containsPattern } from './paging';
import { findOwnUpload } from './upload';
import { currentEnterprise } from './identity/user-info';

export const CERTIFICATION_MSG = {
  notYours: '未找到该企业身份',
  notFound: '企业不存在',
  notEditable: '当前认证状态不能修改，请刷新后重试',
  alreadySubmitted: '认证已提交，请勿重复提交',
  unknownCategory: '服务类目不存在，请重新选择',
  designerOnly: '仅设计师账号可以提交设计师认证',
  fileInvalid: (label: string) => `${label}无效，请重新上传`,
} as const;

/** A positive integer id from a route segment; anything else is a 404 with this message. */
export function routeId(value: string | string[] | undefined, missing: string): number {
  const id = parseId(Array.isArray(value) ? undefined : value);
  if (!id) throw notFound(missing);
  return id;
}

/** How many enterprises tenant/match suggests. */
export const MATCH_LIMIT = 10;

export type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** `<status>/<tenantStatus>` as the audit trail stores an enterprise state. */
export function stateLabel(state: Pick<CertificationState, 'status' | 'tenantStatus'>): string {
  return `${state.status ?? ''}/${state.tenantStatus ?? ''}`;
}

/** Writes one entry of the audit trail (who, when, what, why). */
export async function recordReview(
  tx: Tx,
  entry: {
    subject: ReviewSubject;
    subjectId: number;
    action: OpsReview['action'];
    fromStatus: string | null;
    toStatus: string;
    actorId: number;
    reason?: string | null;
    payload?: Record<string, unknown> | null;
  },
): Promise<void> {
  await tx.insert(reviews).values({ ...entry, reason: entry.reason || null });
}

/**
 * Every URL must be a file this user uploaded (or one already on record for the enterprise):
 * a foreign or made-up URL would let an applicant pass off someone else's licence.
 */
async function assertOwnFiles(
  userId: number,
  files: { url: string; label: string }[],
  onRecord: readonly (string | null)[] = [],
): Promise<void> {
  for (const { url, label } of files) {
    if (onRecord.includes(url)) continue;
    if (!(await findOwnUpload(userId, url))) throw badRequest(CERTIFICATION_MSG.fileInvalid(label));
  }
}

async function assertCategories(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, unique));
  if (found.length !== unique.length) throw badRequest(CERTIFICATION_MSG.unknownCategory);
}

/** An approved or pending enterprise of exactly this name exists (spec: enterpriseCheck). */
export async function enterpriseNameTaken(
  name: string,
  exceptId?: number,
  tx: Tx | typeof db = db,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.name, name.trim()),
        inArray(enterprises.status, [0, 1]),
        exceptId === undefined ? undefined : ne(enterprises.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An approved or pending enterprise holds this 统一社会信用代码 (one code, one company). */
async function creditCodeTaken(tx: Tx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.creditCode, code),
        inArray(enterprises.status, [0, 1]),
        exceptId === undefined ? undefined : ne(enterprises.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Two applicants racing with the same company name or credit code: the second waits, then sees
 * the first. Always name before code, so two racers never hold one each.
 */
async function lockCompany(tx: Tx, input: Certification): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`enterprise-name:${input.companyName}`}))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`enterprise-credit-code:${input.creditCode}`}))`,
  );
}

/** Refuses a company already certified or in review, by its name or its credit code. */
async function assertCompanyFree(tx: Tx, input: Certification, exceptId?: number) {
  if (await enterpriseNameTaken(input.companyName, exceptId, tx)) {
    throw badRequest(CERT_MSG.alreadyCertified);
  }
  if (await creditCodeTaken(tx, input.creditCode, exceptId)) {
    throw badRequest(CERT_MSG.creditCodeTaken);
  }
}

function certificationFiles(input: Certification) {
  return [
    { url: input.businessLicenseUrl, label: '营业执照' },
    { url: input.authorizationUrl, label: '授权委托书' },
  ];
}

function enterpriseColumns(input: Certification, outcome: CertificationOutcome) {
  return {
    name: input.companyName,
    creditCode: input.creditCode,
    type: input.topType,
    childType: input.childType,
    companyType: input.companyType,
    businessLicenseUrl: input.businessLicenseUrl,
    authorizationUrl: input.authorizationUrl,
    serveCategoryIds: input.topType === 1 ? [...new Set(input.serveCategoryIds)] : [],
    status: outcome.status,
    tenantStatus: outcome.tenantStatus,
    rejectReason: null,
    updatedAt: new Date(),
  };
}

/** tenant/save: a new enterprise identity of this user, pending review (company_approving). */
export async function saveCertification(
  userId: number,
  input: Certification,
): Promise<{ enterpriseId: number }> {
  await assertOwnFiles(userId, certificationFiles(input));
  await assertCategories(input.serveCategoryIds);
  const from: CertificationState = { type: input.topType, status: null, tenantStatus: null };
  const outcome = nextStatus(from, 'submit')!;
  return db.transaction(async (tx) => {
    await lockCompany(tx, input);
    await assertCompanyFree(tx, input);
    const [created] = await tx
      .insert(enterprises)
      .values(enterpriseColumns(input, outcome))
      .returning({ id: enterprises.id });
    const enterpriseId = created!.id;
    await tx.insert(userEnterprises).values({ userId, enterpriseId });
    await recordReview(tx, {
      subject: 'company',
      subjectId: enterpriseId,
      action: 'submit',
      fromStatus: null,
      toStatus: stateLabel(outcome),
      actorId: userId,
      payload: { ...input },
    });
    return { enterpriseId };
  });
}

async function ownedEnterprise(tx: Tx | typeof db, userId: number, enterpriseId: number) {
  const [row] = await tx
    .select({ enterprise: enterprises })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(and(eq(userEnterprises.userId, userId), eq(userEnterprises.enterpriseId, enterpriseId)));
  return row?.enterprise ?? null;
}

/** tenant/update: the owner resubmits a rejected or incomplete certification. */
export async function updateCertification(
  userId: number,
  input: Certification & { enterpriseId: number },
): Promise<null> {
  const { enterpriseId, ...certification } = input;
  const existing = await ownedEnterprise(db, userId, enterpriseId);
  if (!existing) throw notFound(CERTIFICATION_MSG.notYours);
  await assertOwnFiles(userId, certificationFiles(certification), [
    existing.businessLicenseUrl,
    existing.authorizationUrl,
  ]);
  await assertCategories(certification.serveCategoryIds);
  await db.transaction(async (tx) => {
    await lockCompany(tx, certification);
    const [row] = await tx
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId))
      .for('update');
    const from = certificationStateOf(row!);
    const outcome = nextStatus(from, 'resubmit');
    if (!outcome) throw new HttpError(409, CERTIFICATION_MSG.notEditable);
    await assertCompanyFree(tx, certification, enterpriseId);
    await tx
      .update(enterprises)
      .set(enterpriseColumns(certification, outcome))
      .where(eq(enterprises.id, enterpriseId));
    await recordReview(tx, {
      subject: 'company',
      subjectId: enterpriseId,
      action: 'resubmit',
      fromStatus: stateLabel(from),
      toStatus: stateLabel(outcome),
      actorId: userId,
      payload: { ...certification },
    });
  });
  return null;
}

function toCertificationInfo(e: Enterprise, activeId: number | null): EnterpriseInfo {
  const tenantStatus: TenantStatus | null = isTenantStatus(e.tenantStatus) ? e.tenantStatus : null;
  return {
    id: e.id,
    name: e.name,
    type: e.type === 1 ? 1 : 2,
    status: isEnterpriseStatus(e.status) ? e.status : -2,
    tenantStatus,
    tenantStatusDesc: tenantStatusDesc(tenantStatus),
    active: e.id === activeId,
    childType: e.childType,
    memberLevel: memberLevelOf(e.memberLevel),
    companyType: e.companyType,
    topType: topTypeOf(e.type),
    companyName: e.name,
    creditCode: e.creditCode,
    businessLicenseUrl: e.businessLicenseUrl,
    authorizationUrl: e.authorizationUrl,
    serveCategoryIds: e.serveCategoryIds,
    rejectReason: e.rejectReason,
  };
}

/** tenant/info: the certification of one of the user's enterprises, or of the current one. */
export async function certificationInfo(
  userId: number,
  enterpriseId?: number,
): Promise<EnterpriseInfo | null> {
  const [user] = await db
    .select({ activeId: users.activeEnterpriseId })
    .from(users)
    .where(eq(users.id, userId));
  const activeId = user?.activeId ?? null;
  if (enterpriseId !== undefined) {
    const owned = await ownedEnterprise(db, userId, enterpriseId);
    if (!owned) throw notFound(CERTIFICATION_MSG.notYours);
    return toCertificationInfo(owned, activeId);
  }
  const current = await currentEnterprise(userId, activeId);
  return current ? toCertificationInfo(current.enterprise, activeId) : null;
}

const basicsColumns = {
  id: enterprises.id,
  name: enterprises.name,
  type: enterprises.type,
  childType: enterprises.childType,
  status: enterprises.status,
};

/** tenant/infoById: public basics only (no licences, no reject reason). */
export async function enterpriseBasics(id: number): Promise<EnterpriseBasics> {
  const [row] = await db.select(basicsColumns).from(enterprises).where(eq(enterprises.id, id));
  if (!row) throw notFound(CERTIFICATION_MSG.notFound);
  return {
    id: row.id,
    name: row.name,
    type: row.type === 1 ? 1 : 2,
    childType: row.childType,
    status: isEnterpriseStatus(row.status) ? row.status : -2,
  };
}

/** tenant/enterpriseType/{id}. */
export async function enterpriseTypeOf(
  id: number,
): Promise<{ type: number; childType: number | null }> {
  const { type, childType } = await enterpriseBasics(id);
  return { type, childType };
}

/**
 * tenant/match: approved enterprises whose name contains the text, for the company-name
 * autocomplete; one entry per name (a company may hold both identities), shortest first.
 */
export async function matchEnterprises(name: string): Promise<{ id: number; name: string }[]> {
  const text = name.trim();
  if (!text) return [];
  const rows = await db
    .select({ id: sql<number>`min(${enterprises.id})`.mapWith(Number), name: enterprises.name })
    .from(enterprises)
    .where(and(eq(enterprises.status, 1), sql`${enterprises.name} ilike ${containsPattern(text)}`))
    .groupBy(enterprises.name)
    .orderBy(sql`length(${enterprises.name})`, asc(enterprises.name))
    .limit(MATCH_LIMIT);
  return rows;
}

// ---------------------------------------------------------------- designers

const designerSubmission = z.object({
  realName: z.string(),
  designerType: z.number(),
  idCardUrl: z.string(),
  worksUrls: z.array(z.string()).default([]),
});

/** A designer's submission as the audit trail keeps it, or null when unreadable. */
export function parseDesignerSubmission(payload: unknown): DesignerSubmission | null {
  const parsed = designerSubmission.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** The designer's certification state, the last submission and the last rejection reason. */
export async function designerCertificationInfo(
  userId: number,
): Promise<DesignerCertificationInfo> {
  const [user] = await db
    .select({
      designerStatus: users.designerStatus,
      isDesignerAccount: users.isDesignerAccount,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const trail = await db
    .select({
      action: reviews.action,
      reason: reviews.reason,
      payload: reviews.payload,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.subject, 'designer'), eq(reviews.subjectId, userId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(20);
  const submitted = trail.find((r) => r.action === 'submit');
  const rejected = user.designerStatus === DESIGNER_STATUS.rejected;
  return {
    designerStatus: user.designerStatus,
    isDesignerAccount: user.isDesignerAccount,
    rejectReason: rejected ? (trail.find((r) => r.action === 'reject')?.reason ?? null) : null,
    submission: parseDesignerSubmission(submitted?.payload),
    submittedAt: submitted?.createdAt.toISOString() ?? null,
  };
}

/** A designer account submits (or, after a rejection, resubmits) its certification. */
export async function submitDesignerCertification(
  userId: number,
  input: DesignerCertification,
): Promise<null> {
  const files = [
    { url: input.idCardUrl, label: '身份证明' },
    ...input.worksUrls.map((url) => ({ url, label: '代表作品' })),
  ];
  await assertOwnFiles(userId, files);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ designerStatus: users.designerStatus, isDesignerAccount: users.isDesignerAccount })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.isDesignerAccount) throw forbidden(CERTIFICATION_MSG.designerOnly);
    const next = nextDesignerStatus(user.designerStatus, 'submit');
    if (next === null) throw new HttpError(409, CERTIFICATION_MSG.alreadySubmitted);
    await tx.update(users).set({ designerStatus: next }).where(eq(users.id, userId));
    await recordReview(tx, {
      subject: 'designer',
      subjectId: userId,
      action: 'submit',
      fromStatus: String(user.designerStatus),
      toStatus: String(next),
      actorId: userId,
      payload: { ...input },
    });
  });
  return null;
}

/** An enterprise in review or approved is shown as it stands; any other is resubmitted. */
function enterpriseView(existing: EnterpriseInfo): CertificationView {
  if (existing.status === 0) return { kind: 'companyPending', existing };
  if (existing.status === 1) return { kind: 'companyApproved', existing };
  return { kind: 'company', existing };
}

/**
 * What /auth and /mobile/authentication show a signed-in user, decided here so the page arrives
 * with it. With an enterprise in the query, that enterprise (someone else's or a missing one:
 * a new certification, saying why). A designer account asking for type=2: its own form. Coming
 * back without either: the enterprise in review, or the approved one unless a type asks for
 * another identity's form; otherwise a new certification.
 */
export async function certificationView(
  user: UserInfo,
  query: CertificationQuery,
): Promise<CertificationView> {
  if (query.enterpriseId !== undefined) {
    const existing = await certificationInfo(user.id, query.enterpriseId).catch(
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      },
    );
    return existing
      ? enterpriseView(existing)
      : { kind: 'company', existing: null, notice: CERTIFICATION_MSG.notYours };
  }
  if (query.type === 2 && user.isDesignerAccount) {
    return { kind: 'designer', info: await designerCertificationInfo(user.id) };
  }
  const approved = user.enterpriseStatus === 1 && query.type === undefined;
  if (user.enterpriseId !== null && (user.enterpriseStatus === 0 || approved)) {
    const existing = await certificationInfo(user.id, user.enterpriseId);
    // The user info and the enterprise agree on the status unless it changed in between.
    if (existing?.status === 0 || existing?.status === 1) return enterpriseView(existing);
  }
  return { kind: 'company', existing: null };
}
