import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { topTypeOf, type TopType } from '@/lib/roles';
import { db } from '@/server/db';
import { enterprises, sessions, users } from '@/server/db/schema';
import { holdsOpsRole } from '@/server/services/ops-access';
import { HttpError } from '@/server/http/errors';

export const SESSION_COOKIE = 'mall_session';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
export const ACCOUNT_DISABLED_MSG = '该账号已被停用，请联系平台客服';

/** What a request knows about its signed-in user; the full user info lives in the identity service. */
export interface SessionUser {
  id: number;
  name: string;
  topType: TopType;
  enterpriseId: number | null;
  isOperator: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  userId: number,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  // Every way in (password, SMS code, sign-up) ends here: a disabled account gets no session.
  const [user] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED_MSG);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { token, expiresAt };
}

export async function findSessionUser(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      isOperator: holdsOpsRole(users.id),
      enterpriseId: users.activeEnterpriseId,
      enterpriseType: enterprises.type,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(enterprises, eq(enterprises.id, users.activeEnterpriseId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    isOperator: row.isOperator,
    enterpriseId: row.enterpriseId,
    topType: topTypeOf(row.enterpriseType),
  };
}

export async function deleteSession(token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
