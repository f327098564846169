import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { StationMessage } from '@/api/modules/websiteMsg';
import type { Page } from '@/api/types';
import type { MessageFilter } from '@/lib/messages';
import { db } from '@/server/db';
import { websiteMessages } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { MessageSide } from './messages';

export const MESSAGE_GONE = '消息不存在';

/** Which messages a list or a mark-all covers: one side, or (null) every side of the user. */
function scope(userId: number, side: MessageSide | null): SQL[] {
  const filters: SQL[] = [eq(websiteMessages.userId, userId)];
  if (side) filters.push(eq(websiteMessages.side, side));
  return filters;
}

/** The user's messages of a side (null: all), newest first, filtered by kind and read state. */
export async function listMessages(
  userId: number,
  side: MessageSide | null,
  filter: MessageFilter,
  pageSize: number,
): Promise<Page<StationMessage> & { unread: number }> {
  const filters = scope(userId, side);
  if (filter.kind) filters.push(eq(websiteMessages.kind, filter.kind));
  if (filter.read !== 'all') filters.push(eq(websiteMessages.isRead, filter.read === 'read'));
  const where = and(...filters);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(websiteMessages)
      .where(where)
      .orderBy(desc(websiteMessages.createdAt), desc(websiteMessages.id))
      .limit(pageSize)
      .offset((filter.pageNo - 1) * pageSize),
    db.select({ n: count() }).from(websiteMessages).where(where),
    db
      .select({ n: count() })
      .from(websiteMessages)
      .where(and(...scope(userId, side), eq(websiteMessages.isRead, false))),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      side: r.side,
      kind: r.kind,
      title: r.title,
      content: r.content,
      link: r.link,
      isRead: r.isRead,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNo: filter.pageNo,
    pageSize,
    unread: unread?.n ?? 0,
  };
}

/** Marks one of the user's own messages read (404 for anyone else's). */
export async function markMessageRead(userId: number, id: number): Promise<null> {
  const rows = await db
    .update(websiteMessages)
    .set({ isRead: true })
    .where(and(eq(websiteMessages.id, id), eq(websiteMessages.userId, userId)))
    .returning({ id: websiteMessages.id });
  if (rows.length === 0) throw notFound(MESSAGE_GONE);
  return null;
}

/** Marks every unread message of a side (null: all sides) read; answers how many. */
export async function markAllMessagesRead(
  userId: number,
  side: MessageSide | null,
): Promise<number> {
  const rows = await db
    .update(websiteMessages)
    .set({ isRead: true })
    .where(and(...scope(userId, side), eq(websiteMessages.isRead, false)))
    .returning({ id: websiteMessages.id });
  return rows.length;
}
