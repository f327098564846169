import 'server-only';
import { and, count, desc, eq, gte, like, lte, or, type SQL } from 'drizzle-orm';
import type { OpsAuditEntry } from '@/api/modules/ops-console';
import type { Page } from '@/api/types';
import { isCalendarDay, shanghaiDayEnd, shanghaiDayStart } from '@/lib/dates';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { opsAudit, users } from '@/server/db/schema';
import { offsetOf, pageQuery, PAGE_LABELS, param, toPage } from './paging';

const day = param(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .refine(isCalendarDay, '不是有效日期')
    .optional(),
);
const text = (max: number) => param(z.string().trim().max(max, `最多 ${max} 个字`).optional());

export const opsAuditQuery = pageQuery(20).extend({
  /** The actor's phone or exact name. */
  actor: text(32),
  /** An action (realm.publish) or its area (realm). */
  action: text(64),
  targetType: text(32),
  targetId: text(64),
  themeCode: text(32),
  from: day,
  to: day,
});
export type OpsAuditQuery = z.output<typeof opsAuditQuery>;

export const OPS_AUDIT_LABELS = {
  ...PAGE_LABELS,
  actor: '操作人',
  action: '操作',
  targetType: '对象类型',
  targetId: '对象编号',
  themeCode: '专区',
  from: '开始日期',
  to: '结束日期',
};

/** The audit log, newest first, filtered by who, what, which object, which realm and when. */
export async function listOpsAudit(query: OpsAuditQuery): Promise<Page<OpsAuditEntry>> {
  const where: SQL[] = [];
  if (query.actor) where.push(or(eq(users.phone, query.actor), eq(users.name, query.actor))!);
  if (query.action) {
    where.push(or(eq(opsAudit.action, query.action), like(opsAudit.action, `${query.action}.%`))!);
  }
  if (query.targetType) where.push(eq(opsAudit.targetType, query.targetType));
  if (query.targetId) where.push(eq(opsAudit.targetId, query.targetId));
  if (query.themeCode) where.push(eq(opsAudit.themeCode, query.themeCode));
  if (query.from) where.push(gte(opsAudit.createdAt, shanghaiDayStart(query.from)));
  if (query.to) where.push(lte(opsAudit.createdAt, shanghaiDayEnd(query.to)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: opsAudit.id,
        actorId: users.id,
        actorName: users.name,
        actorPhone: users.phone,
        action: opsAudit.action,
        targetType: opsAudit.targetType,
        targetId: opsAudit.targetId,
        themeCode: opsAudit.themeCode,
        before: opsAudit.before,
        after: opsAudit.after,
        createdAt: opsAudit.createdAt,
      })
      .from(opsAudit)
      .innerJoin(users, eq(users.id, opsAudit.actorId))
      .where(condition)
      .orderBy(desc(opsAudit.createdAt), desc(opsAudit.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(opsAudit)
      .innerJoin(users, eq(users.id, opsAudit.actorId))
      .where(condition),
  ]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      actor: { id: r.actorId, name: r.actorName, phone: r.actorPhone },
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      themeCode: r.themeCode,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}
