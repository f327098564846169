import 'server-only';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OpsAd, OpsHomeClue, OpsSeo } from '@/api/modules/ops-content';
import type { Page } from '@/api/types';
import {
  AD_POSITIONS,
  adTag,
  homeClueTag,
  seoTag,
  type AdInput,
  type HomeClueInput,
  type SeoInput,
} from '@/lib/ops-content';
import type { OpsGrant } from '@/lib/ops-roles';
import { seoPathKey } from '@/lib/seo';
import { z } from '@/lib/zod';
import { advertisements, homeClues, seoEntries } from '@/server/db/schema';
import { HttpError, isUniqueViolation } from '@/server/http/errors';
import { invalidateAds } from './ads';
import type { SessionUser } from './identity/session';
import {
  allRealms,
  assertRowRealm,
  checkImage,
  deleteWithAudit,
  expireContent,
  loadRow,
  realmCodeOf,
  realmContentPage,
  saveWithAudit,
  selectPage,
  writableRealm,
  type Realm,
} from './ops-content';
import { containsPattern, pageQuery, param, toPage } from './paging';

/** The SEO table, the home lead texts and the ads: the mall's page texts outside articles. */

export const keywordListQuery = pageQuery(10).extend({
  keyword: param(z.string().trim().max(50).optional()),
});
type KeywordQuery = z.output<typeof keywordListQuery>;

/** A write that a unique index may refuse: the refusal answers 409 with `msg`. */
async function takenAs409<T>(msg: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, msg);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// SEO rows, per page path and realm (none: every realm)

export const SEO_MSG = {
  missing: '该页面的 SEO 设置不存在，请刷新列表',
  taken: '该专区已有此页面的 SEO 设置',
} as const;

export const seoListQuery = keywordListQuery.extend({
  themeCode: param(z.string().trim().max(32).optional()),
});

type SeoRow = typeof seoEntries.$inferSelect;

const toOpsSeo = ({ themeType, ...row }: SeoRow, realms: readonly Realm[]): OpsSeo => ({
  ...row,
  themeCode: realmCodeOf(realms, themeType),
});

/** The tag of the pages a row shows on: its path on its realm, or on every realm. */
const seoRowTag = (row: Pick<SeoRow, 'url' | 'themeType'>) =>
  seoTag(row.url, row.themeType ?? undefined);

export async function listSeo(
  grants: readonly OpsGrant[],
  q: z.output<typeof seoListQuery>,
): Promise<Page<OpsSeo>> {
  const keyword = q.keyword
    ? or(
        ilike(seoEntries.url, containsPattern(q.keyword)),
        ilike(seoEntries.title, containsPattern(q.keyword)),
      )
    : undefined;
  // A path's row for every realm first, then the realms' own rows of it.
  const order = [asc(seoEntries.url), sql`${seoEntries.themeType} asc nulls first`];
  return realmContentPage(seoEntries, grants, q, [keyword], order, toOpsSeo);
}

const loadSeo = (id: number) => loadRow(seoEntries, id, SEO_MSG.missing);

/**
 * Creates a row (id null) or changes one, path and realm included; a realm operator only rows of
 * their realm, never the rows for every realm.
 */
export async function saveSeo(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number | null,
  input: SeoInput,
): Promise<OpsSeo> {
  const before = id === null ? undefined : await loadSeo(id);
  if (before) await assertRowRealm(grants, before.themeType);
  const realm = await writableRealm(grants, input.themeCode);
  const values = {
    url: seoPathKey(input.url),
    themeType: realm?.themeType ?? null,
    title: input.title,
    description: input.description,
    keywords: input.keywords,
  };
  // One row per path and realm: the unique index refuses another, also to two saves racing.
  const after = await takenAs409(SEO_MSG.taken, () =>
    saveWithAudit(
      (tx) =>
        before
          ? tx.update(seoEntries).set(values).where(eq(seoEntries.id, before.id)).returning()
          : tx.insert(seoEntries).values(values).returning(),
      {
        actorId: user.id,
        action: before ? 'seo.update' : 'seo.create',
        targetType: 'seo',
        themeCode: realm?.code,
        before,
      },
    ),
  );
  expireContent([seoRowTag(after), ...(before ? [seoRowTag(before)] : [])]);
  return toOpsSeo(after, await allRealms());
}

