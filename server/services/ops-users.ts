import 'server-only';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  OpsEnterprise,
  OpsEnterpriseDetail,
  OpsIdentity,
  OpsUser,
  OpsUserDetail,
} from '@/api/modules/ops-users';
import type { OpsReview, Page, PageQuery, ReviewSubject } from '@/api/types';
import { normalizeCreditCode } from '@/lib/credit-code';
import { isEscalated, PASSWORD_ESCALATION, SMS_CODE_ESCALATION } from '@/lib/login-escalation';
import { OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { keywordKind, OPS_USERS_MSG, type OpsUserStatus } from '@/lib/ops-users';
import { db } from '@/server/db';
import {
  enterprises,
  loginFailures,
  reviews,
  selectedSupplierSignups,
  sessions,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { HttpError, notFound } from '@/server/http/errors';
import { holdsOpsRole, recordOpsAction } from './ops-access';
import { containsPattern, offsetOf, toPage } from './paging';

// A failure stops counting once quiet this long (both policies agree), as the sign-in sees it.
const liveSince = () => new Date(Date.now() - PASSWORD_ESCALATION.quietSeconds * 1000);

/**
 * The enterprises a name or credit-code keyword finds: the name contains it, or (a code-like
 * keyword) the credit code starts with it. Codes are stored upper-case, so the keyword is
 * upper-cased rather than the column, and the prefix match can use the code's index; a
 * code-like keyword holds only code characters, so it needs no LIKE escaping.
 */
function enterpriseMatch(keyword: string): SQL {
  const byName = ilike(enterprises.name, containsPattern(keyword));
  return keywordKind(keyword) === 'creditCode'
    ? or(like(enterprises.creditCode, `${normalizeCreditCode(keyword)}%`), byName)!
    : byName;
}

const userColumns = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  activeEnterpriseId: users.activeEnterpriseId,
  isOperator: holdsOpsRole(users.id),
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  createdAt: users.createdAt,
};
type UserRow = {
  id: number;
  phone: string;
  name: string;
  activeEnterpriseId: number | null;
  isOperator: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  createdAt: Date;
};

/** The identities and live sign-in failures of these users, to complete their rows. */
async function complete(rows: UserRow[]): Promise<OpsUser[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [links, failures] = await Promise.all([
    db
      .select({
        userId: userEnterprises.userId,
        isAdmin: userEnterprises.isAdmin,
        id: enterprises.id,
        name: enterprises.name,
        type: enterprises.type,
        status: enterprises.status,
        tenantStatus: enterprises.tenantStatus,
        creditCode: enterprises.creditCode,
      })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(inArray(userEnterprises.userId, ids))
      .orderBy(userEnterprises.createdAt),
    db
      .select({
        phone: loginFailures.phone,
        kind: loginFailures.kind,
        n: sql<number>`sum(${loginFailures.failures})::int`,
      })
      .from(loginFailures)
      .where(
        and(
          inArray(
            loginFailures.phone,
            rows.map((r) => r.phone),
          ),
          gt(loginFailures.lastFailedAt, liveSince()),
        ),
      )
      .groupBy(loginFailures.phone, loginFailures.kind),
  ]);
  return rows.map((r) => {
    const own = failures.filter((f) => f.phone === r.phone);
    const of = (kind: string) => Number(own.find((f) => f.kind === kind)?.n ?? 0);
    const identities: OpsIdentity[] = links
      .filter((l) => l.userId === r.id)
      .map(({ userId: _, ...l }) => ({ ...l, active: l.id === r.activeEnterpriseId }));
    return {
      id: r.id,
      phone: r.phone,
      name: r.name,
      isOperator: r.isOperator,
      disabledAt: r.disabledAt?.toISOString() ?? null,
      disabledReason: r.disabledReason,
      loginFailures: of('password') + of('code'),
      loginLimited:
        isEscalated(PASSWORD_ESCALATION, of('password')) ||
        isEscalated(SMS_CODE_ESCALATION, of('code')),
      identities,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/**
 * Users found by phone (digits: any part of it), by name, or by the name or credit code of an
 * enterprise they belong to; the newest first.
 */
export async function opsUsers(
  query: PageQuery & { keyword?: string; status?: OpsUserStatus },
): Promise<Page<OpsUser>> {
  const keyword = query.keyword?.trim();
  const byEnterprise = (text: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userEnterprises)
        .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
        .where(and(eq(userEnterprises.userId, users.id), enterpriseMatch(text))),
    );
  const where = and(
    keyword
      ? keywordKind(keyword) === 'phone'
        ? ilike(users.phone, containsPattern(keyword))
        : or(ilike(users.name, containsPattern(keyword)), byEnterprise(keyword))
      : undefined,
    query.status === 'disabled'
      ? isNotNull(users.disabledAt)
      : query.status === 'active'
        ? isNull(users.disabledAt)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return toPage(await complete(rows), total?.n ?? 0, query);
}

async function userRow(id: number): Promise<UserRow> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(OPS_CATALOG_MSG.userNotFound);
  return row;
}

/** Certification decisions about a designer (the user) and companies, newest first. */
async function historyOf(subjects: {
  designer?: { id: number; name: string };
  companies: { id: number; name: string }[];
}): Promise<OpsReview[]> {
  const companyIds = subjects.companies.map((c) => c.id);
  const signups = companyIds.length
    ? await db
        .select({
          id: selectedSupplierSignups.id,
          enterpriseId: selectedSupplierSignups.enterpriseId,
        })
        .from(selectedSupplierSignups)
        .where(inArray(selectedSupplierSignups.enterpriseId, companyIds))
    : [];
  const conditions = [
    subjects.designer
      ? and(eq(reviews.subject, 'designer'), eq(reviews.subjectId, subjects.designer.id))
      : undefined,
    companyIds.length
      ? and(eq(reviews.subject, 'company'), inArray(reviews.subjectId, companyIds))
      : undefined,
    signups.length
      ? and(
          eq(reviews.subject, 'selected_supplier'),
          inArray(
            reviews.subjectId,
            signups.map((s) => s.id),
          ),
        )
      : undefined,
  ].filter(Boolean);
  if (!conditions.length) return [];
  const rows = await db
    .select({ review: reviews, actorName: users.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.actorId))
    .where(or(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
  const companyName = new Map(subjects.companies.map((c) => [c.id, c.name]));
  const signupCompany = new Map(signups.map((s) => [s.id, s.enterpriseId]));
  const nameOf = (subject: string, id: number) =>
    subject === 'designer'
      ? (subjects.designer?.name ?? null)
      : (companyName.get(subject === 'company' ? id : (signupCompany.get(id) ?? 0)) ?? null);
  return rows.map(({ review: r, actorName }) => ({
    id: r.id,
    subject: r.subject as ReviewSubject,
    subjectId: r.subjectId,
    subjectName: nameOf(r.subject, r.subjectId),
    creditCode: typeof r.payload?.creditCode === 'string' ? r.payload.creditCode : null,
    action: r.action as OpsReview['action'],
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    actor: r.actorId !== null && actorName !== null ? { id: r.actorId, name: actorName } : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A user with their identities, open sessions and certification history. */
export async function opsUserDetail(id: number): Promise<OpsUserDetail> {
  const [user] = await complete([await userRow(id)]);
  const [[open], history] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date()))),
    historyOf({
      designer: { id, name: user!.name },
      companies: user!.identities.map((i) => ({ id: i.id, name: i.name })),
    }),
  ]);
  return { ...user!, activeSessions: open?.n ?? 0, history };
}

const auditView = (row: UserRow) => ({
  disabledAt: row.disabledAt?.toISOString() ?? null,
  disabledReason: row.disabledReason,
});

/**
 * Disables a user: no sign-in from now on, and every session ends in the same transaction, so
 * the next request of a signed-in browser answers 401.
 */
export async function disableUser(actorId: number, id: number, reason: string): Promise<OpsUser> {
  if (id === actorId) throw new HttpError(400, OPS_USERS_MSG.disableSelf);
  await db.transaction(async (tx) => {
    const [before] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(OPS_CATALOG_MSG.userNotFound);
    if (before.disabledAt) throw new HttpError(409, OPS_USERS_MSG.alreadyDisabled);
    const [after] = await tx
      .update(users)
      .set({ disabledAt: new Date(), disabledReason: reason })
      .where(eq(users.id, id))
      .returning(userColumns);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ userId: sessions.userId });
    await recordOpsAction(tx, {
      actorId,
      action: 'user.disable',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: { ...auditView(after!), sessionsEnded: ended.length },
    });
  });
  return (await complete([await userRow(id)]))[0]!;
}

export async function enableUser(actorId: number, id: number): Promise<OpsUser> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(OPS_CATALOG_MSG.userNotFound);
    if (!before.disabledAt) throw new HttpError(409, OPS_USERS_MSG.notDisabled);
    const [after] = await tx
      .update(users)
      .set({ disabledAt: null, disabledReason: null })
      .where(eq(users.id, id))
      .returning(userColumns);
    await recordOpsAction(tx, {
      actorId,
      action: 'user.enable',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: auditView(after!),
    });
  });
  return (await complete([await userRow(id)]))[0]!;
}

