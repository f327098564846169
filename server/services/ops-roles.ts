import 'server-only';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { OpsRoleEntry } from '@/api/modules/ops-console';
import type { Page } from '@/api/types';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { OPS_ROLE_KEYS, opsGrantLabel, type OpsRole } from '@/lib/ops-roles';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { opsRoles, themes, users } from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import { recordOpsAction } from './ops-access';
import { offsetOf, pageQuery, PAGE_LABELS, param, toPage } from './paging';

export const ROLE_MSG = {
  userNotFound: (phone: string) => `没有手机号为 ${phone} 的用户`,
  realmRequired: '专区运营须选择所属专区',
  realmNotFound: (code: string) => `专区 ${code} 不存在`,
  held: (label: string) => `该用户已是${label}`,
  notFound: '该角色授权不存在',
  lastSuper: '至少要保留一位超级管理员',
} as const;

const phone = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .regex(PHONE_PATTERN, PHONE_INVALID_MSG);

export const grantInput = z.object({
  phone,
  role: z.enum(OPS_ROLE_KEYS as [OpsRole, ...OpsRole[]], { error: '请选择角色' }),
  themeCode: z
    .string()
    .trim()
    .max(32, '专区代码最多 32 个字')
    .nullish()
    .transform((v) => v || null),
});
export const GRANT_LABELS = { phone: '手机号', role: '角色', themeCode: '所属专区' };

export const rolesQuery = pageQuery(20).extend({ phone: param(phone.optional()) });
export const ROLES_LABELS = { ...PAGE_LABELS, phone: '手机号' };

const entryColumns = {
  id: opsRoles.id,
  role: opsRoles.role,
  themeCode: opsRoles.themeCode,
  createdAt: opsRoles.createdAt,
  userId: users.id,
  name: users.name,
  phone: users.phone,
};

type EntryRow = {
  id: number;
  role: OpsRole;
  themeCode: string | null;
  createdAt: Date;
  userId: number;
  name: string;
  phone: string;
};

const entryOf = (r: EntryRow): OpsRoleEntry => ({
  id: r.id,
  role: r.role,
  themeCode: r.themeCode,
  user: { id: r.userId, name: r.name, phone: r.phone },
  createdAt: r.createdAt.toISOString(),
});

/** Every ops role held, newest first; by one phone when given. */
export async function listOpsRoles(
  query: z.output<typeof rolesQuery>,
): Promise<Page<OpsRoleEntry>> {
  const where: SQL | undefined = query.phone ? eq(users.phone, query.phone) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(opsRoles)
      .innerJoin(users, eq(users.id, opsRoles.userId))
      .where(where)
      .orderBy(desc(opsRoles.createdAt), desc(opsRoles.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(opsRoles)
      .innerJoin(users, eq(users.id, opsRoles.userId))
      .where(where),
  ]);
  return toPage(rows.map(entryOf), total?.n ?? 0, query);
}

/** Gives the user with this phone an ops role (a realm operator: for one realm). */
export async function grantOpsRole(
  input: z.output<typeof grantInput>,
  actorId: number,
): Promise<OpsRoleEntry> {
  const themeCode = input.role === 'realm' ? input.themeCode : null;
  if (input.role === 'realm' && !themeCode) throw badRequest(ROLE_MSG.realmRequired);
  const [user] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.phone, input.phone))
    .limit(1);
  if (!user) throw notFound(ROLE_MSG.userNotFound(input.phone));
  if (themeCode) {
    const [realm] = await db
      .select({ id: themes.id })
      .from(themes)
      .where(eq(themes.code, themeCode))
      .limit(1);
    if (!realm) throw badRequest(ROLE_MSG.realmNotFound(themeCode));
  }
  const grant = { role: input.role, themeCode };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opsRoles)
      .values({ userId: user.id, ...grant })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, ROLE_MSG.held(opsGrantLabel(grant)));
    await recordOpsAction(tx, {
      actorId,
      action: 'role.grant',
      targetType: 'user',
      targetId: user.id,
      themeCode,
      after: { phone: user.phone, ...grant },
    });
    return entryOf({ ...row, userId: user.id, name: user.name, phone: user.phone });
  });
}

/** Takes an ops role back; the last super administrator stays. */
export async function revokeOpsRole(id: number, actorId: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...entryColumns })
      .from(opsRoles)
      .innerJoin(users, eq(users.id, opsRoles.userId))
      .where(eq(opsRoles.id, id))
      .for('update', { of: opsRoles });
    if (!row) throw notFound(ROLE_MSG.notFound);
    if (row.role === 'super') {
      // Serialises concurrent revocations, so two cannot each leave the other as the last one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ops_roles.super'))`);
      const [others] = await tx
        .select({ n: count() })
        .from(opsRoles)
        .where(and(eq(opsRoles.role, 'super'), ne(opsRoles.id, id)));
      if (!others?.n) throw badRequest(ROLE_MSG.lastSuper);
    }
    await tx.delete(opsRoles).where(eq(opsRoles.id, id));
    await recordOpsAction(tx, {
      actorId,
      action: 'role.revoke',
      targetType: 'user',
      targetId: row.userId,
      themeCode: row.themeCode,
      before: { phone: row.phone, role: row.role, themeCode: row.themeCode },
    });
    return { id };
  });
}
