import 'server-only';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { TOP_TYPE } from '@/lib/roles';
import { db, type Db } from '@/server/db';
import { userEnterprises, websiteMessages } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { enqueue } from '@/server/jobs';
import type { SessionUser } from '@/server/services/identity/session';

/** Message type codes of the count endpoints; -1 means every type. */
export const MESSAGE_TYPES = {
  1: 'system',
  2: 'order',
  3: 'bid',
  4: 'inquiry',
  5: 'activity',
  6: 'auth',
} as const;
export type MessageTypeCode = -1 | keyof typeof MESSAGE_TYPES;

export type MessageSide = 'developer' | 'supplier';
export type MessageKind = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];

/** `db` or a transaction: anything that can insert. */
export type MessageExecutor = Pick<Db, 'insert' | 'select'>;

export interface NotifyInput {
  userId: number;
  /** developer | supplier | other (a user without an identity in use) */
  side: MessageSide | 'other';
  kind: MessageKind;
  title: string;
  content: string;
  /** In-app path the message points at (shown as 查看), e.g. /workbench/developer/orders/12 */
  link?: string | null;
}

/**
 * Inserts one station message with the given executor, so a caller inside a transaction
 * sends it only if the transaction commits. Title and content are cut to the column sizes.
 */
export async function notify(ex: MessageExecutor, input: NotifyInput): Promise<number> {
  const [row] = await ex
    .insert(websiteMessages)
    .values({
      userId: input.userId,
      side: input.side,
      kind: input.kind,
      title: input.title.slice(0, 128),
      content: input.content,
      link: input.link ?? null,
    })
    .returning({ id: websiteMessages.id });
  return row!.id;
}

/** Reads the `{type}` path segment: -1 or one of MESSAGE_TYPES, else 400. */
export function parseMessageType(raw: unknown): MessageTypeCode {
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (n === -1 || Object.hasOwn(MESSAGE_TYPES, n)) return n as MessageTypeCode;
  throw badRequest('消息类型不正确');
}

/** Unread station messages of a user, on one side (or all sides) and of one type (or all). */
export async function unreadMessageCount(
  userId: number,
  { side, type = -1 }: { side?: MessageSide; type?: MessageTypeCode } = {},
): Promise<number> {
  const filters: SQL[] = [eq(websiteMessages.userId, userId), eq(websiteMessages.isRead, false)];
  if (side) filters.push(eq(websiteMessages.side, side));
  if (type !== -1) filters.push(eq(websiteMessages.kind, MESSAGE_TYPES[type]));
  const [row] = await db
    .select({ n: count() })
    .from(websiteMessages)
    .where(and(...filters));
  return row?.n ?? 0;
}

/**
 * The developer- or supplier-side count of the top bar. A user without an identity in use
 * (top type 3) only gets the total count (spec §6), so these answer 0 for them.
 */
export async function sideMessageCount(
  user: SessionUser,
  side: MessageSide,
  rawType: unknown,
): Promise<number> {
  const type = parseMessageType(rawType);
  if (user.topType === TOP_TYPE.other) return 0;
  return unreadMessageCount(user.id, { side, type });
}

/** Sends the same message to every member of an enterprise (a supplier's staff, a company's applicants). */
export async function notifyMembers(
  ex: MessageExecutor,
  enterpriseId: number,
  input: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  const members = await ex
    .select({ userId: userEnterprises.userId })
    .from(userEnterprises)
    .where(eq(userEnterprises.enterpriseId, enterpriseId));
  for (const m of members) await notify(ex, { ...input, userId: m.userId });
}

/**
 * The same message to the members of many enterprises, sent by a job after the caller's
 * write (call it once that write has committed), so the request does not wait on it.
 */
export async function fanOutToMembers(
  enterpriseIds: number[],
  message: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  if (enterpriseIds.length) await enqueue('message-fan-out', { enterpriseIds, message });
}

/** The message-fan-out job: every member's message in one transaction, so a retry never doubles. */
export async function sendFanOut(
  enterpriseIds: number[],
  message: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const id of enterpriseIds) await notifyMembers(tx, id, message);
  });
}