export async function deleteSeo(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number,
): Promise<{ id: number }> {
  const before = await loadSeo(id);
  const realm = await assertRowRealm(grants, before.themeType);
  await deleteWithAudit((tx) => tx.delete(seoEntries).where(eq(seoEntries.id, id)), {
    actorId: user.id,
    action: 'seo.delete',
    targetType: 'seo',
    targetId: id,
    themeCode: realm?.code,
    before,
  });
  expireContent([seoRowTag(before)]);
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Home lead texts (HomeClues), by page key

export async function listHomeClues(q: KeywordQuery): Promise<Page<OpsHomeClue>> {
  const where = q.keyword
    ? or(
        ilike(homeClues.url, containsPattern(q.keyword)),
        ilike(homeClues.mainTitle, containsPattern(q.keyword)),
      )
    : undefined;
  const [records, total] = await selectPage(homeClues, where, [asc(homeClues.url)], q);
  return toPage(records, total, q);
}

const loadClue = (id: number) => loadRow(homeClues, id, '引导文案不存在');

export async function saveHomeClue(
  user: SessionUser,
  id: number | null,
  input: HomeClueInput,
): Promise<OpsHomeClue> {
  const before = id === null ? undefined : await loadClue(id);
  // One row per path: the unique index refuses another, also to two saves racing.
  const clueTaken = `页面路径 ${input.url} 已有引导文案，请直接编辑那一条`;
  const after = await takenAs409(clueTaken, () =>
    saveWithAudit(
      (tx) =>
        before
          ? tx.update(homeClues).set(input).where(eq(homeClues.id, before.id)).returning()
          : tx.insert(homeClues).values(input).returning(),
      {
        actorId: user.id,
        action: before ? 'homeClue.update' : 'homeClue.create',
        targetType: 'homeClue',
        before,
      },
    ),
  );
  expireContent([homeClueTag(after.url), ...(before ? [homeClueTag(before.url)] : [])]);
  return after;
}

export async function deleteHomeClue(user: SessionUser, id: number): Promise<{ id: number }> {
  const before = await loadClue(id);
  await deleteWithAudit((tx) => tx.delete(homeClues).where(eq(homeClues.id, id)), {
    actorId: user.id,
    action: 'homeClue.delete',
    targetType: 'homeClue',
    targetId: id,
    before,
  });
  expireContent([homeClueTag(before.url)]);
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Ads, per realm and slot

export const adListQuery = keywordListQuery.extend({
  themeCode: param(z.string().trim().max(32).optional()),
  position: param(z.enum(AD_POSITIONS).optional()),
});

type AdRow = typeof advertisements.$inferSelect;

const toOpsAd = ({ themeType, ...row }: AdRow, realms: readonly Realm[]): OpsAd => ({
  ...row,
  themeCode: realmCodeOf(realms, themeType),
});

export async function listAds(
  grants: readonly OpsGrant[],
  q: z.output<typeof adListQuery>,
): Promise<Page<OpsAd>> {
  return realmContentPage(
    advertisements,
    grants,
    q,
    [
      q.position ? eq(advertisements.position, q.position) : undefined,
      q.keyword ? ilike(advertisements.title, containsPattern(q.keyword)) : undefined,
    ],
    [asc(advertisements.position), asc(advertisements.sort), desc(advertisements.id)],
    toOpsAd,
  );
}

const loadAd = (id: number) => loadRow(advertisements, id, '广告不存在');

/** Creates an ad (id null) or changes one; a realm operator only within their realm. */
export async function saveAd(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number | null,
  input: AdInput,
): Promise<OpsAd> {
  const before = id === null ? undefined : await loadAd(id);
  if (before) await assertRowRealm(grants, before.themeType);
  const realm = await writableRealm(grants, input.themeCode);
  await checkImage(user.id, input.imageUrl, before?.imageUrl ?? null, '广告图片');
  const values = {
    themeType: realm?.themeType ?? null,
    position: input.position,
    title: input.title,
    imageUrl: input.imageUrl,
    link: input.link,
    sort: input.sort,
    status: input.status,
  };
  const after = await saveWithAudit(
    (tx) =>
      before
        ? tx.update(advertisements).set(values).where(eq(advertisements.id, before.id)).returning()
        : tx.insert(advertisements).values(values).returning(),
    {
      actorId: user.id,
      action: before ? 'ad.update' : 'ad.create',
      targetType: 'ad',
      themeCode: realm?.code,
      before,
    },
  );
  invalidateAds();
  expireContent([adTag(after.position), ...(before ? [adTag(before.position)] : [])]);
  return toOpsAd(after, await allRealms());
}

export async function deleteAd(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number,
): Promise<{ id: number }> {
  const before = await loadAd(id);
  const realm = await assertRowRealm(grants, before.themeType);
  await deleteWithAudit((tx) => tx.delete(advertisements).where(eq(advertisements.id, id)), {
    actorId: user.id,
    action: 'ad.delete',
    targetType: 'ad',
    targetId: id,
    themeCode: realm?.code,
    before,
  });
  invalidateAds();
  expireContent([adTag(before.position)]);
  return { id };
}
