import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { PopupInfo } from '@/api/types';
import { popupAudiences } from '@/lib/popup';
import { idField, idNumber } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { popupReads, popups, type Theme } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { getThemeForHost } from './theme';
import { visitorId } from './visitor';

/** directory/popupInfo without a scene serves the home page's popups. */
export const DEFAULT_POPUP_SCENE = 'home';
export const sceneSchema = z.string().regex(/^[a-z][a-z-]{0,31}$/);
export const popupReadInput = z.object({ popupId: idNumber() });
/** The showroom a supplier-scene page shows, so its owner's prompts reach only the owner. */
export const popupQueryInput = z.object({
  tenantId: idField().optional(),
});

/** Read state is kept per signed-in user, else per visitor client id (the mall_cid cookie). */
export function popupReaderKey(user: SessionUser | null, clientId: string | null): string | null {
  if (user) return `user:${user.id}`;
  return clientId ? `client:${clientId}` : null;
}

/** Popups of a scene that are live for this theme and audience and not yet read by the reader. */
export async function activePopups(
  scene: string,
  theme: Theme,
  user: SessionUser | null,
  readerKey: string | null,
  showroomId: number | null = null,
): Promise<PopupInfo[]> {
  const now = new Date();
  return db
    .select({ id: popups.id, extraJson: popups.extraJson })
    .from(popups)
    .where(
      and(
        eq(popups.scene, scene),
        eq(popups.status, 1),
        or(isNull(popups.themeType), eq(popups.themeType, theme.themeType)),
        or(isNull(popups.startAt), lte(popups.startAt, now)),
        or(isNull(popups.endAt), gt(popups.endAt, now)),
        inArray(popups.audience, popupAudiences(user, showroomId)),
        readerKey
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(popupReads)
                .where(and(eq(popupReads.popupId, popups.id), eq(popupReads.readerKey, readerKey))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(popups.sort), asc(popups.id));
}

/** The popups a request should show: its theme by host, its user or visitor cookie. */
export async function popupsForRequest(
  req: NextRequest,
  user: SessionUser | null,
  scene: string,
  showroomId: number | null = null,
): Promise<PopupInfo[]> {
  const theme = await getThemeForHost(req.headers.get('host'));
  return activePopups(scene, theme, user, popupReaderKey(user, visitorId(req)), showroomId);
}

/** Records that the reader has seen a popup; reading it again changes nothing. */
export async function markPopupRead(popupId: number, readerKey: string | null): Promise<void> {
  if (!readerKey) throw badRequest('无法识别访客，请刷新页面后重试');
  const [popup] = await db.select({ id: popups.id }).from(popups).where(eq(popups.id, popupId));
  if (!popup) throw notFound('弹窗不存在');
  await db.insert(popupReads).values({ popupId, readerKey }).onConflictDoNothing();
}
