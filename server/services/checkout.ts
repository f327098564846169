import 'server-only';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Auditor } from '@/api/modules/order';
import type { ReceiveAddress } from '@/api/modules/address';
import type { Page, PageQuery } from '@/api/types';
import {
  MAX_CART_QUANTITY,
  projectSchema,
  receiveAddressSchema,
  type ProjectInput,
  type ReceiveAddressInput,
} from '@/lib/cart';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  areas,
  carts,
  orders,
  projectItems,
  projects,
  receiveAddresses,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { buyerEnterpriseOf, CART_LINE_GONE } from './cart';
import { cartLineCount } from './cart-count';
import type { SessionUser } from './identity/session';
import { offsetOf, pageQuery, toPage } from './paging';

export const AREA_INVALID = '请选择有效的省份和城市';
export const PROJECT_GONE = '项目不存在或不属于当前企业';
export const ADDRESS_GONE = '收货地址不存在，请重新选择';
export const MAX_ADDRESSES = 20;

/** Province and city names from our own area table; a city must belong to its province. */
async function resolveArea(provinceId: number, cityId: number) {
  const rows = await db
    .select({ id: areas.id, pid: areas.pid, name: areas.name, level: areas.level })
    .from(areas)
    .where(inArray(areas.id, [provinceId, cityId]));
  const province = rows.find((r) => r.id === provinceId && r.level === 1);
  const city = rows.find((r) => r.id === cityId && r.level === 2 && r.pid === provinceId);
  if (!province || !city) throw badRequest(AREA_INVALID);
  return { province: province.name, city: city.name };
}

// ---------------------------------------------------------------- receive addresses

export { receiveAddressSchema };
export const ADDRESS_LABELS = {
  name: '收货人',
  phone: '手机号',
  provinceId: '省份',
  cityId: '城市',
  address: '详细地址',
};

type AddressRow = typeof receiveAddresses.$inferSelect;

const toAddress = (r: AddressRow): ReceiveAddress => ({
  id: r.id,
  name: r.receiverName,
  phone: r.phone,
  provinceId: r.provinceId,
  province: r.province,
  cityId: r.cityId,
  city: r.city,
  address: r.address,
  isDefault: r.isDefault,
});

const ownAddresses = (user: SessionUser, enterpriseId: number) =>
  and(eq(receiveAddresses.userId, user.id), eq(receiveAddresses.enterpriseId, enterpriseId));

/** receiveAddress/list: the buyer's addresses in this enterprise identity, default first. */
export async function listAddresses(user: SessionUser): Promise<ReceiveAddress[]> {
  const enterpriseId = buyerEnterpriseOf(user);
  const rows = await db
    .select()
    .from(receiveAddresses)
    .where(ownAddresses(user, enterpriseId))
    .orderBy(desc(receiveAddresses.isDefault), desc(receiveAddresses.id));
  return rows.map(toAddress);
}

/** receiveAddress/save: creates, or with an id updates one of the buyer's own addresses. */
export async function saveAddress(
  user: SessionUser,
  input: ReceiveAddressInput,
): Promise<ReceiveAddress> {
  const enterpriseId = buyerEnterpriseOf(user);
  const names = await resolveArea(input.provinceId, input.cityId);
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(receiveAddresses)
      .where(ownAddresses(user, enterpriseId));
    if (input.id === undefined && n >= MAX_ADDRESSES) {
      throw badRequest(`最多保存 ${MAX_ADDRESSES} 个收货地址，请先修改已有地址`);
    }
    const isDefault = input.isDefault === true || n === 0;
    const values = {
      receiverName: input.name,
      phone: input.phone,
      provinceId: input.provinceId,
      province: names.province,
      cityId: input.cityId,
      city: names.city,
      address: input.address,
      isDefault,
    };
    let row: AddressRow | undefined;
    if (input.id !== undefined) {
      [row] = await tx
        .update(receiveAddresses)
        .set(values)
        .where(and(eq(receiveAddresses.id, input.id), ownAddresses(user, enterpriseId)))
        .returning();
      if (!row) throw notFound(ADDRESS_GONE);
    } else {
      [row] = await tx
        .insert(receiveAddresses)
        .values({ ...values, userId: user.id, enterpriseId })
        .returning();
    }
    if (isDefault) {
      await tx
        .update(receiveAddresses)
        .set({ isDefault: false })
        .where(and(ownAddresses(user, enterpriseId), ne(receiveAddresses.id, row!.id)));
    }
    return toAddress(row!);
  });
}

// ---------------------------------------------------------------- projects

export { projectSchema };
export const PROJECT_LABELS = { projectName: '项目名称', provinceId: '省份', cityId: '城市' };

export interface ProjectView extends ProjectInput {
  id: number;
  itemCount: number;
  createdAt: string;
}

/** createProject: a purchase project of the buyer's enterprise identity. */
export async function createProject(
  user: SessionUser,
  input: ProjectInput,
): Promise<{ id: number }> {
  const enterpriseId = buyerEnterpriseOf(user);
  const names = await resolveArea(input.provinceId, input.cityId);
  const [row] = await db
    .insert(projects)
    .values({
      userId: user.id,
      enterpriseId,
      projectName: input.projectName,
      provinceId: input.provinceId,
      province: names.province,
      cityId: input.cityId,
      city: names.city,
    })
    .returning({ id: projects.id });
  return { id: row!.id };
}

