import 'server-only';
import { asc, desc, eq, ilike } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { OpsBanner } from '@/api/modules/ops-content';
import {
  BANNER_POSITIONS,
  bannerTag,
  shanghaiText,
  windowState,
  type BannerInput,
} from '@/lib/ops-content';
import type { OpsGrant } from '@/lib/ops-roles';
import { z } from '@/lib/zod';
import { banners } from '@/server/db/schema';
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
  WINDOW_STATES,
  windowStateWhere,
  writableRealm,
  type Realm,
} from './ops-content';
import { containsPattern, pageQuery, param } from './paging';

export const bannerListQuery = pageQuery(10).extend({
  themeCode: param(z.string().trim().max(32).optional()),
  position: param(z.enum(BANNER_POSITIONS).optional()),
  state: param(z.enum(WINDOW_STATES).optional()),
  keyword: param(z.string().trim().max(50).optional()),
});

type BannerRow = typeof banners.$inferSelect;

function toOpsBanner(row: BannerRow, realms: readonly Realm[], now: Date): OpsBanner {
  return {
    id: row.id,
    themeCode: realmCodeOf(realms, row.themeType),
    position: row.position,
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.link,
    sort: row.sort,
    status: row.status,
    startAt: shanghaiText(row.startAt),
    endAt: shanghaiText(row.endAt),
    state: windowState(row, now),
  };
}

/** The banners an operator may manage, filtered and paged, first by position and order. */
export async function listBanners(
  grants: readonly OpsGrant[],
  q: z.output<typeof bannerListQuery>,
): Promise<Page<OpsBanner>> {
  const now = new Date();
  return realmContentPage(
    banners,
    grants,
    q,
    [
      q.position ? eq(banners.position, q.position) : undefined,
      q.state ? windowStateWhere(banners, q.state, now) : undefined,
      q.keyword ? ilike(banners.title, containsPattern(q.keyword)) : undefined,
    ],
    [asc(banners.position), asc(banners.sort), desc(banners.id)],
    (row, realms) => toOpsBanner(row, realms, now),
  );
}

/** The cached pages a banner shows on: its position, on its realm or (null) every realm. */
async function bannerTags(...rows: (Pick<BannerRow, 'position' | 'themeType'> | undefined)[]) {
  const realms = await allRealms();
  return rows.flatMap((row) => {
    if (!row) return [];
    if (row.position !== 'home') return [bannerTag(row.position)];
    const types = row.themeType === null ? realms.map((r) => r.themeType) : [row.themeType];
    return types.map((t) => bannerTag('home', t));
  });
}

const loadBanner = (id: number) => loadRow(banners, id, '轮播图不存在');

const columnsOf = (input: BannerInput, realm: Realm | null) => ({
  themeType: realm?.themeType ?? null,
  position: input.position,
  title: input.title,
  imageUrl: input.imageUrl,
  link: input.link,
  sort: input.sort,
  status: input.status,
  startAt: input.startAt,
  endAt: input.endAt,
});

export async function createBanner(
  user: SessionUser,
  grants: readonly OpsGrant[],
  input: BannerInput,
): Promise<OpsBanner> {
  const realm = await writableRealm(grants, input.themeCode);
  await checkImage(user.id, input.imageUrl, null, '轮播图片');
  const row = await saveWithAudit(
    (tx) => tx.insert(banners).values(columnsOf(input, realm)).returning(),
    { actorId: user.id, action: 'banner.create', targetType: 'banner', themeCode: realm?.code },
  );
  expireContent(await bannerTags(row));
  return toOpsBanner(row, await allRealms(), new Date());
}

export async function updateBanner(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number,
  input: BannerInput,
): Promise<OpsBanner> {
  const before = await loadBanner(id);
  await assertRowRealm(grants, before.themeType);
  const realm = await writableRealm(grants, input.themeCode);
  await checkImage(user.id, input.imageUrl, before.imageUrl, '轮播图片');
  const row = await saveWithAudit(
    (tx) => tx.update(banners).set(columnsOf(input, realm)).where(eq(banners.id, id)).returning(),
    {
      actorId: user.id,
      action: 'banner.update',
      targetType: 'banner',
      themeCode: realm?.code,
      before,
    },
  );
  expireContent(await bannerTags(before, row));
  return toOpsBanner(row, await allRealms(), new Date());
}

export async function deleteBanner(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number,
): Promise<{ id: number }> {
  const before = await loadBanner(id);
  const realm = await assertRowRealm(grants, before.themeType);
  await deleteWithAudit((tx) => tx.delete(banners).where(eq(banners.id, id)), {
    actorId: user.id,
    action: 'banner.delete',
    targetType: 'banner',
    targetId: id,
    themeCode: realm?.code,
    before,
  });
  expireContent(await bannerTags(before));
  return { id };
}
