import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type {
  ApprovalPlanView,
  ApprovalRulesView,
  Auditor,
  PendingApproval,
  ProjectSpend,
} from '@/api/modules/order';
import type { Page, PageQuery } from '@/api/types';
import {
  approvalPlan,
  approvalPlanText,
  approvalRulesProblem,
  DEFAULT_APPROVAL_RULES,
  ORDER_STATUS,
  orderStatusText,
  SPENDING_STATUSES,
  spendingProblem,
  type ApprovalRules,
  type OrderStatus,
} from '@/lib/order-lifecycle';
import { idField, idNumber } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { outer } from '@/server/db/sql';
import {
  approvalRules,
  enterprises,
  orderApprovals,
  orderLines,
  orders,
  projects,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '@/server/http/errors';
import { buyerEnterpriseOf } from './cart';
import type { Tx } from './certification';
import type { SessionUser } from './identity/session';
import { toLineView } from './order-line-view';
import { offsetOf, toPage } from './paging';

type Ex = Tx | typeof db;

/** The first day of this month in Asia/Shanghai, as an instant. */
export function monthStartShanghai(now = new Date()): Date {
  const china = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - 8 * 3600_000);
}

export async function rulesOf(ex: Ex, enterpriseId: number): Promise<ApprovalRules> {
  const [row] = await ex
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.enterpriseId, enterpriseId));
  if (!row) return DEFAULT_APPROVAL_RULES;
  return {
    autoApproveMax: row.autoApproveMax,
    twoLevelAbove: row.twoLevelAbove,
    level1ApproverId: row.level1ApproverId,
    level2ApproverId: row.level2ApproverId,
  };
}

/** The approver chain the company's rules give an amount (the picked approver fills level 1). */
export async function approvalPlanFor(
  ex: Ex,
  enterpriseId: number,
  amount: number,
  pickedApproverId: number | null | undefined,
) {
  return approvalPlan(amount, await rulesOf(ex, enterpriseId), pickedApproverId);
}

const spending = inArray(orders.status, [...SPENDING_STATUSES]);

