import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  OpsApplicant,
  OpsCertification,
  OpsDesigner,
  OpsOverview,
  OpsReview,
  OpsSupplierSignup,
  Page,
  PageQuery,
  ReviewSubject,
} from '@/api/types';
import {
  certificationStateOf,
  DESIGNER_STATUS,
  nextDesignerStatus,
  nextStatus,
  type ReviewDecision,
} from '@/lib/certification';
import { isTenantStatus } from '@/lib/identity';
import { db } from '@/server/db';
import {
  categories,
  enterprises,
  products,
  reviews,
  selectedSupplierSignups,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { HttpError, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { parseDesignerSubmission, recordReview, stateLabel } from './certification';
import { offsetOf, toPage } from './paging';
import { notify, notifyMembers } from './messages';

export const OPS_MSG = {
  handled: '该申请已处理，请刷新列表',
  notFound: '申请不存在',
} as const;

const handled = () => new HttpError(409, OPS_MSG.handled);

/** The first user linked to each enterprise: the one who submitted its certification. */
async function applicantsOf(enterpriseIds: number[]): Promise<Map<number, OpsApplicant>> {
  if (enterpriseIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([userEnterprises.enterpriseId], {
      enterpriseId: userEnterprises.enterpriseId,
      id: users.id,
      name: users.name,
      phone: users.phone,
    })
    .from(userEnterprises)
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(inArray(userEnterprises.enterpriseId, enterpriseIds))
    .orderBy(userEnterprises.enterpriseId, asc(userEnterprises.createdAt), asc(users.id));
  return new Map(rows.map(({ enterpriseId, ...applicant }) => [enterpriseId, applicant]));
}

/** Pending company certifications, the longest-waiting first. */
export async function pendingCertifications(query: PageQuery): Promise<Page<OpsCertification>> {
  const pending = eq(enterprises.status, 0);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enterprises)
      .where(pending)
      .orderBy(asc(enterprises.updatedAt), asc(enterprises.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(enterprises).where(pending),
  ]);
  const categoryIds = [...new Set(rows.flatMap((r) => r.serveCategoryIds))];
  const [applicants, names] = await Promise.all([
    applicantsOf(rows.map((r) => r.id)),
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const records = rows.map((e): OpsCertification => ({
    id: e.id,
    companyName: e.name,
    creditCode: e.creditCode,
    type: e.type === 1 ? 1 : 2,
    childType: e.childType,
    companyType: e.companyType,
    businessLicenseUrl: e.businessLicenseUrl,
    authorizationUrl: e.authorizationUrl,
    serveCategories: e.serveCategoryIds.map((id) => ({ id, name: nameOf.get(id) ?? `#${id}` })),
    applicant: applicants.get(e.id) ?? null,
    submittedAt: e.updatedAt.toISOString(),
  }));
  return toPage(records, total?.n ?? 0, query);
}

/**
 * Approves or rejects a pending company certification. An approved company becomes the
 * identity in use of applicants who have none yet, so their next user/current shows it.
 */
export async function reviewCertification(
  operator: SessionUser,
  enterpriseId: number,
  decision: ReviewDecision,
): Promise<{ id: number; status: number; tenantStatus: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId))
      .for('update');
    if (!row) throw notFound(OPS_MSG.notFound);
    const from = certificationStateOf(row);
    const outcome = nextStatus(from, decision.action);
    if (!outcome) throw handled();
    await tx
      .update(enterprises)
      .set({
        status: outcome.status,
        tenantStatus: outcome.tenantStatus,
        rejectReason: decision.action === 'reject' ? decision.reason : null,
        updatedAt: new Date(),
      })
      .where(eq(enterprises.id, enterpriseId));
    if (decision.action === 'approve') {
      await tx
        .update(users)
        .set({ activeEnterpriseId: enterpriseId })
        .where(
          and(
            sql`${users.activeEnterpriseId} is null`,
            inArray(
              users.id,
              tx
                .select({ id: userEnterprises.userId })
                .from(userEnterprises)
                .where(eq(userEnterprises.enterpriseId, enterpriseId)),
            ),
          ),
        );
    }
    const approved = decision.action === 'approve';
    await notifyMembers(tx, enterpriseId, {
      side: 'other',
      kind: 'auth',
      title: approved ? '企业认证已通过' : '企业认证未通过',
      content: approved
        ? `「${row.name}」的企业认证已通过，现在可以使用${row.type === 1 ? '供应中心' : '采购中心'}。`
        : `「${row.name}」的企业认证未通过：${decision.reason}。请修改后重新提交。`,
      link: '/auth',
    });
    await recordReview(tx, {
      subject: 'company',
      subjectId: enterpriseId,
      action: decision.action,
      fromStatus: stateLabel(from),
      toStatus: stateLabel(outcome),
      actorId: operator.id,
      reason: decision.reason,
    });
    return { id: enterpriseId, status: outcome.status, tenantStatus: outcome.tenantStatus };
  });
}

