import 'server-only';
import { asc, desc, eq, ilike } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { OpsPopup } from '@/api/modules/ops-content';
import {
  POPUP_AUDIENCES,
  POPUP_SCENES,
  shanghaiText,
  windowState,
  type PopupInput,
} from '@/lib/ops-content';
import type { OpsGrant } from '@/lib/ops-roles';
import { z } from '@/lib/zod';
import { popups, type PopupExtra } from '@/server/db/schema';
import type { SessionUser } from './identity/session';
import {
  allRealms,
  assertRowRealm,
  checkImage,
  deleteWithAudit,
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

/*
 * Popups are asked for per visitor (directory/popupInfo reads the audience and read state), so
 * no page caches them: a write, a start and an end are seen on the next page view.
 */

export const popupListQuery = pageQuery(10).extend({
  themeCode: param(z.string().trim().max(32).optional()),
  scene: param(z.enum(POPUP_SCENES).optional()),
  audience: param(z.enum(POPUP_AUDIENCES).optional()),
  state: param(z.enum(WINDOW_STATES).optional()),
  keyword: param(z.string().trim().max(50).optional()),
});

type PopupRow = typeof popups.$inferSelect;

function toOpsPopup(row: PopupRow, realms: readonly Realm[], now: Date): OpsPopup {
  const x = row.extraJson;
  return {
    id: row.id,
    themeCode: realmCodeOf(realms, row.themeType),
    scene: row.scene,
    title: row.title,
    audience: row.audience,
    displayMethod: x.displayMethod,
    displayDuration: x.displayDuration ?? null,
    pcImgUrl: x.pcImgUrl ?? null,
    pcTitle: x.pcTitle ?? null,
    pcContent: x.pcContent ?? null,
    pcButtonName: x.pcButtonName ?? null,
    buttonUrl: x.buttonUrl ?? null,
    sort: row.sort,
    status: row.status,
    startAt: shanghaiText(row.startAt),
    endAt: shanghaiText(row.endAt),
    state: windowState(row, now),
  };
}

export async function listPopups(
  grants: readonly OpsGrant[],
  q: z.output<typeof popupListQuery>,
): Promise<Page<OpsPopup>> {
  const now = new Date();
  return realmContentPage(
    popups,
    grants,
    q,
    [
      q.scene ? eq(popups.scene, q.scene) : undefined,
      q.audience ? eq(popups.audience, q.audience) : undefined,
      q.state ? windowStateWhere(popups, q.state, now) : undefined,
      q.keyword ? ilike(popups.title, containsPattern(q.keyword)) : undefined,
    ],
    [asc(popups.scene), asc(popups.sort), desc(popups.id)],
    (row, realms) => toOpsPopup(row, realms, now),
  );
}

/** extraJson as the popup dialog reads it (spec §3), empty fields left out. */
function extraOf(input: PopupInput): PopupExtra {
  const extra: PopupExtra = { displayMethod: input.displayMethod };
  if (input.displayDuration !== null) extra.displayDuration = input.displayDuration;
  for (const key of ['buttonUrl', 'pcImgUrl', 'pcTitle', 'pcContent', 'pcButtonName'] as const) {
    const value = input[key];
    if (value) extra[key] = value;
  }
  return extra;
}

const columnsOf = (input: PopupInput, realm: Realm | null) => ({
  themeType: realm?.themeType ?? null,
  scene: input.scene,
  title: input.title,
  audience: input.audience,
  extraJson: extraOf(input),
  sort: input.sort,
  status: input.status,
  startAt: input.startAt,
  endAt: input.endAt,
});

const loadPopup = (id: number) => loadRow(popups, id, '弹窗不存在');

export async function createPopup(
  user: SessionUser,
  grants: readonly OpsGrant[],
  input: PopupInput,
): Promise<OpsPopup> {
  const realm = await writableRealm(grants, input.themeCode);
  await checkImage(user.id, input.pcImgUrl, null, '弹窗图片');
  const row = await saveWithAudit(
    (tx) => tx.insert(popups).values(columnsOf(input, realm)).returning(),
    { actorId: user.id, action: 'popup.create', targetType: 'popup', themeCode: realm?.code },
  );
  return toOpsPopup(row, await allRealms(), new Date());
}

export async function updatePopup(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number,
  input: PopupInput,
): Promise<OpsPopup> {
  const before = await loadPopup(id);
  await assertRowRealm(grants, before.themeType);
  const realm = await writableRealm(grants, input.themeCode);
  await checkImage(user.id, input.pcImgUrl, before.extraJson.pcImgUrl ?? null, '弹窗图片');
  const row = await saveWithAudit(
    (tx) => tx.update(popups).set(columnsOf(input, realm)).where(eq(popups.id, id)).returning(),
    {
      actorId: user.id,
      action: 'popup.update',
      targetType: 'popup',
      themeCode: realm?.code,
      before,
    },
  );
  return toOpsPopup(row, await allRealms(), new Date());
}

export async function deletePopup(
  user: SessionUser,
  grants: readonly OpsGrant[],
  id: number,
): Promise<{ id: number }> {
  const before = await loadPopup(id);
  const realm = await assertRowRealm(grants, before.themeType);
  await deleteWithAudit((tx) => tx.delete(popups).where(eq(popups.id, id)), {
    actorId: user.id,
    action: 'popup.delete',
    targetType: 'popup',
    targetId: id,
    themeCode: realm?.code,
    before,
  });
  return { id };
}
