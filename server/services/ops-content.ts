import 'server-only';
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { cacheSecondsUntil, type WindowState } from '@/lib/ops-content';
import { opsAllows, opsRealmScope, type OpsGrant, type OpsRole } from '@/lib/ops-roles';
import { IMAGE_ACCEPT } from '@/lib/upload-rules';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '@/api/types';
import { db } from '@/server/db';
import { themes } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { expirePageTags, tagCachedPage } from './catalog-cache';
import { recordOpsAction, type OpsAction, type Tx } from './ops-access';
import { offsetOf, toPage } from './paging';
import { findOwnUpload } from './upload';

/**
 * What the content sections of the ops console share: who may edit (内容运营 anywhere, 专区运营
 * only its own realm), uploaded images checked by their bytes, and the page cache: every public
 * read tags the page it renders and caps its life at the next schedule boundary, every write
 * expires the tags of what it changed (docs/ops-console.md, 内容运营).
 */

/** Content that belongs to one realm (banners, popups, ads, SEO rows) admits realm operators. */
export const REALM_CONTENT_ROLES: OpsRole[] = ['content', 'realm'];
/** Content of the whole mall (articles, lead texts) is for content operators only. */
export const SHARED_CONTENT_ROLES: OpsRole[] = ['content'];

export const CONTENT_MSG = {
  otherRealm: '无权管理其他专区的内容',
  allRealms: '专区运营只能管理本专区的内容，请选择所属专区',
  noRealm: '所属专区不存在',
  foreignImage: (label: string) => `${label}须为您上传的 PNG 或 JPG 图片，请重新上传`,
} as const;

export interface Realm {
  code: string;
  themeType: number;
  name: string;
}

/** Every realm, for tags and names (a handful of rows). */
export async function allRealms(): Promise<Realm[]> {
  return db
    .select({ code: themes.code, themeType: themes.themeType, name: themes.name })
    .from(themes)
    .orderBy(asc(themes.themeType));
}

/** The realms an operator may put content on, for the drawers' realm choice. */
export async function pickableRealms(
  grants: readonly OpsGrant[],
): Promise<{ code: string; name: string }[]> {
  const scope = opsRealmScope(grants, REALM_CONTENT_ROLES);
  return (await allRealms())
    .filter((r) => scope === 'all' || scope.includes(r.code))
    .map(({ code, name }) => ({ code, name }));
}

/**
 * The realm a write targets, checked against the operator's grants: a realm code must exist and
 * be the operator's own for a realm operator; null (every realm) is for content operators.
 */
export async function writableRealm(
  grants: readonly OpsGrant[],
  themeCode: string | null,
): Promise<Realm | null> {
  if (themeCode === null) {
    if (!opsAllows(grants, { role: SHARED_CONTENT_ROLES })) throw forbidden(CONTENT_MSG.allRealms);
    return null;
  }
  const realm = (await allRealms()).find((r) => r.code === themeCode);
  if (!realm) throw badRequest(CONTENT_MSG.noRealm);
  if (!opsAllows(grants, { role: REALM_CONTENT_ROLES, themeCode })) {
    throw forbidden(CONTENT_MSG.otherRealm);
  }
  return realm;
}

/** The realm of a stored row by its themeType (null: every realm). */
export async function realmOfType(themeType: number | null): Promise<Realm | null> {
  if (themeType === null) return null;
  return (await allRealms()).find((r) => r.themeType === themeType) ?? null;
}

/** A realm operator may touch a stored row only when it is of their realm. */
export async function assertRowRealm(
  grants: readonly OpsGrant[],
  themeType: number | null,
): Promise<Realm | null> {
  const realm = await realmOfType(themeType);
  if (realm === null) {
    if (!opsAllows(grants, { role: SHARED_CONTENT_ROLES })) throw forbidden(CONTENT_MSG.otherRealm);
    return null;
  }
  if (!opsAllows(grants, { role: REALM_CONTENT_ROLES, themeCode: realm.code })) {
    throw forbidden(CONTENT_MSG.otherRealm);
  }
  return realm;
}

/** The rows a list may show: all for content operators, a realm operator's own realms only. */
async function realmListFilter(
  grants: readonly OpsGrant[],
  themeType: AnyColumn,
): Promise<SQL | undefined> {
  const scope = opsRealmScope(grants, REALM_CONTENT_ROLES);
  if (scope === 'all') return undefined;
  const types = (await allRealms()).filter((r) => scope.includes(r.code)).map((r) => r.themeType);
  return types.length ? inArray(themeType, types) : sql`false`;
}