/** Pending selected-supplier sign-ups, oldest first. */
export async function pendingSignups(query: PageQuery): Promise<Page<OpsSupplierSignup>> {
  const pending = eq(selectedSupplierSignups.status, 0);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: selectedSupplierSignups.id,
        enterpriseId: selectedSupplierSignups.enterpriseId,
        createdAt: selectedSupplierSignups.createdAt,
        companyName: enterprises.name,
        childType: enterprises.childType,
        tenantStatus: enterprises.tenantStatus,
        applicantId: users.id,
        applicantName: users.name,
        applicantPhone: users.phone,
      })
      .from(selectedSupplierSignups)
      .innerJoin(enterprises, eq(enterprises.id, selectedSupplierSignups.enterpriseId))
      .innerJoin(users, eq(users.id, selectedSupplierSignups.userId))
      .where(pending)
      .orderBy(asc(selectedSupplierSignups.createdAt), asc(selectedSupplierSignups.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(selectedSupplierSignups).where(pending),
  ]);
  const records = rows.map((r): OpsSupplierSignup => ({
    id: r.id,
    enterpriseId: r.enterpriseId,
    companyName: r.companyName,
    childType: r.childType,
    tenantStatus: isTenantStatus(r.tenantStatus) ? r.tenantStatus : null,
    applicant: { id: r.applicantId, name: r.applicantName, phone: r.applicantPhone },
    createdAt: r.createdAt.toISOString(),
  }));
  return toPage(records, total?.n ?? 0, query);
}

/** Approves (tenantStatus supplier) or rejects (supplier_approve_fail) a pending sign-up. */
export async function reviewSignup(
  operator: SessionUser,
  signupId: number,
  decision: ReviewDecision,
): Promise<{ id: number; status: number; tenantStatus: string | null }> {
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .select()
      .from(selectedSupplierSignups)
      .where(eq(selectedSupplierSignups.id, signupId))
      .for('update');
    if (!signup) throw notFound(OPS_MSG.notFound);
    if (signup.status !== 0) throw handled();
    const [row] = await tx
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, signup.enterpriseId))
      .for('update');
    const from = certificationStateOf(row!);
    const outcome = nextStatus(
      from,
      decision.action === 'approve' ? 'signUpApprove' : 'signUpReject',
    );
    if (!outcome) throw handled();
    const approved = decision.action === 'approve';
    await tx
      .update(selectedSupplierSignups)
      .set({ status: approved ? 1 : -1 })
      .where(eq(selectedSupplierSignups.id, signupId));
    await tx
      .update(enterprises)
      .set({
        tenantStatus: outcome.tenantStatus,
        rejectReason: approved ? null : decision.reason,
        updatedAt: new Date(),
      })
      .where(eq(enterprises.id, signup.enterpriseId));
    await notifyMembers(tx, signup.enterpriseId, {
      side: 'supplier',
      kind: 'auth',
      title: approved ? '优选供应商报名已通过' : '优选供应商报名未通过',
      content: approved
        ? '恭喜，您已成为优选供应商。'
        : `优选供应商报名未通过：${decision.reason}。`,
      link: '/yeation',
    });
    await recordReview(tx, {
      subject: 'selected_supplier',
      subjectId: signupId,
      action: decision.action,
      fromStatus: stateLabel(from),
      toStatus: stateLabel(outcome),
      actorId: operator.id,
      reason: decision.reason,
    });
    return { id: signupId, status: approved ? 1 : -1, tenantStatus: outcome.tenantStatus };
  });
}

/** Designers waiting for review (designerStatus 2) with what they submitted. */
export async function pendingDesigners(query: PageQuery): Promise<Page<OpsDesigner>> {
  const pending = eq(users.designerStatus, DESIGNER_STATUS.pending);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(pending)
      .orderBy(asc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(pending),
  ]);
  const ids = rows.map((u) => u.id);
  const submissions = ids.length
    ? await db
        .selectDistinctOn([reviews.subjectId], {
          userId: reviews.subjectId,
          payload: reviews.payload,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.subject, 'designer'),
            eq(reviews.action, 'submit'),
            inArray(reviews.subjectId, ids),
          ),
        )
        .orderBy(reviews.subjectId, desc(reviews.createdAt), desc(reviews.id))
    : [];
  const byUser = new Map(submissions.map((s) => [s.userId, s]));
  const records = rows.map((u): OpsDesigner => {
    const submitted = byUser.get(u.id);
    const submission = parseDesignerSubmission(submitted?.payload) ?? {
      realName: '',
      designerType: 0,
      idCardUrl: '',
      worksUrls: [],
    };
    return {
      userId: u.id,
      name: u.name,
      phone: u.phone,
      ...submission,
      submittedAt: submitted?.createdAt.toISOString() ?? null,
    };
  });
  return toPage(records, total?.n ?? 0, query);
}