/**
 * Lifts a sign-in escalation (lib/login-escalation): the account's counted failures, from every
 * address and of both kinds, are forgotten, so the next sign-in needs no captcha and no wait.
 */
export async function unlockUser(actorId: number, id: number): Promise<OpsUser> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select(userColumns).from(users).where(eq(users.id, id));
    if (!user) throw notFound(OPS_CATALOG_MSG.userNotFound);
    const cleared = await tx
      .delete(loginFailures)
      .where(eq(loginFailures.phone, user.phone))
      .returning({
        kind: loginFailures.kind,
        ip: loginFailures.ip,
        failures: loginFailures.failures,
      });
    await recordOpsAction(tx, {
      actorId,
      action: 'user.unlock',
      targetType: 'user',
      targetId: id,
      before: { loginFailures: cleared },
      after: { loginFailures: [] },
    });
  });
  return (await complete([await userRow(id)]))[0]!;
}

// ---------------------------------------------------------------- enterprises

const memberCounts = db
  .select({ enterpriseId: userEnterprises.enterpriseId, n: count().as('n') })
  .from(userEnterprises)
  .groupBy(userEnterprises.enterpriseId)
  .as('member_counts');

type EnterpriseRow = typeof enterprises.$inferSelect;
const toEnterprise = (e: EnterpriseRow, members: number | null): OpsEnterprise => ({
  id: e.id,
  name: e.name,
  creditCode: e.creditCode,
  type: e.type,
  childType: e.childType,
  status: e.status,
  tenantStatus: e.tenantStatus,
  memberCount: Number(members ?? 0),
  createdAt: e.createdAt.toISOString(),
});