/** The realm code of a themeType for display, '' for every realm. */
export function realmCodeOf(realms: readonly Realm[], themeType: number | null): string | null {
  return themeType === null ? null : (realms.find((r) => r.themeType === themeType)?.code ?? null);
}

/**
 * An image field: unchanged, or a file this operator uploaded as PNG/JPG (the upload service
 * checked its bytes, not its name), so nobody links a foreign or made-up file.
 */
export async function checkImage(
  userId: number,
  url: string | null,
  current: string | null,
  label: string,
): Promise<void> {
  if (url === null || url === current) return;
  const own = await findOwnUpload(userId, url);
  if (!own || !(IMAGE_ACCEPT as readonly string[]).includes(own.type)) {
    throw badRequest(CONTENT_MSG.foreignImage(label));
  }
}

/** The longest a cached page that shows content lives (the realm layout's revalidate). */
export const CONTENT_PAGE_REVALIDATE = 300;

/**
 * Tags the page being rendered with the content it shows and, when that content is scheduled
 * to change at `boundary`, makes the page's cache life end there, so a banner appears and goes
 * on time instead of up to five minutes late.
 */
export async function tagContentPage(tags: readonly string[], boundary: Date | null = null) {
  await tagCachedPage(tags, {
    revalidate: boundary
      ? cacheSecondsUntil(boundary, new Date(), CONTENT_PAGE_REVALIDATE)
      : undefined,
  });
}

/** Expires the cached pages showing what a write changed (after its transaction committed). */
export const expireContent = (tags: readonly string[]) => expirePageTags([...new Set(tags)]);

export const WINDOW_STATES = ['scheduled', 'live', 'ended'] as const;

/** Rows whose window is in this state at `now` (open ends count as always). */
export function windowStateWhere(
  cols: { startAt: AnyColumn; endAt: AnyColumn },
  state: WindowState,
  now: Date,
): SQL | undefined {
  if (state === 'scheduled') return gt(cols.startAt, now);
  if (state === 'ended') return lte(cols.endAt, now);
  return and(
    or(isNull(cols.startAt), lte(cols.startAt, now)),
    or(isNull(cols.endAt), gt(cols.endAt, now)),
  );
}

/** A list filter by realm code: that realm's rows; a code of no realm matches nothing. */
function themeCodeWhere(
  realms: readonly Realm[],
  themeCode: string | undefined,
  themeType: AnyColumn,
): SQL | undefined {
  if (!themeCode) return undefined;
  const realm = realms.find((r) => r.code === themeCode);
  return realm ? eq(themeType, realm.themeType) : sql`false`;
}

/** One page of a content table, in the given order, and how many rows the filter matches. */
export async function selectPage<T extends PgTable>(
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  q: PageQuery,
): Promise<[T['$inferSelect'][], number]> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(table, where),
  ]);
  return [rows as T['$inferSelect'][], total];
}

/** One content row by id, or 404 with the section's message. */
export async function loadRow<T extends PgTable & { id: AnyColumn }>(
  table: T,
  id: number,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}

/**
 * Creates or changes one content row and records it in the audit log in the same transaction:
 * `write` inserts or updates the row and returns it, which the entry records as its target and
 * as after.
 */
export async function saveWithAudit<R extends { id: number }>(
  write: (tx: Tx) => Promise<R[]>,
  audit: Omit<OpsAction, 'targetId' | 'after'>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const [row] = await write(tx);
    await recordOpsAction(tx, { ...audit, targetId: row!.id, after: row });
    return row!;
  });
}

/** Deletes one content row and records it (as it was, in `audit.before`) in the same transaction. */
export async function deleteWithAudit(
  remove: (tx: Tx) => Promise<unknown>,
  audit: OpsAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await remove(tx);
    await recordOpsAction(tx, audit);
  });
}

/**
 * One page of a table of realm content (banners, popups, SEO rows, ads) for an operator: rows of
 * the realms they may see, of the realm the list is filtered to (q.themeCode) and matching
 * `filters`, each as `present` shows it in the console.
 */
export async function realmContentPage<T extends PgTable & { themeType: AnyColumn }, O>(
  table: T,
  grants: readonly OpsGrant[],
  q: PageQuery & { themeCode?: string },
  filters: (SQL | undefined)[],
  orderBy: SQL[],
  present: (row: T['$inferSelect'], realms: readonly Realm[]) => O,
): Promise<Page<O>> {
  const realms = await allRealms();
  const where = and(
    await realmListFilter(grants, table.themeType),
    themeCodeWhere(realms, q.themeCode, table.themeType),
    ...filters,
  );
  const [rows, total] = await selectPage(table, where, orderBy, q);
  return toPage(
    rows.map((r) => present(r, realms)),
    total,
    q,
  );
}