/** This month's spend of a member in a company, fen. */
export async function monthlySpent(
  ex: Ex,
  userId: number,
  enterpriseId: number,
  excludeOrderId?: number,
) {
  const [row] = await ex
    .select({ n: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.buyerEnterpriseId, enterpriseId),
        gte(orders.createdAt, monthStartShanghai()),
        spending,
        excludeOrderId ? ne(orders.id, excludeOrderId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

async function projectSpent(ex: Ex, projectId: number, excludeOrderId?: number) {
  const [row] = await ex
    .select({ n: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint` })
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        spending,
        excludeOrderId ? ne(orders.id, excludeOrderId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The monthly limit of the member and the project's budget, for a checkout of `amount`;
 * 409 with the figures when either would be passed.
 */
export async function assertSpendingAllowed(
  ex: Ex,
  input: { userId: number; enterpriseId: number; projectId: number | null; amount: number },
) {
  const [member] = await ex
    .select({ limit: userEnterprises.monthlyLimit })
    .from(userEnterprises)
    .where(
      and(
        eq(userEnterprises.userId, input.userId),
        eq(userEnterprises.enterpriseId, input.enterpriseId),
      ),
    );
  const monthly = spendingProblem(
    'monthly',
    await monthlySpent(ex, input.userId, input.enterpriseId),
    input.amount,
    member?.limit ?? null,
  );
  if (monthly) throw new HttpError(409, monthly);
  if (input.projectId !== null) await assertProjectBudget(ex, input.projectId, input.amount);
}

async function assertProjectBudget(
  ex: Ex,
  projectId: number,
  amount: number,
  excludeOrderId?: number,
) {
  const [project] = await ex
    .select({ budget: projects.budget })
    .from(projects)
    .where(eq(projects.id, projectId));
  const problem = spendingProblem(
    'budget',
    await projectSpent(ex, projectId, excludeOrderId),
    amount,
    project?.budget ?? null,
  );
  if (problem) throw new HttpError(409, problem);
}

/** At each approval the project's budget is checked again (other orders may have used it). */
export async function assertWithinBudget(ex: Ex, order: typeof orders.$inferSelect) {
  if (order.projectId !== null) {
    await assertProjectBudget(ex, order.projectId, order.totalAmount, order.id);
  }
}

// ---------------------------------------------------------------- company members and admins

async function members(ex: Ex, enterpriseId: number) {
  return ex
    .select({
      userId: users.id,
      name: users.name,
      phone: users.phone,
      isAdmin: userEnterprises.isAdmin,
      monthlyLimit: userEnterprises.monthlyLimit,
      createdAt: userEnterprises.createdAt,
    })
    .from(userEnterprises)
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(eq(userEnterprises.enterpriseId, enterpriseId))
    .orderBy(asc(userEnterprises.createdAt), asc(users.id));
}

/** A company's administrators: members marked admin, and always its first member. */
export async function isCompanyAdmin(ex: Ex, userId: number, enterpriseId: number) {
  const list = await members(ex, enterpriseId);
  return list[0]?.userId === userId || list.some((m) => m.userId === userId && m.isAdmin);
}

/** GET orderAudit/rules */
export async function getApprovalRules(user: SessionUser): Promise<ApprovalRulesView> {
  const enterpriseId = buyerEnterpriseOf(user);
  const [rules, list, editable] = await Promise.all([
    rulesOf(db, enterpriseId),
    members(db, enterpriseId),
    isCompanyAdmin(db, user.id, enterpriseId),
  ]);
  const spent = await Promise.all(list.map((m) => monthlySpent(db, m.userId, enterpriseId)));
  return {
    ...rules,
    editable,
    members: list.map((m, i) => ({
      userId: m.userId,
      name: m.name,
      phone: m.phone,
      isAdmin: m.isAdmin || i === 0,
      monthlyLimit: m.monthlyLimit,
      spentThisMonth: spent[i]!,
    })),
  };
}

const fen = (label: string) =>
  z
    .number()
    .int(`${label}须为整数分`)
    .min(0, `${label}不能为负数`)
    .max(1e14, `${label}过大`)
    .nullable();

export const approvalRulesInput = z.object({
  autoApproveMax: fen('免审金额'),
  twoLevelAbove: fen('两级审核金额'),
  level1ApproverId: idNumber().nullable(),
  level2ApproverId: idNumber().nullable(),
  members: z.array(z.object({ userId: idNumber(), monthlyLimit: fen('月度额度') })).max(500),
});
export const APPROVAL_RULES_LABELS = {
  autoApproveMax: '免审金额',
  twoLevelAbove: '两级审核金额',
  level1ApproverId: '第一级审核人',
  level2ApproverId: '第二级审核人',
  members: '成员额度',
};

/** PUT orderAudit/rules: only a company administrator; approvers must be members. */
export async function saveApprovalRules(
  user: SessionUser,
  input: z.output<typeof approvalRulesInput>,
): Promise<ApprovalRulesView> {
  const enterpriseId = buyerEnterpriseOf(user);
  if (!(await isCompanyAdmin(db, user.id, enterpriseId))) {
    throw forbidden('只有企业管理员可以设置审批规则');
  }
  const problem = approvalRulesProblem(input);
  if (problem) throw badRequest(problem);
  const memberIds = new Set((await members(db, enterpriseId)).map((m) => m.userId));
  for (const id of [input.level1ApproverId, input.level2ApproverId]) {
    if (id !== null && !memberIds.has(id)) throw badRequest('审核人须是本企业成员');
  }
  if (input.members.some((m) => !memberIds.has(m.userId))) throw badRequest('成员不属于本企业');
  await db.transaction(async (tx) => {
    const values = {
      autoApproveMax: input.autoApproveMax,
      twoLevelAbove: input.twoLevelAbove,
      level1ApproverId: input.level1ApproverId,
      level2ApproverId: input.level2ApproverId,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    await tx
      .insert(approvalRules)
      .values({ enterpriseId, ...values })
      .onConflictDoUpdate({ target: approvalRules.enterpriseId, set: values });
    for (const m of input.members) {
      await tx
        .update(userEnterprises)
        .set({ monthlyLimit: m.monthlyLimit })
        .where(
          and(eq(userEnterprises.enterpriseId, enterpriseId), eq(userEnterprises.userId, m.userId)),
        );
    }
  });
  return getApprovalRules(user);
}

export const approvalPlanInput = z.object({
  amount: z.coerce.number().int().min(0).max(1e14),
  auditorId: idField().optional(),
  projectId: idField().optional(),
});

/** GET orderAudit/plan: what the rules imply for a checkout of `amount`, before submission. */
export async function approvalPlanView(
  user: SessionUser,
  input: z.output<typeof approvalPlanInput>,
): Promise<ApprovalPlanView> {
  const enterpriseId = buyerEnterpriseOf(user);
  const rules = await rulesOf(db, enterpriseId);
  const plan = approvalPlan(input.amount, rules, input.auditorId);
  let approvers: Auditor[] = [];
  let problem: string | null = plan.ok ? null : plan.message;
  if (plan.ok && plan.approverIds.length) {
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, plan.approverIds));
    approvers = plan.approverIds.map(
      (id) => rows.find((r) => r.id === id) ?? { id, name: '审核人' },
    );
  }
  if (!problem) {
    try {
      await assertSpendingAllowed(db, {
        userId: user.id,
        enterpriseId,
        projectId: input.projectId ?? null,
        amount: input.amount,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      problem = error.message;
    }
  }
  return {
    approvers,
    text: plan.ok
      ? approvalPlanText(
          input.amount,
          rules,
          approvers.map((a) => a.name),
        )
      : '',
    problem,
  };
}

// ---------------------------------------------------------------- 待我审核

/** GET orderAudit/pending: orders of the viewer's company waiting at the viewer's level. */
export async function pendingApprovals(
  user: SessionUser,
  query: PageQuery,
): Promise<Page<PendingApproval>> {
  const enterpriseId = buyerEnterpriseOf(user);
  const where = and(
    eq(orderApprovals.approverId, user.id),
    eq(orderApprovals.status, 'pending'),
    eq(orders.approvalLevel, orderApprovals.level),
    eq(orders.status, ORDER_STATUS.pendingApproval),
    eq(orders.buyerEnterpriseId, enterpriseId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        level: orderApprovals.level,
        supplierName: enterprises.name,
        buyerName: users.name,
        projectName: projects.projectName,
        budget: projects.budget,
        levels: sql<number>`(select count(*)::int from ${orderApprovals} oa where oa.order_id = ${outer(orders.id)})`,
      })
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
      .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(projects, eq(projects.id, orders.projectId))
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.id))
    : [];
  const [buyerName] = await db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  const records = await Promise.all(
    rows.map(async (r) => ({
      id: r.order.id,
      orderNo: r.order.orderNo,
      status: r.order.status as OrderStatus,
      statusText: orderStatusText(r.order.status),
      supplierId: r.order.supplierId,
      supplierName: r.supplierName,
      buyerEnterpriseName: buyerName?.name ?? '',
      buyerName: r.buyerName,
      projectId: r.order.projectId,
      projectName: r.projectName,
      goodsAmount: r.order.goodsAmount,
      freightAmount: r.order.freightAmount,
      totalAmount: r.order.totalAmount,
      lineCount: lines.filter((l) => l.orderId === r.order.id).length,
      createdAt: r.order.createdAt.toISOString(),
      level: r.level,
      levels: Math.max(r.levels, r.level),
      remark: r.order.remark,
      budgetLeft:
        r.order.projectId !== null && r.budget !== null
          ? r.budget - (await projectSpent(db, r.order.projectId, r.order.id))
          : null,
      lines: lines.filter((l) => l.orderId === r.order.id).map((l) => toLineView(l)),
    })),
  );
  return toPage(records, total?.n ?? 0, query);
}

/** How many orders wait for the user's approval (login landing, overview). */
export async function pendingApprovalCount(userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
    .where(
      and(
        eq(orderApprovals.approverId, userId),
        eq(orderApprovals.status, 'pending'),
        eq(orders.approvalLevel, orderApprovals.level),
        eq(orders.status, ORDER_STATUS.pendingApproval),
      ),
    );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- 我的项目

const projectSpendColumns = {
  id: projects.id,
  projectName: projects.projectName,
  province: projects.province,
  city: projects.city,
  budget: projects.budget,
  createdAt: projects.createdAt,
  spent: sql<number>`coalesce((select sum(o.total_amount) from ${orders} o where o.project_id = ${outer(projects.id)} and o.status in (${sql.join(
    SPENDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})), 0)::bigint`,
  orderCount: sql<number>`(select count(*)::int from ${orders} o where o.project_id = ${outer(projects.id)})`,
};

const toProjectSpend = (r: {
  id: number;
  projectName: string;
  province: string | null;
  city: string | null;
  budget: number | null;
  createdAt: Date;
  spent: number;
  orderCount: number;
}): ProjectSpend => ({ ...r, spent: Number(r.spent), createdAt: r.createdAt.toISOString() });

/** GET developer/projects: the buyer's projects with orders and spend against budget. */
export async function projectSpends(user: SessionUser): Promise<ProjectSpend[]> {
  const enterpriseId = buyerEnterpriseOf(user);
  const rows = await db
    .select(projectSpendColumns)
    .from(projects)
    .where(and(eq(projects.enterpriseId, enterpriseId), eq(projects.userId, user.id)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(toProjectSpend);
}

export const budgetInput = z.object({
  budget: z
    .number()
    .int('预算须为整数分')
    .min(0, '预算不能为负数')
    .max(1e14, '预算过大')
    .nullable(),
});

/** PUT developer/project/{id}/budget */
export async function setProjectBudget(
  user: SessionUser,
  id: number,
  budget: number | null,
): Promise<ProjectSpend> {
  const enterpriseId = buyerEnterpriseOf(user);
  const where = and(
    eq(projects.id, id),
    eq(projects.enterpriseId, enterpriseId),
    eq(projects.userId, user.id),
  );
  const updated = await db
    .update(projects)
    .set({ budget })
    .where(where)
    .returning({ id: projects.id });
  if (!updated.length) throw notFound('项目不存在');
  const [row] = await db.select(projectSpendColumns).from(projects).where(where);
  return toProjectSpend(row!);
}
