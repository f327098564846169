import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { EnterpriseInfo, EnterpriseListItem, TenantStatus, UserInfo } from '@/api/types';
import {
  activationTargetType,
  IDENTITY_NAME,
  isEnterpriseStatus,
  isTenantStatus,
  memberLevelOf,
  tenantStatusDesc,
  type IdentityType,
} from '@/lib/identity';
import { topTypeOf } from '@/lib/roles';
import { db } from '@/server/db';
import { enterprises, userEnterprises, users, type Enterprise } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { currentEnterprise, requireUserInfo } from './user-info';

export const ENTERPRISE_MSG = {
  notYours: '未找到该企业身份',
  pending: '该企业认证正在审批中，暂不能切换',
  failed: '该企业认证审批未通过，请修改后重新提交',
  incomplete: '该企业信息待完善，请先完成企业认证',
  /** Spec §5: workbench and identity actions need an approved enterprise. */
  certifyFirst: '请先完成企业认证!',
} as const;

const SWITCH_REFUSAL: Partial<Record<number, string>> = {
  0: ENTERPRISE_MSG.pending,
  [-1]: ENTERPRISE_MSG.failed,
  [-2]: ENTERPRISE_MSG.incomplete,
};

/** Child types a buyer (developer) enterprise can have (spec §3 child type codes). */
export const DEVELOPER_SUBTYPES = [
  { code: 2001, name: '开发商' },
  { code: 2002, name: '设计公司' },
] as const;

function listItem(e: Enterprise, activeId: number | null): EnterpriseListItem {
  const tenantStatus: TenantStatus | null = isTenantStatus(e.tenantStatus) ? e.tenantStatus : null;
  return {
    id: e.id,
    name: e.name,
    type: e.type === 1 ? 1 : 2,
    status: isEnterpriseStatus(e.status) ? e.status : -2,
    tenantStatus,
    tenantStatusDesc: tenantStatusDesc(tenantStatus),
    active: e.id === activeId,
  };
}

async function activeEnterpriseIdOf(userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.activeEnterpriseId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

/** The user's enterprise identities, in the order they were added. */
export async function listUserEnterprises(userId: number): Promise<EnterpriseListItem[]> {
  const [rows, activeId] = await Promise.all([
    db
      .select({ enterprise: enterprises })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(eq(userEnterprises.userId, userId))
      .orderBy(asc(userEnterprises.createdAt), asc(userEnterprises.enterpriseId)),
    activeEnterpriseIdOf(userId),
  ]);
  return rows.map((r) => listItem(r.enterprise, activeId));
}

/** Makes one of the user's approved enterprises the identity in use (spec §4). */
export async function switchEnterprise(userId: number, enterpriseId: number): Promise<UserInfo> {
  const [row] = await db
    .select({ status: enterprises.status })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(and(eq(userEnterprises.userId, userId), eq(userEnterprises.enterpriseId, enterpriseId)));
  if (!row) throw notFound(ENTERPRISE_MSG.notYours);
  if (row.status !== 1) throw forbidden(SWITCH_REFUSAL[row.status] ?? ENTERPRISE_MSG.incomplete);
  await db.update(users).set({ activeEnterpriseId: enterpriseId }).where(eq(users.id, userId));
  return requireUserInfo(userId);
}

/**
 * Opens the other identity (supplier ↔ buyer) of the approved company in use: reuses the
 * user's enterprise of that type and name, or creates it from the company's certification,
 * approved, and makes it the identity in use.
 */
export async function activateSubType(userId: number, targetType: IdentityType): Promise<UserInfo> {
  const user = await requireUserInfo(userId);
  const allowed = activationTargetType(user);
  if (allowed === null || user.enterpriseId === null) throw forbidden(ENTERPRISE_MSG.certifyFirst);
  if (allowed !== targetType) throw badRequest(`您已是${IDENTITY_NAME[targetType]}身份`);
  const sourceId = user.enterpriseId;

  await db.transaction(async (tx) => {
    const [source] = await tx
      .select({ enterprise: enterprises, roleId: userEnterprises.roleId })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(and(eq(userEnterprises.userId, userId), eq(userEnterprises.enterpriseId, sourceId)));
    if (!source) throw forbidden(ENTERPRISE_MSG.certifyFirst);
    const company = source.enterprise;
    const [existing] = await tx
      .select({ id: enterprises.id })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(
        and(
          eq(userEnterprises.userId, userId),
          eq(enterprises.type, targetType),
          eq(enterprises.name, company.name),
        ),
      )
      .orderBy(asc(enterprises.id))
      .limit(1);
    let targetId = existing?.id;
    if (targetId === undefined) {
      const [created] = await tx
        .insert(enterprises)
        .values({
          name: company.name,
          type: targetType,
          status: 1,
          companyType: company.companyType,
          creditCode: company.creditCode,
          businessLicenseUrl: company.businessLicenseUrl,
          authorizationUrl: company.authorizationUrl,
          serveCategoryIds: targetType === 1 ? company.serveCategoryIds : [],
          provinceId: company.provinceId,
          cityId: company.cityId,
          logo: company.logo,
        })
        .returning({ id: enterprises.id });
      targetId = created!.id;
      await tx
        .insert(userEnterprises)
        .values({ userId, enterpriseId: targetId, roleId: source.roleId });
    } else {
      await tx
        .update(enterprises)
        .set({ status: 1, rejectReason: null, updatedAt: new Date() })
        .where(eq(enterprises.id, targetId));
    }
    await tx.update(users).set({ activeEnterpriseId: targetId }).where(eq(users.id, userId));
  });
  return requireUserInfo(userId);
}

/** The certification info of the enterprise the user info shows (spec §3), or null. */
export async function getAuthInfo(userId: number): Promise<EnterpriseInfo | null> {
  const activeId = await activeEnterpriseIdOf(userId);
  const current = await currentEnterprise(userId, activeId);
  if (!current) return null;
  const e = current.enterprise;
  const item = listItem(e, activeId);
  return {
    ...item,
    tenantStatus: item.tenantStatus ?? null,
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

/** Spec §7 enterpriseStatusRefresh: the tenant status of the enterprise the user info shows. */
export async function refreshTenantStatus(
  userId: number,
): Promise<{ tenantStatus: TenantStatus | null }> {
  const current = await currentEnterprise(userId, await activeEnterpriseIdOf(userId));
  const status = current?.enterprise.tenantStatus;
  return { tenantStatus: isTenantStatus(status) ? status : null };
}