/** Certifies (designerStatus 1) or rejects (-1) a pending designer. */
export async function reviewDesigner(
  operator: SessionUser,
  userId: number,
  decision: ReviewDecision,
): Promise<{ id: number; designerStatus: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ designerStatus: users.designerStatus })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound(OPS_MSG.notFound);
    const next = nextDesignerStatus(user.designerStatus, decision.action);
    if (next === null) throw handled();
    await tx.update(users).set({ designerStatus: next }).where(eq(users.id, userId));
    await notify(tx, {
      userId,
      side: 'other',
      kind: 'auth',
      title: decision.action === 'approve' ? '设计师认证已通过' : '设计师认证未通过',
      content:
        decision.action === 'approve'
          ? '您的设计师认证已通过。'
          : `您的设计师认证未通过：${decision.reason}。请修改后重新提交。`,
      link: '/auth?type=2',
    });
    await recordReview(tx, {
      subject: 'designer',
      subjectId: userId,
      action: decision.action,
      fromStatus: String(user.designerStatus),
      toStatus: String(next),
      actorId: operator.id,
      reason: decision.reason,
    });
    return { id: userId, designerStatus: next };
  });
}

/** Names of the reviewed subjects: companies, sign-ups (their company), designers and products. */
async function subjectNames(
  entries: { subject: string; subjectId: number }[],
): Promise<Map<string, string>> {
  const idsOf = (subject: ReviewSubject) => [
    ...new Set(entries.filter((e) => e.subject === subject).map((e) => e.subjectId)),
  ];
  const companyIds = idsOf('company');
  const signupIds = idsOf('selected_supplier');
  const designerIds = idsOf('designer');
  const productIds = idsOf('product');
  const [companies, signups, designers, reviewed] = await Promise.all([
    companyIds.length
      ? db
          .select({ id: enterprises.id, name: enterprises.name })
          .from(enterprises)
          .where(inArray(enterprises.id, companyIds))
      : [],
    signupIds.length
      ? db
          .select({ id: selectedSupplierSignups.id, name: enterprises.name })
          .from(selectedSupplierSignups)
          .innerJoin(enterprises, eq(enterprises.id, selectedSupplierSignups.enterpriseId))
          .where(inArray(selectedSupplierSignups.id, signupIds))
      : [],
    designerIds.length
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, designerIds))
      : [],
    productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
  ]);
  return new Map([
    ...companies.map((c) => [`company:${c.id}`, c.name] as const),
    ...signups.map((s) => [`selected_supplier:${s.id}`, s.name] as const),
    ...designers.map((d) => [`designer:${d.id}`, d.name] as const),
    ...reviewed.map((p) => [`product:${p.id}`, p.name] as const),
  ]);
}

/** The audit trail, newest first, optionally of one kind of subject. */
export async function reviewTrail(
  query: PageQuery & { subject?: ReviewSubject },
): Promise<Page<OpsReview>> {
  const where = query.subject ? eq(reviews.subject, query.subject) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, actorName: users.name })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.actorId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const names = await subjectNames(rows.map((r) => r.review));
  const records = rows.map(({ review: r, actorName }): OpsReview => ({
    id: r.id,
    subject: r.subject as ReviewSubject,
    subjectId: r.subjectId,
    subjectName: names.get(`${r.subject}:${r.subjectId}`) ?? null,
    action: r.action as OpsReview['action'],
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    actor: r.actorId !== null && actorName !== null ? { id: r.actorId, name: actorName } : null,
    createdAt: r.createdAt.toISOString(),
  }));
  return toPage(records, total?.n ?? 0, query);
}

/** Who is signed in to the console and how much is waiting. */
export async function opsOverview(operator: SessionUser): Promise<OpsOverview> {
  const [[certifications], [signups], [designers]] = await Promise.all([
    db.select({ n: count() }).from(enterprises).where(eq(enterprises.status, 0)),
    db
      .select({ n: count() })
      .from(selectedSupplierSignups)
      .where(eq(selectedSupplierSignups.status, 0)),
    db.select({ n: count() }).from(users).where(eq(users.designerStatus, DESIGNER_STATUS.pending)),
  ]);
  return {
    operator: { id: operator.id, name: operator.name },
    pending: {
      certifications: certifications?.n ?? 0,
      signups: signups?.n ?? 0,
      designers: designers?.n ?? 0,
    },
  };
}
