import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { UserInfo } from '@/api/types';
import { deriveUserInfo } from '@/lib/identity';
import { db } from '@/server/db';
import { enterprises, userEnterprises, users, type Enterprise } from '@/server/db/schema';
import { HttpError, MSG } from '@/server/http/errors';
import { holdsOpsRole } from '@/server/services/ops-access';

/**
 * The enterprise identity the user info describes: the active one, or, when none is active,
 * the first one the user holds (a pending or rejected certification still has to show).
 */
export async function currentEnterprise(
  userId: number,
  activeEnterpriseId: number | null,
): Promise<{ enterprise: Enterprise; roleId: number } | null> {
  const [row] = await db
    .select({ enterprise: enterprises, roleId: userEnterprises.roleId })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(eq(userEnterprises.userId, userId))
    .orderBy(
      sql`case when ${userEnterprises.enterpriseId} = ${activeEnterpriseId ?? -1} then 0 else 1 end`,
      asc(userEnterprises.createdAt),
      asc(userEnterprises.enterpriseId),
    )
    .limit(1);
  return row ?? null;
}

/** The spec §3 user info, or null when the user does not exist. */
export async function loadUserInfo(userId: number): Promise<UserInfo | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      headPhotoUrl: users.headPhotoUrl,
      userType: users.userType,
      isPersonalAccount: users.isPersonalAccount,
      isDesignerAccount: users.isDesignerAccount,
      designerStatus: users.designerStatus,
      developersLevel: users.developersLevel,
      labels: users.labels,
      clientId: users.clientId,
      activeEnterpriseId: users.activeEnterpriseId,
      isOperator: holdsOpsRole(users.id),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const current = await currentEnterprise(userId, user.activeEnterpriseId);
  return {
    ...deriveUserInfo(user, current?.enterprise ?? null, current?.roleId),
    isOperator: user.isOperator,
  };
}

/** Like loadUserInfo for a signed-in user; a user deleted under a live session is signed out. */
export async function requireUserInfo(userId: number): Promise<UserInfo> {
  const info = await loadUserInfo(userId);
  if (!info) throw new HttpError(401, MSG.loginRequired);
  return info;
}