export const projectPageInput = pageQuery(10);

/** moveProjectPaging: the buyer's projects, newest first, with how many items each holds. */
export async function projectPage(user: SessionUser, query: PageQuery): Promise<Page<ProjectView>> {
  const enterpriseId = buyerEnterpriseOf(user);
  const where = and(eq(projects.userId, user.id), eq(projects.enterpriseId, enterpriseId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  // Counted apart: inside a correlated subquery Drizzle leaves `projects.id` unqualified, so it
  // would name the line's own id and count the wrong lines (a new project showed 2 件商品).
  const counts = rows.length
    ? await db
        .select({ projectId: projectItems.projectId, n: count() })
        .from(projectItems)
        .where(
          inArray(
            projectItems.projectId,
            rows.map((p) => p.id),
          ),
        )
        .groupBy(projectItems.projectId)
    : [];
  return toPage(
    rows.map((p) => ({
      id: p.id,
      projectName: p.projectName,
      provinceId: p.provinceId ?? 0,
      province: p.province ?? '',
      cityId: p.cityId ?? 0,
      city: p.city ?? '',
      itemCount: counts.find((c) => c.projectId === p.id)?.n ?? 0,
      createdAt: p.createdAt.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}

/** The buyer's own project, or a 404 for anyone else's. */
export async function ownProject(user: SessionUser, projectId: number) {
  const enterpriseId = buyerEnterpriseOf(user);
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.userId, user.id),
        eq(projects.enterpriseId, enterpriseId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(PROJECT_GONE);
  return row;
}

/** Spec §3 Move project: moveFlag 1 moves a cart line into project listId, 0 back to the cart. */
export const moveProjectInput = z.object({
  moveFlag: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  itemId: idField(),
  skuId: idField(),
  listId: idField(),
});
export const MOVE_LABELS = {
  moveFlag: '移动方向',
  itemId: '商品',
  skuId: '商品规格',
  listId: '项目',
};

/** moveProject: moves one line between the cart and a project in one transaction; returns the cart count. */
export async function moveProject(
  user: SessionUser,
  input: z.output<typeof moveProjectInput>,
): Promise<number> {
  const enterpriseId = buyerEnterpriseOf(user);
  const project = await ownProject(user, input.listId);
  const cartLine = and(
    eq(carts.userId, user.id),
    eq(carts.enterpriseId, enterpriseId),
    eq(carts.skuId, input.skuId),
    eq(carts.productId, input.itemId),
  );
  await db.transaction(async (tx) => {
    if (input.moveFlag === 1) {
      const [line] = await tx.delete(carts).where(cartLine).returning();
      if (!line) throw notFound(CART_LINE_GONE);
      await tx
        .insert(projectItems)
        .values({
          projectId: project.id,
          productId: line.productId,
          skuId: line.skuId,
          qty: line.qty,
        })
        .onConflictDoUpdate({
          target: [projectItems.projectId, projectItems.skuId],
          set: { qty: sql`least(${projectItems.qty} + excluded.qty, ${MAX_CART_QUANTITY})` },
        });
      return;
    }
    const [item] = await tx
      .delete(projectItems)
      .where(
        and(
          eq(projectItems.projectId, project.id),
          eq(projectItems.skuId, input.skuId),
          eq(projectItems.productId, input.itemId),
        ),
      )
      .returning();
    if (!item) throw notFound('项目中没有这件商品');
    await tx
      .insert(carts)
      .values({
        userId: user.id,
        enterpriseId,
        productId: item.productId,
        skuId: item.skuId,
        qty: item.qty,
      })
      .onConflictDoUpdate({
        target: [carts.userId, carts.enterpriseId, carts.skuId],
        set: {
          qty: sql`least(${carts.qty} + excluded.qty, ${MAX_CART_QUANTITY})`,
          updatedAt: sql`now()`,
        },
      });
  });
  return cartLineCount(user);
}

// ---------------------------------------------------------------- order approvers

/** orderAudit/auditorList: the members of the buyer's enterprise who can approve its orders. */
export async function auditorList(user: SessionUser): Promise<Auditor[]> {
  const enterpriseId = buyerEnterpriseOf(user);
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(userEnterprises)
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(eq(userEnterprises.enterpriseId, enterpriseId))
    .orderBy(asc(users.id));
  return rows.map((r) => (r.id === user.id ? { ...r, name: `${r.name}（本人）` } : r));
}

/** orderAudit/auditorCache: the approver of the buyer's last order, while still a member. */
export async function auditorCache(user: SessionUser): Promise<Auditor | null> {
  const enterpriseId = buyerEnterpriseOf(user);
  const [last] = await db
    .select({ auditorId: orders.auditorId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, user.id),
        eq(orders.buyerEnterpriseId, enterpriseId),
        isNotNull(orders.auditorId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!last?.auditorId) return null;
  return (await auditorList(user)).find((a) => a.id === last.auditorId) ?? null;
}

/** An approver chosen at checkout must be a member of the buyer's enterprise. */
export async function assertAuditor(user: SessionUser, auditorId: number): Promise<void> {
  if (!(await auditorList(user)).some((a) => a.id === auditorId)) {
    throw badRequest('所选审核人不属于当前企业，请重新选择');
  }
}
