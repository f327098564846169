import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db';
import { users } from '@/server/db/schema';

export async function getUserClientId(userId: number): Promise<string> {
  const [row] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.clientId ?? '';
}
