import 'server-only';
import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { OpsGrant } from '@/lib/ops-roles';
import { db } from '@/server/db';
import { opsAudit, opsRoles } from '@/server/db/schema';

/** The ops roles a user holds (none for everyone but the platform's operators). */
export async function opsGrantsOf(userId: number): Promise<OpsGrant[]> {
  return db
    .select({ role: opsRoles.role, themeCode: opsRoles.themeCode })
    .from(opsRoles)
    .where(eq(opsRoles.userId, userId))
    .orderBy(asc(opsRoles.role), asc(opsRoles.themeCode));
}

/**
 * Whether the user holds any ops role, as a column of a users query (session, user info).
 * The outer column stays outside the subquery: drizzle writes columns of a one-table select
 * unqualified, and inside it `id` would name ops_roles.id.
 */
export const holdsOpsRole = (userId: AnyColumn) =>
  sql<boolean>`(${userId} in (select ${opsRoles.userId} from ${opsRoles}))`;

export interface OpsAction {
  actorId: number;
  /** `<area>.<verb>`, e.g. realm.publish, role.grant. */
  action: string;
  targetType: string;
  targetId: string | number;
  themeCode?: string | null;
  before?: unknown;
  after?: unknown;
}

export type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Writes an ops action to the audit log. Call it with the transaction that makes the change,
 * so a change is never without its row nor a row without its change.
 */
export async function recordOpsAction(tx: Tx, action: OpsAction): Promise<void> {
  await tx.insert(opsAudit).values({
    actorId: action.actorId,
    action: action.action,
    targetType: action.targetType,
    targetId: String(action.targetId),
    themeCode: action.themeCode ?? null,
    before: action.before ?? null,
    after: action.after ?? null,
  });
}
