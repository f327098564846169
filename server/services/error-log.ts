import 'server-only';
import { db } from '@/server/db';
import { errorLogs } from '@/server/db/schema';

export async function recordClientError(entry: {
  url: string;
  message: string;
  userAgent: string | null;
  ip: string;
  userId: number | null;
}): Promise<void> {
  await db.insert(errorLogs).values(entry);
}