/** Enterprises by name, credit code or a member's phone, of one type or all, the newest first. */
export async function opsEnterprises(
  query: PageQuery & { keyword?: string; type?: number },
): Promise<Page<OpsEnterprise>> {
  const keyword = query.keyword?.trim();
  const byMemberPhone = (p: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userEnterprises)
        .innerJoin(users, eq(users.id, userEnterprises.userId))
        .where(and(eq(userEnterprises.enterpriseId, enterprises.id), ilike(users.phone, p))),
    );
  const where = and(
    keyword
      ? keywordKind(keyword) === 'phone'
        ? byMemberPhone(containsPattern(keyword))
        : enterpriseMatch(keyword)
      : undefined,
    query.type ? eq(enterprises.type, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: enterprises, n: memberCounts.n })
      .from(enterprises)
      .leftJoin(memberCounts, eq(memberCounts.enterpriseId, enterprises.id))
      .where(where)
      .orderBy(desc(enterprises.createdAt), desc(enterprises.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(enterprises).where(where),
  ]);
  return toPage(
    rows.map((r) => toEnterprise(r.e, r.n)),
    total?.n ?? 0,
    query,
  );
}

/** An enterprise with its members and certification history. */
export async function opsEnterpriseDetail(id: number): Promise<OpsEnterpriseDetail> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id));
  if (!row) throw notFound(OPS_CATALOG_MSG.enterpriseNotFound);
  const [members, history] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        isAdmin: userEnterprises.isAdmin,
        disabledAt: users.disabledAt,
      })
      .from(userEnterprises)
      .innerJoin(users, eq(users.id, userEnterprises.userId))
      .where(eq(userEnterprises.enterpriseId, id))
      .orderBy(userEnterprises.createdAt),
    historyOf({ companies: [{ id, name: row.name }] }),
  ]);
  return {
    ...toEnterprise(row, members.length),
    rejectReason: row.rejectReason,
    members: members.map(({ disabledAt, ...m }) => ({ ...m, disabled: disabledAt !== null })),
    history,
  };
}
